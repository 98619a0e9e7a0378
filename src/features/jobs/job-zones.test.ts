import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { invoices, jobs } from "../../../db/schema.ts";
import { readCalendar } from "../../../tests/ical.ts";
import { completeJob, endedConfirmedJob, studioIn } from "../../../tests/invoice-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { approvedArtistWithLogin, confirmJobInDb, jobBody } from "../../../tests/job-fixtures.ts";
import { startSmtpPeer } from "../../../tests/smtp-peer.ts";
import type { Invoice, MonthTotals } from "../invoices/invoice.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import { zoneWallClock } from "../../platform/places/clock-rules.ts";
import { postJob } from "./jobs.ts";

// Accounts cost an argon2 hash each: on a busy machine a test of several needs more than 5 s.
setDefaultTimeout(60_000);

const peer = await startSmtpPeer();
const t = await suiteApp({ env: { ...peer.env, PUBLIC_URL: "https://dance.example" } });
afterAll(() => peer.close());
const admin = await t.adminLogin();
/** Next year: the jobs below are always ahead and within the booking horizon, whenever the suite runs. */
const YEAR = new Date().getFullYear() + 1;
const vancouver = await studioIn(t, "BC", "Studio Pacifique");
const toronto = await studioIn(t, "ON", "Studio Lakeshore");

async function post(studio: { cookie: string }, overrides: Record<string, unknown>) {
  const r = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody(overrides) });
  expect(r.status).toBe(201);
  return r.body._id;
}

describe("each job happens in its place's time zone", () => {
  test("a job takes its studio's province's zone; a studio without one, its postal code's", async () => {
    const jobId = await post(vancouver, { city: "Vancouver", postalCode: "V6B 1A1" });
    const [row] = await t.db.select({ timeZone: jobs.timeZone }).from(jobs).where(eq(jobs.id, jobId));
    expect(row!.timeZone).toBe("America/Vancouver");
    const unknown = await studioIn(t, null, "Studio Sans Province");
    const halifax = await post(unknown, { city: "Halifax", postalCode: "B3H 1A1" });
    const [byPostalCode] = await t.db.select({ timeZone: jobs.timeZone }).from(jobs).where(eq(jobs.id, halifax));
    expect(byPostalCode!.timeZone).toBe("America/Halifax");
  });

  test("a studio that moves to another province takes its jobs not yet done there; a completed one keeps its zone", async () => {
    const moving = await studioIn(t, "ON", "Studio Nomade");
    const open = await post(moving, {});
    const { jobId: done } = await endedConfirmedJob(t, moving);
    await t.db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, done));
    const [before] = await t.db.select({ sequence: jobs.calendarSequence }).from(jobs).where(eq(jobs.id, open));
    expect((await t.call("PUT", "/api/client/province", { cookie: moving.cookie, body: { province: "NL" } })).status).toBe(200);
    const zoneOf = async (jobId: string) =>
      (await t.db.select({ timeZone: jobs.timeZone, sequence: jobs.calendarSequence }).from(jobs).where(eq(jobs.id, jobId)))[0]!;
    expect(await zoneOf(open)).toEqual({ timeZone: "America/St_Johns", sequence: before!.sequence + 1 });
    expect((await zoneOf(done)).timeZone).toBe("America/Toronto");
  });

  test("a studio's move to another province tells the artists of its moved jobs: the booked one and those who opted in, with the new zone's times, in their language", async () => {
    const moving = await studioIn(t, "ON", "Studio Migrateur");
    const booked = await approvedArtistWithLogin(t, "Béa Booked", ["Ballet"]);
    const waiting = await approvedArtistWithLogin(t, "Will Waiting", ["Ballet"]);
    const confirmedJob = await post(moving, { startDate: `${YEAR}-12-15`, endDate: `${YEAR}-12-15`, startTime: "18:00", endTime: "20:00" });
    await confirmJobInDb(t, confirmedJob, booked.artist.id);
    const pendingJob = await post(moving, { startDate: `${YEAR}-12-16`, endDate: `${YEAR}-12-16`, startTime: "18:00", endTime: "20:00" });
    expect((await t.call("PUT", `/api/job/job-accept/${pendingJob}`, { cookie: waiting.cookie })).status).toBe(200);
    await t.deps.notifications.idle();
    expect((await t.call("PUT", "/api/client/province", { cookie: moving.cookie, body: { province: "BC" } })).status).toBe(200);
    await t.deps.notifications.idle();
    const changed = async (cookie: string, locale: string) =>
      (await t.call<NotificationPage>("GET", "/api/notifications", { cookie, headers: { "accept-language": locale } })).body.items.filter(
        (n) => n.kind === "job.changed",
      );
    const [toBooked] = await changed(booked.cookie, "en");
    expect(toBooked!.body).toBe(
      `The studio changed the job you are booked for. It now starts on Dec 15, ${YEAR} at 6:00 PM PDT, at 401 Richmond St W, Toronto.`,
    );
    expect(toBooked!.link).toBe(`/artist/jobs/confirmed/${confirmedJob}`);
    const [toWaiting] = await changed(waiting.cookie, "fr");
    expect(toWaiting!.body.replace(/[\u00a0\u202f]/g, " ")).toBe(
      `Le studio a modifié un contrat auquel vous avez postulé. Il commence maintenant le 16 déc. ${YEAR} à 18 h 00 HAP, au 401 Richmond St W, Toronto.`,
    );
    // The same province again moves nothing and tells no one.
    expect((await t.call("PUT", "/api/client/province", { cookie: moving.cookie, body: { province: "BC" } })).status).toBe(200);
    await t.deps.notifications.idle();
    expect(await changed(booked.cookie, "en")).toHaveLength(1);
    expect(await changed(waiting.cookie, "en")).toHaveLength(1);
  });

  test("'today' is the job's zone's: at 23:00 in Vancouver (02:00 tomorrow in Toronto) a Vancouver studio books today, a Toronto one may not", async () => {
    const evening = new Date(`${YEAR}-12-16T06:00:00Z`);
    const body = {
      ...jobBody({ startDate: `${YEAR}-12-15`, endDate: `${YEAR}-12-15` }),
      preferredArtistIds: [],
      weekdays: null,
      withMinors: false,
      requiresFirstAid: false,
    };
    const booked = await postJob(t.db, t.deps.events, { userId: vancouver.user.userId, input: body, now: evening });
    expect(booked.startDate).toBe(`${YEAR}-12-15`);
    await expect(postJob(t.db, t.deps.events, { userId: toronto.user.userId, input: body, now: evening })).rejects.toThrow("Start date cannot be in the past");
  });

  test("a Vancouver job at 18:00 is 18:00 America/Vancouver in its calendar: 01:00 UTC the next day on BC's year-round clock", async () => {
    const jobId = await post(vancouver, { startDate: `${YEAR}-12-15`, endDate: `${YEAR}-12-15`, startTime: "18:00", endTime: "20:00" });
    const res = await t.request("GET", `/api/job/${jobId}/calendar.ics`, { cookie: vancouver.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`DTSTART;TZID=America/Vancouver:${YEAR}1215T180000`);
    // British Columbia keeps UTC-7 all year from 2026-11-01 (tzdata 2026b); before, a December 18:00 was 02:00 UTC.
    expect(readCalendar(text).events[0]!.days).toEqual([{ start: `${YEAR}-12-16T01:00:00.000Z`, end: `${YEAR}-12-16T03:00:00.000Z` }]);
  });

  test("a job is past by its own zone's clock: one ending within the hour in Vancouver is not over yet, though Toronto's clock passed it", async () => {
    const { jobId } = await endedConfirmedJob(t, vancouver);
    const soon = zoneWallClock("America/Vancouver", new Date(Date.now() + 60 * 60_000));
    const [endDate, endTime] = soon.split(" ") as [string, string];
    await t.db.update(jobs).set({ startDate: endDate, endDate, startTime: "00:00", endTime }).where(eq(jobs.id, jobId));
    const early = await completeJob(t, admin, jobId);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(`This job ends on ${endDate} at ${endTime} PDT: it can be marked completed after that`);
    const french = await t.call("PUT", `/api/admin/jobs/${jobId}/status`, {
      cookie: admin.cookie,
      body: { status: "completed" },
      headers: { "accept-language": "fr" },
    });
    expect(french.json.message.replace(/[\u00a0\u202f]/g, " ")).toBe(
      `Ce contrat se termine le ${endDate} à ${endTime} HAP : il pourra être marqué comme terminé ensuite`,
    );
    const ended = zoneWallClock("America/Vancouver", new Date(Date.now() - 60_000)).split(" ") as [string, string];
    await t.db.update(jobs).set({ startDate: ended[0], endDate: ended[0], endTime: ended[1] }).where(eq(jobs.id, jobId));
    expect((await completeJob(t, admin, jobId)).status).toBe(200);
  });

  test("the reminder fires a day before the start in Vancouver's time, and shows the zone in English and French", async () => {
    const artist = await approvedArtistWithLogin(t, "Vera Vancouver", ["Ballet"]);
    const jobId = await post(vancouver, { startDate: `${YEAR}-07-08`, endDate: `${YEAR}-07-08`, startTime: "10:00" });
    await confirmJobInDb(t, jobId, artist.artist.id);
    const scheduler = t.deps.notifications.scheduler;
    // 10:00 in Vancouver in July is 17:00 UTC (in Toronto it would be 14:00 UTC).
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-07T14:00:00Z`))).reminders).toBe(0);
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-07T17:00:00Z`))).reminders).toBe(1);
    await t.deps.notifications.idle();
    const read = async (locale: string) =>
      (await t.call<NotificationPage>("GET", "/api/notifications", { cookie: artist.cookie, headers: { "accept-language": locale } })).body.items[0]!;
    expect((await read("en")).body).toBe(`Your booking starts on Jul 8, ${YEAR} at 10:00 AM PDT, at 401 Richmond St W, Toronto.`);
    expect((await read("fr")).body).toBe(`Votre réservation commence le 8 juill. ${YEAR} à 10 h 00 HAP, au 401 Richmond St W, Toronto.`);
    await t.drainMail();
    const mail = await peer.waitForMail((m) => m.subject === "Tomorrow: Ballet at Pointe Studio");
    expect(mail.text).toContain("10:00 AM PDT");
  });

  test("an invoice issued at 23:30 in Vancouver on Dec 31 is dated Dec 31: its document, its PDF, the CSV and the date filters", async () => {
    const { jobId } = await endedConfirmedJob(t, vancouver);
    expect((await completeJob(t, admin, jobId)).status).toBe(200);
    const [issued] = await t.db.select({ id: invoices.id, timeZone: invoices.timeZone }).from(invoices).where(eq(invoices.jobId, jobId));
    expect(issued!.timeZone).toBe("America/Vancouver");
    // An issued invoice never changes: the test moves its instant with the guard off.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table invoices disable trigger invoices_immutable`);
      await tx
        .update(invoices)
        .set({ issuedAt: new Date("2026-01-01T07:30:00Z") })
        .where(eq(invoices.id, issued!.id));
      await tx.execute(sql`alter table invoices enable trigger invoices_immutable`);
    });
    const invoice = (await t.call<Invoice>("GET", `/api/invoice/${issued!.id}`, { cookie: vancouver.cookie })).body;
    expect(invoice).toMatchObject({ issuedAt: "2026-01-01T07:30:00.000Z", issuedOn: "2025-12-31", timeZone: "America/Vancouver" });
    const pdf = await t.request("GET", `/api/invoice/${issued!.id}/pdf`, { cookie: vancouver.cookie });
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain("Dec 31, 2025");
    expect(text).not.toContain("Jan 1, 2026");

    const csv = async (day: string) => (await t.request("GET", `/api/admin/exports/invoices?from=${day}&to=${day}`, { cookie: admin.cookie })).text();
    expect(await csv("2025-12-31")).toContain(`${invoice.number},invoice,2025-12-31,`);
    expect(await csv("2026-01-01")).not.toContain(invoice.number);
    const month = async (m: string) => (await t.call<MonthTotals>("GET", `/api/admin/totals?month=${m}`, { cookie: admin.cookie })).body;
    expect((await month("2025-12")).jobs).toBe(1);
    expect((await month("2026-01")).jobs).toBe(0);
  });
});
