import { describe, expect, test } from "bun:test";
import { eq, inArray, sql } from "drizzle-orm";
import { auditLog, contacts, retentionRuns } from "../../../db/schema.ts";
import { suiteApp } from "../../../tests/harness.ts";
import type { RetentionCounts, RetentionRunView, RetentionSettings } from "./retention.contract.ts";
import { runRetention } from "./retention.ts";

const t = await suiteApp();
const owner = (await t.adminLogin()).cookie;

const DEFAULTS: RetentionSettings = { rejectedApplicationDays: 180, deletedAccountFileDays: 30, contactMessageDays: 730, auditLogMonths: 24 };
/** A pass that found nothing of any kind. */
const NOTHING: RetentionCounts = { contactMessages: 0, auditLog: 0, rejectedApplicationFiles: 0, deletedAccountFiles: 0 };

/** A contact message written `age` ago (a PostgreSQL interval). */
async function contactAged(age: string): Promise<string> {
  const [row] = await t.db
    .insert(contacts)
    .values({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@test.local",
      phoneNumber: "4165550100",
      message: "Hello",
      createdAt: sql`now() - ${age}::interval`,
    })
    .returning({ id: contacts.id });
  return row!.id;
}

async function auditAged(age: string): Promise<string> {
  const [row] = await t.db
    .insert(auditLog)
    .values({ actorName: "Someone", action: "artist.approved", entityType: "artist", at: sql`now() - ${age}::interval` })
    .returning({ id: auditLog.id });
  return row!.id;
}

const remainingContacts = async (ids: string[]) => (await t.db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, ids))).map((r) => r.id);
const remainingAudit = async (ids: string[]) => (await t.db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, ids))).map((r) => r.id);
/** A new day for the daily pass: the passes recorded so far are forgotten. */
const nextDay = () => t.db.delete(retentionRuns);

const putSettings = (body: unknown, cookie = owner) => t.call<RetentionSettings>("PUT", "/api/admin/settings/retention", { cookie, body });

describe("the retention periods", () => {
  test("the defaults: 180 days, 30 days, two years, 24 months", async () => {
    const r = await t.call<RetentionSettings>("GET", "/api/admin/settings/retention", { cookie: owner });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(DEFAULTS);
  });

  test("the owner changes them; the change is audited with what it was and what it became", async () => {
    const changed = { ...DEFAULTS, contactMessageDays: 365, auditLogMonths: 36 };
    const r = await putSettings(changed);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(changed);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "retention.updated"));
    expect(row!.changes).toEqual({ contactMessageDays: [730, 365], auditLogMonths: [24, 36] });
    expect((await putSettings(DEFAULTS)).status).toBe(200);
  });

  test("zero, a negative, a fraction, a huge period or a missing field is a 400 naming it", async () => {
    for (const bad of [0, -5, 1.5, 100_000]) {
      const r = await putSettings({ ...DEFAULTS, contactMessageDays: bad });
      expect(r.status).toBe(400);
      expect(r.json.message).toContain("Contact messages");
    }
    expect((await putSettings({ ...DEFAULTS, auditLogMonths: 121 })).status).toBe(400);
    const { auditLogMonths: _, ...missing } = DEFAULTS;
    expect((await putSettings(missing)).status).toBe(400);
    const fr = await t.call("PUT", "/api/admin/settings/retention", {
      cookie: owner,
      body: { ...DEFAULTS, rejectedApplicationDays: 0 },
      headers: { "accept-language": "fr" },
    });
    expect(fr.json.message).toContain("Candidatures refusées");
    expect((await t.call<RetentionSettings>("GET", "/api/admin/settings/retention", { cookie: owner })).body).toEqual(DEFAULTS);
  });

  test("only the owner: other staff are refused, a studio too, and no session is a 401", async () => {
    for (const role of ["coordinator", "bookkeeper"] as const) {
      const { cookie } = await t.addStaff(role);
      expect((await t.call("GET", "/api/admin/settings/retention", { cookie })).status).toBe(403);
      expect((await putSettings(DEFAULTS, cookie)).status).toBe(403);
      expect((await t.call("GET", "/api/admin/retention/runs", { cookie })).status).toBe(403);
    }
    const { cookie: studio } = await t.signUp("client");
    expect((await t.call("GET", "/api/admin/retention/runs", { cookie: studio })).status).toBe(403);
    expect((await t.call("GET", "/api/admin/retention/runs")).status).toBe(401);
  });
});

describe("the daily pass", () => {
  test("contact messages: one a day inside the period stays, one a day past it goes; the audit log keeps its months", async () => {
    await nextDay();
    const inside = await contactAged("729 days");
    const past = await contactAged("731 days");
    const auditInside = await auditAged("24 months - 1 day");
    const auditPast = await auditAged("24 months + 1 day");
    const removed = await runRetention(t.db, t.deps.files);
    expect(removed).toEqual({ ...NOTHING, contactMessages: 1, auditLog: 1 });
    expect(await remainingContacts([inside, past])).toEqual([inside]);
    expect(await remainingAudit([auditInside, auditPast])).toEqual([auditInside]);
  });

  test("the owner's periods apply: ten days keeps a nine-day-old message and removes an eleven-day-old one", async () => {
    await nextDay();
    expect((await putSettings({ ...DEFAULTS, contactMessageDays: 10 })).status).toBe(200);
    const inside = await contactAged("9 days");
    const past = await contactAged("11 days");
    await runRetention(t.db, t.deps.files);
    expect(await remainingContacts([inside, past])).toEqual([inside]);
    expect((await putSettings(DEFAULTS)).status).toBe(200);
  });

  test("each pass is recorded with its counts only, and the owner reads it", async () => {
    await nextDay();
    await contactAged("3 years");
    await runRetention(t.db, t.deps.files);
    const r = await t.call<RetentionRunView[]>("GET", "/api/admin/retention/runs", { cookie: owner });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    expect(r.body[0]!.finishedAt).not.toBeNull();
    expect(r.body[0]!.error).toBeNull();
    expect(r.body[0]!.removed).toEqual({ ...NOTHING, contactMessages: 1 });
  });

  test("once a day across instances: two passes at once remove once, a second pass the same day does nothing", async () => {
    await nextDay();
    const past = [await contactAged("800 days"), await contactAged("900 days")];
    const results = await Promise.all([runRetention(t.db, t.deps.files), runRetention(t.db, t.deps.files)]);
    expect(results.filter((r) => r !== undefined)).toEqual([{ ...NOTHING, contactMessages: 2 }]);
    expect(await remainingContacts(past)).toEqual([]);
    await contactAged("800 days");
    expect(await runRetention(t.db, t.deps.files)).toBeUndefined();
    expect(await t.db.select().from(retentionRuns)).toHaveLength(1);
  });

  test("a pass whose process stopped an hour ago no longer holds the claim: it is marked interrupted and today's runs", async () => {
    await nextDay();
    await t.db.insert(retentionRuns).values({ startedAt: sql`now() - interval '25 hours'` });
    expect(await runRetention(t.db, t.deps.files)).toBeDefined();
    const runs = await t.db.select().from(retentionRuns).orderBy(retentionRuns.startedAt);
    expect(runs).toHaveLength(2);
    expect(runs[0]!.error).toContain("Interrupted");
    expect(runs[1]!.error).toBeNull();
  });
});
