import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../tests/harness.ts";
import { seed, DEMO_PASSWORD, DEMO_STUDIO_EMAIL } from "./seed.ts";
import * as schema from "./schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: "1" } });
}, BOOT_TIMEOUT);
afterAll(() => t.close());

const TABLES = {
  users: schema.users,
  artists: schema.artists,
  clients: schema.clients,
  jobs: schema.jobs,
  services: schema.services,
  testimonials: schema.testimonials,
  artistStyles: schema.artistStyles,
  artistTypes: schema.artistTypes,
  artistAvailabilities: schema.artistAvailabilities,
  artistStyleLinks: schema.artistStyleLinks,
};

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe("seed", () => {
  test("a first start shows a living site: at least 12 approved demo artists, a studio and its jobs", async () => {
    const roster = await t.call<{ user: string; headshotUrl: string; artistStyle: string[] }[]>("GET", "/api/artist/all-list");
    expect(roster.body.length).toBeGreaterThanOrEqual(12);
    for (const a of roster.body) expect(a.artistStyle.length).toBeGreaterThan(0);
    const headshot = await t.request("GET", roster.body[0]!.headshotUrl);
    expect(headshot.status).toBe(200);
    expect(headshot.headers.get("content-type")).toBe("image/jpeg");
    const c = await counts();
    expect(c.clients).toBe(1);
    expect(c.jobs).toBeGreaterThanOrEqual(5);
    expect(c.services).toBe(7);
  });

  test("the demo studio can log in with the documented password", async () => {
    const { user } = await t.logIn(DEMO_STUDIO_EMAIL, DEMO_PASSWORD);
    expect(user.role).toBe("client");
  });

  test("demo resumes are served as PDFs", async () => {
    const roster = await t.call<{ id: string }[]>("GET", "/api/artist/all-list");
    const detail = await t.call<{ resumeUrl: string }>("GET", `/api/artist/artist-detail/${roster.body[0]!.id}`);
    const resume = await t.request("GET", detail.body.resumeUrl);
    expect(resume.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await resume.bytes()).slice(0, 5))).toBe("%PDF-");
  });

  test("is idempotent: running it again adds nothing", async () => {
    const before = await counts();
    await seed(t.db, t.deps.files, { demo: true });
    await seed(t.db, t.deps.files, { demo: true });
    expect(await counts()).toEqual(before);
  });

  test("a list the agency emptied stays empty after a restart", async () => {
    await t.db.delete(schema.testimonials);
    await seed(t.db, t.deps.files, { demo: true });
    expect((await counts()).testimonials).toBe(0);
  });
});
