import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { auditLog, jobSessionCancellations, jobs, mailOutbox, payLines, payoutBatches } from "../../../db/schema.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { makeClient, makeJob, optIn } from "../../../tests/admin-fixtures.ts";
import { approvedArtistWithLogin, dayFromToday } from "../../../tests/job-fixtures.ts";
import { studioIn } from "../../../tests/invoice-fixtures.ts";
import { jobBody } from "../../../tests/job-fixtures.ts";
import { weekdayOf } from "../jobs/job-sessions.ts";
import type { AdminJob } from "../bookings/admin.contract.ts";
import type { Job } from "../jobs/jobs.contract.ts";
import type { ArtistPayout, Earnings, PayoutBatch, T4aSlip } from "./payouts.contract.ts";
import { writePayLines } from "./pay-lines.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(60_000);

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;

const confirm = (jobId: string, body: { artistId: string; artistRate?: number }) =>
  t.call<AdminJob>("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin, body });
const complete = (jobId: string) => t.call<AdminJob>("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin, body: { status: "completed" } });
const linesOf = (jobId: string) => t.db.select().from(payLines).where(eq(payLines.jobId, jobId)).orderBy(payLines.date);

/** A confirmed weekly class that is over: three Tuesdays (or whichever day a week ago was) of 3.5 h, at `artistRateCents`. */
async function endedWeeklyClass(artistId: string, artistRateCents: number | null) {
  const client = await makeClient(t.db);
  return makeJob(t.db, client.clientId, {
    rate: 62.5,
    startDate: dayFromToday(-21),
    endDate: dayFromToday(-1),
    weekdays: [weekdayOf(dayFromToday(-7))],
    status: "confirmed",
    confirmedArtistId: artistId,
    confirmedAt: new Date(),
    artistRateCents,
  });
}

describe("the agency's margin: the artist's pay rate", () => {
  test("$62.50/h at the default 15 % pays the artist 5312 cents (rounded down); the artist reads it as the rate, the studio never", async () => {
    const studio = await studioIn(t, "ON");
    const posted = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ rate: 62.5 }) });
    expect(posted.status).toBe(201);
    const jobId = posted.body._id;
    const artist = await approvedArtistWithLogin(t, "Nadia Roy", ["Ballet"]);

    // Before the confirm the artist is shown the default it would get.
    const offered = await t.call<Job>("GET", `/api/job/detail/${jobId}`, { cookie: artist.cookie });
    expect(offered.body.rate).toBe(53.12);
    await optIn(t.db, jobId, artist.artist.id);
    const optIns = await t.call<Job[]>("GET", "/api/job/my-opt-ins", { cookie: artist.cookie });
    expect(optIns.body.find((j) => j._id === jobId)?.rate).toBe(53.12);

    const confirmed = await confirm(jobId, { artistId: artist.artist.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.artistRate).toBe(5312);
    expect(confirmed.body.rate).toBe(62.5);

    for (const path of [`/api/job/detail/${jobId}`, `/api/job/artist-confirmed-job/${jobId}`]) {
      const seen = await t.call<Job>("GET", path, { cookie: artist.cookie });
      expect(seen.status).toBe(200);
      expect(seen.body.rate).toBe(53.12);
      expect(JSON.stringify(seen.json)).not.toContain("62.5");
    }
    const list = await t.call<Job[]>("GET", "/api/job/confirmed-jobs", { cookie: artist.cookie });
    expect(list.body.find((j) => j._id === jobId)?.rate).toBe(53.12);

    // The studio reads its own bill rate and nothing of the artist's pay.
    for (const path of [`/api/job/detail/${jobId}`, `/api/job/user-confirmed-job-details/${jobId}`]) {
      const seen = await t.call<Job>("GET", path, { cookie: studio.cookie });
      expect(seen.body.rate).toBe(62.5);
      expect(JSON.stringify(seen.json)).not.toMatch(/artistRate|53\.12/);
    }
  });

  test("the confirm takes the agency's own pay rate; a later change of the commission moves only jobs not yet confirmed", async () => {
    const client = await makeClient(t.db);
    const artist = await approvedArtistWithLogin(t, "Omar Haddad", ["Ballet"]);
    const set = await makeJob(t.db, client.clientId, { rate: 62.5 });
    const later = await makeJob(t.db, client.clientId, { rate: 62.5 });
    await optIn(t.db, set.id, artist.artist.id);
    expect((await confirm(set.id, { artistId: artist.artist.id, artistRate: 5000.5 })).status).toBe(400);
    const confirmed = await confirm(set.id, { artistId: artist.artist.id, artistRate: 5500 });
    expect(confirmed.body.artistRate).toBe(5500);

    const agency = await t.call<{ defaultCommissionPercent: number }>("GET", "/api/admin/agency", { cookie: admin });
    expect(agency.body.defaultCommissionPercent).toBe(15);
    const saved = await t.call("PUT", "/api/admin/agency", {
      cookie: admin,
      body: { legalName: "DanceLink Agency", address: "120 Dance Avenue", taxNumber: "", defaultCommissionPercent: 20 },
    });
    expect(saved.status).toBe(200);
    expect(
      (await t.call("PUT", "/api/admin/agency", { cookie: admin, body: { legalName: "D", address: "A", taxNumber: "", defaultCommissionPercent: 101 } }))
        .status,
    ).toBe(400);
    // A client on the seed's contract omits it and keeps it.
    await t.call("PUT", "/api/admin/agency", { cookie: admin, body: { legalName: "DanceLink Agency", address: "120 Dance Avenue", taxNumber: "" } });
    expect((await t.call<{ defaultCommissionPercent: number }>("GET", "/api/admin/agency", { cookie: admin })).body.defaultCommissionPercent).toBe(20);

    expect((await t.call<Job>("GET", `/api/job/detail/${later.id}`, { cookie: artist.cookie })).body.rate).toBe(50);
    expect((await t.call<Job>("GET", `/api/job/detail/${set.id}`, { cookie: artist.cookie })).body.rate).toBe(55);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "job.confirmed"), eq(auditLog.entityId, set.id)));
    expect(audit!.changes.artistRateCents).toEqual([null, 5500]);
    await t.call("PUT", "/api/admin/agency", {
      cookie: admin,
      body: { legalName: "DanceLink Agency", address: "120 Dance Avenue", taxNumber: "", defaultCommissionPercent: 15 },
    });
  });
});

describe("completing a job writes the artist's pay lines", () => {
  test("a weekly class: one line per session held (a called-off one pays nothing), hours x the artist's rate, immutable", async () => {
    const artist = await approvedArtistWithLogin(t, "Lina Park", ["Ballet"]);
    const job = await endedWeeklyClass(artist.artist.id, 5312);
    await t.db.insert(jobSessionCancellations).values({ jobId: job.id, date: dayFromToday(-14) });
    expect((await complete(job.id)).status).toBe(200);

    const lines = await linesOf(job.id);
    expect(lines.map((l) => l.date)).toEqual([dayFromToday(-21), dayFromToday(-7)]);
    // 3.5 h at $53.12: 185.92.
    expect(lines.map((l) => [l.minutes, l.artistRateCents, l.amountCents])).toEqual([
      [210, 5312, 18592],
      [210, 5312, 18592],
    ]);

    // A retry of the completion's step finds them; nothing changes a line but its one payment, nothing deletes one.
    await t.db.transaction((tx) => writePayLines(tx, job.id));
    expect(await linesOf(job.id)).toHaveLength(2);
    await expect(
      (async () => {
        await t.db.update(payLines).set({ amountCents: 1 }).where(eq(payLines.id, lines[0]!.id));
      })(),
    ).rejects.toThrow();
    await expect(
      (async () => {
        await t.db.delete(payLines).where(eq(payLines.id, lines[0]!.id));
      })(),
    ).rejects.toThrow();

    const year = Number(dayFromToday(-21).slice(0, 4));
    const earnings = await t.call<Earnings>("GET", `/api/artist/earnings?year=${year}`, { cookie: artist.cookie });
    expect(earnings.status).toBe(200);
    const all = earnings.body.months.flatMap((m) => m.lines);
    expect(all.filter((l) => l.jobId === job.id).map((l) => l.paidAt)).toEqual([null, null]);
    expect(earnings.body.months.every((m) => m.unpaidCents === m.totalCents && m.paidCents === 0)).toBe(true);
    expect(earnings.body.paidInYearCents).toBe(0);

    const month = dayFromToday(-7).slice(0, 7);
    const pdf = await t.request("GET", `/api/artist/earnings/${month}/pdf`, { cookie: artist.cookie, headers: { "accept-language": "fr" } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain("Relevé de paie");
    expect(text).toContain("185,92");
    expect((await t.request("GET", "/api/artist/earnings/2026-13/pdf", { cookie: artist.cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/artist/earnings?year=abc", { cookie: artist.cookie })).status).toBe(400);
  });

  test("a job confirmed before the artist's pay existed pays the default: the rate less the commission", async () => {
    const artist = await approvedArtistWithLogin(t, "Rémi Caron", ["Ballet"]);
    const job = await endedWeeklyClass(artist.artist.id, null);
    expect((await complete(job.id)).status).toBe(200);
    expect((await linesOf(job.id)).map((l) => l.artistRateCents)).toEqual([5312, 5312, 5312]);
  });
});

describe("the bookkeeper pays the artists", () => {
  test("a batch: paid once, mailed, idempotent on retry; another artist's or a paid line is a 409", async () => {
    const artist = await approvedArtistWithLogin(t, "Sofia Marin", ["Ballet"]);
    const other = await approvedArtistWithLogin(t, "Theo Blanc", ["Ballet"]);
    const job = await endedWeeklyClass(artist.artist.id, 4000);
    const otherJob = await endedWeeklyClass(other.artist.id, 4000);
    await complete(job.id);
    await complete(otherJob.id);

    const owed = await t.call<ArtistPayout[]>("GET", "/api/admin/payouts?status=unpaid", { cookie: admin });
    expect(owed.status).toBe(200);
    const mine = owed.body.find((p) => p.artistId === artist.artist.id)!;
    expect(mine).toMatchObject({ name: "Sofia Marin", totalCents: 3 * 14000 });
    const lineIds = mine.lines.map((l) => l.id);
    const otherLine = (await linesOf(otherJob.id))[0]!.id;

    expect(
      (
        await t.call("POST", "/api/admin/payouts/pay", {
          cookie: admin,
          body: { artistId: artist.artist.id, lineIds: [...lineIds, otherLine], reference: "ET-1" },
        })
      ).status,
    ).toBe(409);
    const pay = { artistId: artist.artist.id, lineIds: lineIds.slice(0, 2), reference: "ET-1042" };
    const paid = await t.call<PayoutBatch>("POST", "/api/admin/payouts/pay", { cookie: admin, body: pay });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ artistId: artist.artist.id, reference: "ET-1042", totalCents: 28000 });
    const again = await t.call<PayoutBatch>("POST", "/api/admin/payouts/pay", { cookie: admin, body: pay });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(paid.body.id);
    expect((await t.call("POST", "/api/admin/payouts/pay", { cookie: admin, body: { ...pay, reference: "ET-other" } })).status).toBe(409);
    expect((await t.call("POST", "/api/admin/payouts/pay", { cookie: admin, body: { ...pay, lineIds: lineIds } })).status).toBe(409);
    expect((await t.call("POST", "/api/admin/payouts/pay", { cookie: admin, body: { ...pay, lineIds: [] } })).status).toBe(400);

    const batches = await t.db.select().from(payoutBatches).where(eq(payoutBatches.artistId, artist.artist.id));
    expect(batches).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, "payout-statement"));
    expect(mails.filter((m) => (m.params as { name: string }).name === "Sofia Marin")).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, artist.artist.id), sql`${auditLog.action} like 'payout.%'`));
    expect(audits.map((a) => a.action).sort()).toEqual(["payout.paid", "payout.repeated"]);

    const paidList = await t.call<ArtistPayout[]>("GET", "/api/admin/payouts?status=paid", { cookie: admin });
    expect(
      paidList.body
        .find((p) => p.artistId === artist.artist.id)
        ?.lines.map((l) => l.id)
        .sort(),
    ).toEqual([...pay.lineIds].sort());
    const csv = await t.request("GET", "/api/admin/payouts.csv?status=paid", { cookie: admin });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("Sofia Marin");

    const earnings = await t.call<Earnings>("GET", "/api/artist/earnings", { cookie: artist.cookie });
    expect(earnings.body.paidInYearCents).toBe(28000);
  });
});

describe("T4A slips", () => {
  /** A paid line of `amountCents` for a new artist, paid at `paidAt`. */
  async function paidArtist(name: string, amountCents: number, paidAt: Date) {
    const artist = await approvedArtistWithLogin(t, name, ["Ballet"]);
    const job = await endedWeeklyClass(artist.artist.id, 4000);
    await t.db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.id));
    const [batch] = await t.db.insert(payoutBatches).values({ artistId: artist.artist.id, reference: "CHQ", totalCents: amountCents, paidAt }).returning();
    await t.db.insert(payLines).values({
      jobId: job.id,
      artistId: artist.artist.id,
      date: "2030-12-20",
      minutes: 60,
      artistRateCents: amountCents,
      amountCents,
      paidAt,
      batchId: batch!.id,
    });
    return artist;
  }

  test("the $500 threshold (49999 cents: no slip; 50000: a slip), the year of payment in the agency's zone", async () => {
    // 03:00 UTC on Jan 1, 2031 is still Dec 31, 2030 in Toronto: paid in 2030.
    const under = await paidArtist("Under Threshold", 49_999, new Date("2031-01-01T03:00:00Z"));
    const at = await paidArtist("At Threshold", 50_000, new Date("2031-01-01T03:00:00Z"));
    const slips = await t.call<{ year: number; items: T4aSlip[] }>("GET", "/api/admin/t4a?year=2030", { cookie: admin });
    expect(slips.status).toBe(200);
    expect(slips.body.items.map((s) => s.artistId)).toEqual([at.artist.id]);
    expect(slips.body.items[0]).toMatchObject({ name: "At Threshold", totalCents: 50_000 });
    expect(slips.body.items[0]!.lines).toHaveLength(1);
    expect((await t.call<{ items: T4aSlip[] }>("GET", "/api/admin/t4a?year=2031", { cookie: admin })).body.items).toEqual([]);

    const csv = await (await t.request("GET", "/api/admin/t4a.csv?year=2030", { cookie: admin })).text();
    expect(csv).toContain("social insurance number");
    expect(csv).toContain("At Threshold,");
    expect(csv).toContain(",,500.00,1");
    expect(csv).not.toContain("Under Threshold");

    const seen = await t.call<Earnings>("GET", "/api/artist/earnings?year=2030", { cookie: under.cookie });
    expect(seen.body.paidInYearCents).toBe(49_999);
  });

  test("the slip prints the mailing address the artist gave, its postal code checked; without one, its profile's city and province", async () => {
    const artist = await paidArtist("Addressed Artist", 60_000, new Date("2032-06-01T15:00:00Z"));
    const slipOf = async () =>
      (await t.call<{ items: T4aSlip[] }>("GET", "/api/admin/t4a?year=2032", { cookie: admin })).body.items.find((s) => s.artistId === artist.artist.id)!;
    expect((await t.call("GET", "/api/artist/mailing-address", { cookie: artist.cookie })).json.response).toBeNull();
    const profile = await slipOf();
    expect(profile.address).not.toMatch(/\d/);

    const wrong = await t.call("PUT", "/api/artist/mailing-address", {
      cookie: artist.cookie,
      body: { street: "12 rue King", city: "Montréal", province: "QC", postalCode: "12345" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ status: false, message: "Postal code must be a Canadian postal code like A1A 1A1" });
    const french = await t.call("PUT", "/api/artist/mailing-address", {
      cookie: artist.cookie,
      body: { street: "", city: "Montréal", province: "QC", postalCode: "H2X 1Y4" },
      headers: { "accept-language": "fr" },
    });
    expect(french.status).toBe(400);
    expect(french.json.message).toContain("Adresse (numéro et rue)");

    const saved = await t.call("PUT", "/api/artist/mailing-address", {
      cookie: artist.cookie,
      body: { street: "12 rue King", city: "Montréal", province: "QC", postalCode: "h2x-1y4" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.response).toEqual({ street: "12 rue King", city: "Montréal", province: "QC", postalCode: "H2X 1Y4" });
    expect((await t.call("GET", "/api/artist/mailing-address", { cookie: artist.cookie })).json.response).toEqual(saved.json.response);

    expect((await slipOf()).address).toBe("12 rue King, Montréal, QC H2X 1Y4");
    const csv = await (await t.request("GET", "/api/admin/t4a.csv?year=2032", { cookie: admin })).text();
    expect(csv).toContain('Addressed Artist,"12 rue King, Montréal, QC H2X 1Y4",,600.00,1');
    // Private: the roster and the artist's public profile never carry it.
    const roster = await (await t.request("GET", "/api/artist/all-list", { cookie: admin })).text();
    expect(roster).not.toContain("H2X 1Y4");
  });
});
