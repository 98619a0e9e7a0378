import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artists, contacts, users } from "../../db/schema.ts";
import { applyAsNewArtist, fetchLookups, setArtistStatus, storedKeys, type Lookups } from "../artist-fixtures.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../harness.ts";

/**
 * The review found that path traversal, SQL injection and stored XSS
 * held. These keep them held: a path never leaves the folder it names, text is
 * data to the database (parameters, never spliced into SQL), and what a user
 * wrote is escaped wherever a page shows it.
 */

let t: TestApp;
let l: Lookups;
beforeAll(async () => {
  t = await createTestApp();
  l = await fetchLookups(t);
}, BOOT_TIMEOUT);
afterAll(() => t.close());

describe("path traversal", () => {
  test("no public path reaches a private upload, the data folder or the source tree", async () => {
    const artist = await applyAsNewArtist(t, l);
    const [row] = await t.db.select({ deposit: artists.directDepositKey }).from(artists).where(eq(artists.id, artist.artistId));
    const privateName = row!.deposit.slice("private/".length);
    expect(storedKeys(`${t.config.dataDir}/uploads`)).toContain(row!.deposit);
    for (const path of [
      `/files/${privateName}`,
      `/files/..%2Fprivate%2F${privateName}`,
      `/files/%2e%2e%2fprivate%2f${privateName}`,
      `/files/..%5Cprivate%5C${privateName}`,
      "/files/..%2F..%2Fjwt-secret",
      "/files/%2e%2e%2f%2e%2e%2fpg.lock",
      "/assets/..%2F..%2Fpackage.json",
      "/images/..%2F..%2Fpackage.json",
      "/fonts/%2e%2e/%2e%2e/src/config.ts",
    ]) {
      const res = await t.request("GET", path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  test("a document kind is one of a fixed list: anything else is a 404 envelope", async () => {
    const artist = await applyAsNewArtist(t, l);
    for (const kind of ["..%2F..%2Fjwt-secret", "%2e%2e", "directDeposit%00", "headshot.jpg"]) {
      const r = await t.call("GET", `/api/artist/documents/${kind}`, { cookie: artist.cookie });
      expect(r.status).toBe(404);
      expect(r.json.status).toBe(false);
      expect(r.json.message).toMatch(/not found/i);
    }
  });
});

describe("SQL injection", () => {
  const PAYLOAD = "Robert'); DROP TABLE users; --";

  test("text is stored as sent and runs nothing", async () => {
    const r = await t.call("POST", "/api/contact/add", {
      body: {
        firstName: PAYLOAD,
        lastName: "' OR '1'='1",
        email: "bobby@example.com",
        phoneNumber: "416 555 0142",
        message: `${PAYLOAD}\n1; SELECT pg_sleep(5)`,
      },
    });
    expect(r.status).toBe(201);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.firstName, PAYLOAD));
    expect(row?.lastName).toBe("' OR '1'='1");
    expect((await t.db.select({ id: users.id }).from(users)).length).toBeGreaterThan(0);
  });

  test("a login with an injection in the e-mail or password is refused, not let in", async () => {
    for (const body of [
      { email: "admin@test.local' --", password: "x" },
      { email: "admin@test.local", password: "' OR '1'='1" },
    ]) {
      const r = await t.call("POST", "/api/auth/login", { body });
      expect([400, 401]).toContain(r.status);
      expect(r.json.status).toBe(false);
    }
  });

  test("query parameters are validated before any query: a 400 envelope", async () => {
    const admin = (await t.adminLogin()).cookie;
    for (const query of ["status=pending'%20OR%201=1--", "page=1;DROP%20TABLE%20jobs", "limit=10)%20UNION%20SELECT%201"]) {
      const r = await t.call("GET", `/api/admin/artists?${query}`, { cookie: admin });
      expect(r.status).toBe(400);
      expect(r.json.status).toBe(false);
    }
  });
});

describe("stored XSS", () => {
  test("an artist's name and bio are escaped on the public pages and in island props", async () => {
    const name = `<img src=x onerror=alert(1)>Eve`;
    const artist = await applyAsNewArtist(t, l, { bio: `</script><script>alert(document.cookie)</script> "quoted" & more` }, name);
    await setArtistStatus(t, artist.artistId, "approved");
    for (const path of [`/artist/profile/${artist.artistId}`, "/artists"]) {
      const res = await t.request("GET", path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain("<img src=x onerror");
      expect(html).not.toContain("<script>alert(");
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;Eve");
    }
  });
});
