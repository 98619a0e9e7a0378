import { describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { auditLog } from "../../../db/schema.ts";
import { makeArtist } from "../../../tests/admin-fixtures.ts";
import { ADMIN_PASSWORD, suiteApp } from "../../../tests/harness.ts";
import type { AuditRow } from "./audit.contract.ts";
import { purgeExpiredAudit } from "./audit.ts";

const t = await suiteApp();
const owner = (await t.adminLogin()).cookie;

const audit = async (query: string) => {
  const r = await t.call<AuditRow[]>("GET", `/api/admin/audit?${query}`, { cookie: owner });
  expect(r.status).toBe(200);
  return { rows: r.body, total: Number(r.res.headers.get("x-total-count")) };
};

describe("the audit log", () => {
  test("a coordinator's approval: who, what, the status before and after, from where; the owner finds it and its CSV", async () => {
    const coordinator = await t.addStaff("coordinator", "Noor Haddad");
    const { artistId } = await makeArtist(t.db, { status: "pending" });
    const r = await t.call("PUT", `/api/admin/artists/${artistId}/status`, {
      cookie: coordinator.cookie,
      body: { status: "approved" },
      headers: { "user-agent": "Journey browser" },
    });
    expect(r.status).toBe(200);

    const { rows, total } = await audit(`action=artist.approved&entityType=artist&entityId=${artistId}`);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      actorUserId: coordinator.user.userId,
      actorName: "Noor Haddad",
      action: "artist.approved",
      entityType: "artist",
      entityId: artistId,
      changes: { status: ["pending", "approved"] },
      userAgent: "Journey browser",
    });
    expect(rows[0]!.ip).toBeTruthy();
    expect((await audit(`actor=${coordinator.user.userId}&action=artist.approved`)).total).toBe(1);
    expect((await audit("actor=noor&action=artist.approved")).total).toBe(1);
    expect((await audit("action=artist.approved&from=2000-01-01&to=2000-12-31")).total).toBe(0);

    const csv = await t.request("GET", `/api/admin/audit.csv?entityId=${artistId}`, { cookie: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="audit.csv"');
    const text = await csv.text();
    expect(text).toStartWith("\uFEFFat,actor,actorUserId,action,entityType,entityId,changes,ip,userAgent\r\n");
    expect(text).toContain(`,Noor Haddad,${coordinator.user.userId},artist.approved,artist,${artistId},`);

    // Only the owner reads the log; the artist's own history, any staff who may see the artist.
    expect((await t.call("GET", "/api/admin/audit", { cookie: coordinator.cookie })).status).toBe(403);
    const bookkeeper = await t.addStaff("bookkeeper");
    const history = await t.call<AuditRow[]>("GET", `/api/admin/artists/${artistId}/history`, { cookie: bookkeeper.cookie });
    expect(history.status).toBe(200);
    expect(history.body.map((row) => row.action)).toEqual(["artist.approved"]);
  });

  test("a name a spreadsheet would run is defused in the CSV", async () => {
    const mallory = await t.addStaff("coordinator", '=HYPERLINK("http://evil")');
    const { artistId } = await makeArtist(t.db, { status: "pending" });
    await t.call("PUT", `/api/admin/artists/${artistId}/status`, { cookie: mallory.cookie, body: { status: "rejected" } });
    const text = await (await t.request("GET", `/api/admin/audit.csv?entityId=${artistId}`, { cookie: owner })).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  test("a change that fails leaves no row: the row is written in the change's transaction", async () => {
    const before = (await audit("action=job.confirmed")).total;
    const r = await t.call("PUT", "/api/admin/jobs/00000000-0000-7000-8000-00000000beef/confirm", {
      cookie: owner,
      body: { artistId: "00000000-0000-7000-8000-00000000beef" },
    });
    expect(r.status).toBe(404);
    expect((await audit("action=job.confirmed")).total).toBe(before);
  });

  test("sign-ins and failed sign-ins are security events; no password is ever written", async () => {
    const wrong = await t.call("POST", "/api/auth/login", { body: { email: "admin@test.local", password: "not the password" } });
    expect(wrong.status).toBe(401);
    await t.adminLogin();
    const failed = await audit("action=auth.sign_in_failed&actor=admin@test.local");
    expect(failed.rows[0]).toMatchObject({ actorUserId: null, actorName: "admin@test.local", entityType: "user" });
    expect((await audit("action=auth.signed_in")).total).toBeGreaterThan(0);
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toContain("not the password");
    expect(everything).not.toContain(ADMIN_PASSWORD);
  });

  test("the table is append-only: an update or a delete is refused, but the retention purge removes old rows", async () => {
    await expect(t.db.update(auditLog).set({ action: "forged" }).execute()).rejects.toThrow();
    await expect(t.db.delete(auditLog).execute()).rejects.toThrow();
    const [old] = await t.db
      .insert(auditLog)
      .values({ actorName: "Someone", action: "artist.approved", entityType: "artist", at: sql`now() - interval '25 months'` })
      .returning({ id: auditLog.id });
    const [recent] = await t.db
      .insert(auditLog)
      .values({ actorName: "Someone", action: "artist.approved", entityType: "artist", at: sql`now() - interval '23 months'` })
      .returning({ id: auditLog.id });
    expect(await purgeExpiredAudit(t.db)).toBe(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.id, old!.id))).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.id, recent!.id))).toHaveLength(1);
  });

  test("filters are checked: a bad day or page is a 400 naming it", async () => {
    expect((await t.call("GET", "/api/admin/audit?from=yesterday", { cookie: owner })).status).toBe(400);
    expect((await t.call("GET", "/api/admin/audit?pageSize=1000", { cookie: owner })).status).toBe(400);
    expect((await t.call("GET", "/api/admin/audit?from=2026-02-01&to=2026-01-01", { cookie: owner })).status).toBe(400);
  });
});
