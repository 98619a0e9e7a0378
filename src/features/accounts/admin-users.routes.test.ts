import { describe, expect, test } from "bun:test";
import type { AdminUser, AdminUserDetail } from "./admin-users.contract.ts";
import { issueJobInvoice } from "../invoices/invoices.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { approvedArtistWithLogin, completeJobInDb, jobBody, studioWithLogin } from "../../../tests/job-fixtures.ts";

const t = await suiteApp();
const admin = await t.adminLogin();
const studio = await studioWithLogin(t);
const artist = await approvedArtistWithLogin(t, "Zélie 100%_Tap", ["Tap"]);
const other = await t.signUp("client", "Ordinary Studio Owner");

const list = (query = "", locale = "en") =>
  t.call<AdminUser[]>("GET", `/api/admin/users${query}`, { cookie: admin.cookie, headers: { "accept-language": locale } });
const names = async (query: string) => (await list(query)).body.map((u) => u.name);

describe("GET /api/admin/users", () => {
  test("newest first; a part of the name or the address, any case; a role; a status; paged with the total", async () => {
    const all = await list("?page=1&limit=100");
    expect(all.status).toBe(200);
    expect(all.res.headers.get("x-total-count")).toBe(String(all.body.length));
    expect(all.body.map((u) => u.name).slice(0, 3)).toEqual(["Ordinary Studio Owner", "Zélie 100%_Tap", "Claire Studio"]);
    expect(all.body[0]).toEqual({
      id: other.user.userId,
      name: "Ordinary Studio Owner",
      email: other.email,
      role: "client",
      status: "active",
      createdAt: expect.any(String),
      emailVerifiedAt: null,
    });
    expect(await names("?q=zÉLIE")).toEqual(["Zélie 100%_Tap"]);
    expect(await names(`?q=${encodeURIComponent(other.email.slice(0, 20).toUpperCase())}`)).toEqual(["Ordinary Studio Owner"]);
    // `%` and `_` are letters in a search, never wildcards.
    expect(await names("?q=100%25_")).toEqual(["Zélie 100%_Tap"]);
    expect(await names("?q=%25")).toEqual(["Zélie 100%_Tap"]);
    expect(await names("?q=studio&role=client")).toEqual(["Ordinary Studio Owner", "Claire Studio"]);
    expect(await names("?role=admin")).toContain("Admin");
    expect(await names("?q=studio&role=artist")).toEqual([]);
    // Blank fields of the filter form mean "any".
    expect(await names("?q=z%C3%A9lie&role=&status=")).toEqual(["Zélie 100%_Tap"]);

    expect((await t.call("PUT", `/api/admin/users/${other.user.userId}/status`, { cookie: admin.cookie, body: { status: "disabled" } })).status).toBe(200);
    expect(await names("?status=disabled")).toEqual(["Ordinary Studio Owner"]);
    expect(await names("?q=studio&status=active")).toEqual(["Claire Studio"]);
    expect((await t.call("PUT", `/api/admin/users/${other.user.userId}/status`, { cookie: admin.cookie, body: { status: "active" } })).status).toBe(200);

    const paged = await list("?q=studio&page=2&limit=1");
    expect(paged.body.map((u) => u.name)).toEqual(["Claire Studio"]);
    expect(paged.res.headers.get("x-total-count")).toBe("2");
  });

  test("hostile filters: a 400 naming the field, in French too; a huge page or a control character is refused, never a 500", async () => {
    const role = await list("?role=owner", "fr-CA");
    expect(role.status).toBe(400);
    expect(role.json.message).toContain("Rôle");
    for (const query of ["?status=deleted", `?q=${"x".repeat(101)}`, "?q=a%00b", "?page=1e30", "?limit=1000", "?page=-1"]) {
      const r = await list(query);
      expect({ query, status: r.status }).toEqual({ query, status: 400 });
      expect(r.json.status).toBe(false);
    }
  });

  test("an erased account is neither listed nor opened", async () => {
    const gone = await t.signUp("client", "Erased Person");
    expect((await t.call("DELETE", "/api/auth/account", { cookie: gone.cookie, body: { password: "password-123" } })).status).toBe(200);
    expect((await list("?limit=100&page=1")).body.some((u) => u.id === gone.user.userId)).toBe(false);
    expect((await t.call("GET", `/api/admin/users/${gone.user.userId}`, { cookie: admin.cookie })).status).toBe(404);
  });
});

describe("GET /api/admin/users/:userId", () => {
  test("the studio: its profile, its posted jobs and invoices, its open sessions; disabled, no session left", async () => {
    const posted = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ style: "Tap" }) });
    const jobId = posted.body._id;
    await completeJobInDb(t, jobId, artist.artist.id);
    await t.db.transaction((tx) => issueJobInvoice(tx, jobId));
    await t.logIn(studio.email, "password-123");

    const r = await t.call<AdminUserDetail>("GET", `/api/admin/users/${studio.user.userId}`, { cookie: admin.cookie });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: "Claire Studio",
      role: "client",
      status: "active",
      sessions: 2,
      profile: { kind: "studio", studioName: "Pointe Studio" },
    });
    expect(r.body.jobs).toEqual({
      items: [{ id: jobId, style: "Tap", studioName: "Pointe Studio", startDate: expect.any(String), status: "completed" }],
      total: 1,
    });
    expect(r.body.invoices.total).toBe(1);
    expect(r.body.invoices.items[0]).toMatchObject({ number: expect.stringMatching(/^INV-\d{4}-\d+$/), status: "unpaid" });
    expect(r.body.invoices.items[0]!.totalCents).toBeGreaterThan(0);

    // The artist who taught it sees the same job and invoice from its side.
    const theirs = await t.call<AdminUserDetail>("GET", `/api/admin/users/${artist.user.userId}`, { cookie: admin.cookie });
    expect(theirs.body).toMatchObject({ role: "artist", profile: { kind: "artist", artistId: artist.artist.id, status: "approved" } });
    expect(theirs.body.jobs.items.map((j) => j.id)).toEqual([jobId]);
    expect(theirs.body.invoices.items.map((i) => i.id)).toEqual(r.body.invoices.items.map((i) => i.id));

    expect((await t.call("PUT", `/api/admin/users/${studio.user.userId}/status`, { cookie: admin.cookie, body: { status: "disabled" } })).status).toBe(200);
    expect((await t.call<AdminUserDetail>("GET", `/api/admin/users/${studio.user.userId}`, { cookie: admin.cookie })).body).toMatchObject({
      status: "disabled",
      sessions: 0,
    });
  });

  test("an account without a profile has none, and no jobs or invoices; an unknown or malformed id is a 404", async () => {
    const r = await t.call<AdminUserDetail>("GET", `/api/admin/users/${other.user.userId}`, { cookie: admin.cookie });
    expect(r.body).toMatchObject({ profile: null, jobs: { items: [], total: 0 }, invoices: { items: [], total: 0 }, locale: null });
    for (const id of [Bun.randomUUIDv7(), "not-an-id"]) {
      const missing = await t.call("GET", `/api/admin/users/${id}`, { cookie: admin.cookie });
      expect({ status: missing.status, message: missing.json.message }).toEqual({ status: 404, message: "User not found" });
    }
  });
});
