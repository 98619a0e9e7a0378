import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { jobApplications, jobs } from "../../../db/schema.ts";
import type { AdminJob } from "../bookings/admin.contract.ts";
import type { CalendarFeed } from "./calendar.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { readCalendar } from "../../../tests/ical.ts";
import { approvedArtistWithLogin, studioWithLogin, confirmJobInDb, dayFromToday, endJobInDb, jobBody } from "../../../tests/job-fixtures.ts";
import { type ReceivedMail, startSmtpPeer } from "../../../tests/smtp-peer.ts";

const SITE = "https://dance.example";
const peer = await startSmtpPeer();
const t = await suiteApp({ env: { ...peer.env, PUBLIC_URL: SITE } });
afterAll(() => peer.close());

const admin = await t.adminLogin();
const studio = await studioWithLogin(t);
const ada = await approvedArtistWithLogin(t, "Ada Ballet", ["Ballet"]);
const bea = await approvedArtistWithLogin(t, "Bea Ballet", ["Ballet"]);
const uid = (jobId: string) => `job-${jobId}@dance.example`;

/** Jobs posted so far: each gets days of its own, as Ada is booked on many of them and never twice at once. */
let posted = 0;
async function postJob(overrides: Record<string, unknown> = {}) {
  const r = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody(overrides, 7 + 3 * posted++) });
  expect(r.status).toBe(201);
  return r.body._id;
}
/** A job Ada and Bea opted in to, confirmed with Ada through the agency's API. */
async function bookedJob(overrides: Record<string, unknown> = {}) {
  const jobId = await postJob(overrides);
  for (const who of [ada, bea]) expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: who.cookie, body: {} })).status).toBe(200);
  expect((await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: ada.artist.id } })).status).toBe(200);
  return jobId;
}

/** The caller's feed link, as a path of this site. */
async function feedPath(cookie: string) {
  const r = await t.call<CalendarFeed>("GET", "/api/calendar/feed", { cookie });
  expect(r.status).toBe(200);
  expect(r.body.url).toStartWith(`${SITE}/calendar/`);
  return r.body.url.slice(SITE.length);
}
/** The feed as a subscribed calendar reads it (no session), with its headers checked. */
async function feed(cookie: string) {
  const res = await t.app.request(await feedPath(cookie));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(res.headers.get("cache-control")).toStartWith("private");
  return readCalendar(await res.text());
}
const eventOf = async (cookie: string, jobId: string) => (await feed(cookie)).events.find((e) => e.uid === uid(jobId));
const adminJob = async (jobId: string) => (await t.call<AdminJob>("GET", `/api/admin/jobs/${jobId}`, { cookie: admin.cookie })).body;
async function latest(cookie: string) {
  await t.deps.notifications.idle();
  return (await t.call<NotificationPage>("GET", "/api/notifications", { cookie })).body.items[0]!;
}
/** The text/calendar part of a mail, if it has one. */
const calendarPart = (mail: ReceivedMail) => mail.parsed.attachments.find((a) => a.contentType === "text/calendar")?.content.toString("utf8");
/** The invitation about `jobId` in the mail whose subject starts with `subject`, read as a mail client would. */
async function invitationIn(subject: string, jobId: string) {
  await t.deps.notifications.idle();
  await t.drainMail();
  const mail = await peer.waitForMail((m) => m.subject.startsWith(subject) && (calendarPart(m)?.includes(`UID:${uid(jobId)}`) ?? false));
  return readCalendar(calendarPart(mail)!);
}

describe("GET /calendar/:token.ics", () => {
  test("each role's feed: the artist's bookings, the studio's posted jobs (pending tentative), the agency's booked jobs; cancelled ones stay, cancelled", async () => {
    const waiting = await postJob();
    const booked = await bookedJob();
    const cancelledBooking = await bookedJob();
    expect((await t.call("PUT", `/api/admin/jobs/${cancelledBooking}/status`, { cookie: admin.cookie, body: { status: "cancelled" } })).status).toBe(200);
    const withdrawn = await postJob();
    expect((await t.call("PUT", `/api/job/cancel/${withdrawn}`, { cookie: studio.cookie })).status).toBe(200);
    const statuses = async (cookie: string) => new Map((await feed(cookie)).events.map((e) => [e.uid, e.status]));

    const artists = await statuses(ada.cookie);
    expect(artists.get(uid(booked))).toBe("CONFIRMED");
    expect(artists.get(uid(cancelledBooking))).toBe("CANCELLED");
    expect(artists.has(uid(waiting))).toBe(false);
    expect(artists.has(uid(withdrawn))).toBe(false);
    expect((await feed(bea.cookie)).events).toEqual([]);

    const studios = await statuses(studio.cookie);
    expect([uid(waiting), uid(booked), uid(cancelledBooking), uid(withdrawn)].map((u) => studios.get(u))).toEqual([
      "TENTATIVE",
      "CONFIRMED",
      "CANCELLED",
      "CANCELLED",
    ]);

    const agency = await statuses(admin.cookie);
    expect(agency.get(uid(booked))).toBe("CONFIRMED");
    expect(agency.get(uid(cancelledBooking))).toBe("CANCELLED");
    expect(agency.has(uid(waiting))).toBe(false);

    // One UID everywhere; each reader's link leads to its own screen; the studio and the agency see who is booked.
    const [mine, theirs] = [await eventOf(ada.cookie, booked), await eventOf(studio.cookie, booked)];
    expect(mine).toMatchObject({
      summary: "Ballet at Pointe Studio",
      url: `${SITE}/artist/jobs/confirmed/${booked}`,
      location: "401 Richmond St W, Toronto M5V 2H1",
    });
    expect(theirs).toMatchObject({ summary: "Ballet at Pointe Studio with Ada Ballet", url: `${SITE}/client/jobs/confirmed/${booked}` });
    expect((await eventOf(admin.cookie, booked))!.url).toBe(`${SITE}/admin/jobs/${booked}`);
    expect((await feed(ada.cookie)).name).toBe("DanceLink bookings");
  });

  test("the link is the same until reset; after a reset the old one is a 404, the new one works; a malformed token is a 404", async () => {
    const first = await feedPath(bea.cookie);
    expect(await feedPath(bea.cookie)).toBe(first);
    const reset = await t.call<CalendarFeed>("POST", "/api/calendar/feed/reset", { cookie: bea.cookie });
    expect(reset.status).toBe(200);
    const second = reset.body.url.slice(SITE.length);
    expect(second).not.toBe(first);
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request(second)).status).toBe(200);
    expect(await feedPath(bea.cookie)).toBe(second);
    for (const path of ["/calendar/short.ics", `${second.slice(0, -4)}.txt`, `/calendar/${"A".repeat(43)}.ics`, "/calendar/%00%0a.ics"]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });

  test("SEQUENCE grows with each change a calendar shows: the studio's edit, the agency's confirm, reschedule and cancel", async () => {
    const jobId = await postJob();
    const sequence = async () => (await eventOf(studio.cookie, jobId))!.sequence;
    expect(await sequence()).toBe(0);
    expect((await t.call("PUT", `/api/job/update/${jobId}`, { cookie: studio.cookie, body: jobBody({ address: "1 King St W" }) })).status).toBe(200);
    expect(await sequence()).toBe(1);
    for (const who of [ada]) expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: who.cookie, body: {} })).status).toBe(200);
    expect(await sequence()).toBe(1);
    await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: ada.artist.id } });
    expect(await sequence()).toBe(2);
    const moved = await t.call("PUT", `/api/admin/jobs/${jobId}/schedule`, {
      cookie: admin.cookie,
      body: { startDate: dayFromToday(20), endDate: dayFromToday(20), startTime: "13:00", endTime: "15:00", sequence: 2 },
    });
    expect(moved.status).toBe(200);
    expect(await sequence()).toBe(3);
    await t.call("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin.cookie, body: { status: "cancelled" } });
    expect(await eventOf(ada.cookie, jobId)).toMatchObject({ sequence: 4, status: "CANCELLED" });
  });

  test("a completed job stays in the feeds, confirmed, its title saying it is completed, in the reader's language", async () => {
    const jobId = await bookedJob();
    const before = (await eventOf(ada.cookie, jobId))!;
    expect(before.summary).toBe("Ballet at Pointe Studio");
    await endJobInDb(t, jobId);
    expect((await t.call("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin.cookie, body: { status: "completed" } })).status).toBe(200);
    const after = (await eventOf(ada.cookie, jobId))!;
    expect(after).toMatchObject({ summary: "Completed: Ballet at Pointe Studio", status: "CONFIRMED" });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect((await eventOf(studio.cookie, jobId))!.summary).toBe("Completed: Ballet at Pointe Studio with Ada Ballet");
    expect((await t.call("PUT", "/api/auth/locale", { cookie: ada.cookie, body: { locale: "fr" } })).status).toBe(200);
    expect((await eventOf(ada.cookie, jobId))!.summary).toBe("Terminé\u00a0: Ballet chez Pointe Studio");
    expect((await t.call("PUT", "/api/auth/locale", { cookie: ada.cookie, body: { locale: "en" } })).status).toBe(200);
  });
});

describe("GET /api/job/:jobId/calendar.ics", () => {
  test("a job on 2027-03-14 in Toronto shows the instants of Eastern Daylight Time, as an attachment of its participants", async () => {
    const jobId = await bookedJob();
    // Set in the database: the API would refuse the date once it has passed.
    await t.db.update(jobs).set({ startDate: "2027-03-13", endDate: "2027-03-14", startTime: "18:00", endTime: "20:00" }).where(eq(jobs.id, jobId));
    for (const who of [ada, studio, admin]) {
      const res = await t.request("GET", `/api/job/${jobId}/calendar.ics`, { cookie: who.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="job-${jobId}.ics"`);
      const [event] = readCalendar(await res.text()).events;
      expect(event!.uid).toBe(uid(jobId));
      expect(event!.days).toEqual([
        { start: "2027-03-13T23:00:00.000Z", end: "2027-03-14T01:00:00.000Z" },
        { start: "2027-03-14T22:00:00.000Z", end: "2027-03-15T00:00:00.000Z" },
      ]);
    }
    expect((await t.request("GET", `/api/job/${jobId}/calendar.ics`, { cookie: bea.cookie })).status).toBe(404);
    // The feed says the same.
    expect((await eventOf(ada.cookie, jobId))!.days[1]).toEqual({ start: "2027-03-14T22:00:00.000Z", end: "2027-03-15T00:00:00.000Z" });
  });
});

describe("confirmation mails carry the event", () => {
  test("the artist's and the studio's mails have a text/calendar part (METHOD:REQUEST) with the feed's UID and SEQUENCE", async () => {
    const jobId = await bookedJob({ startDate: dayFromToday(9), endDate: dayFromToday(9), startTime: "10:00", endTime: "11:30" });
    const artists = await invitationIn("You are booked", jobId);
    expect(artists.method).toBe("REQUEST");
    expect(artists.events[0]).toMatchObject({ uid: uid(jobId), sequence: (await adminJob(jobId)).sequence, status: "CONFIRMED" });
    expect(artists.events[0]!.url).toBe(`${SITE}/artist/jobs/confirmed/${jobId}`);
    const studios = await invitationIn("Ada Ballet is confirmed", jobId);
    expect(studios.events[0]).toMatchObject({ uid: uid(jobId), summary: "Ballet at Pointe Studio with Ada Ballet" });
    expect(studios.events[0]!.days).toEqual((await eventOf(studio.cookie, jobId))!.days);
  });
});

describe("PUT /api/admin/jobs/:jobId/schedule", () => {
  const schedule = (sequence: number, day = 30, overrides: Record<string, unknown> = {}) => ({
    startDate: dayFromToday(day),
    endDate: dayFromToday(day),
    startTime: "14:00",
    endTime: "16:00",
    sequence,
    ...overrides,
  });
  const reschedule = (jobId: string, body: Record<string, unknown>) =>
    t.call<AdminJob>("PUT", `/api/admin/jobs/${jobId}/schedule`, { cookie: admin.cookie, body });

  test("moves a booked job: the artist and the studio are told, the mail updates the event, the feeds follow", async () => {
    const jobId = await bookedJob();
    const { sequence } = await adminJob(jobId);
    const moved = await reschedule(jobId, schedule(sequence));
    expect(moved.status).toBe(200);
    expect(moved.json.message).toBe("Booking moved: the artist and the studio are told");
    expect(moved.body).toMatchObject({ startDate: dayFromToday(30), startTime: "14:00", endTime: "16:00", sequence: sequence + 1 });
    expect(await latest(ada.cookie)).toMatchObject({ kind: "job.rescheduled", link: `/artist/jobs/confirmed/${jobId}` });
    expect(await latest(studio.cookie)).toMatchObject({ kind: "job.rescheduled", link: `/client/jobs/confirmed/${jobId}` });
    const invitation = await invitationIn("Booking moved", jobId);
    expect(invitation.events[0]).toMatchObject({ uid: uid(jobId), sequence: sequence + 1 });
    expect(invitation.events[0]!.days).toEqual((await eventOf(ada.cookie, jobId))!.days);
    expect((await eventOf(ada.cookie, jobId))!.sequence).toBe(sequence + 1);
  });

  test("refuses a stale version (409), a day in the past, the same schedule, a job not booked, and two moves at once lose nothing silently", async () => {
    const jobId = await bookedJob();
    const { sequence } = await adminJob(jobId);
    expect((await reschedule(jobId, schedule(sequence, -1))).json.message).toBe("Start date cannot be in the past");
    const same = await adminJob(jobId);
    const unchanged = await reschedule(jobId, {
      ...schedule(sequence),
      startDate: same.startDate,
      endDate: same.endDate,
      startTime: same.startTime,
      endTime: same.endTime,
    });
    expect(unchanged.status).toBe(400);
    expect(unchanged.json.message).toBe("These are the job's days and hours already");
    const reversed = await reschedule(jobId, schedule(sequence, 30, { endDate: dayFromToday(29) }));
    expect(reversed.status).toBe(400);
    expect(reversed.json.message).toBe("End date cannot be before the start date");

    const [one, two] = await Promise.all([reschedule(jobId, schedule(sequence, 31)), reschedule(jobId, schedule(sequence, 32))]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.status === 409)!.json.message).toBe("This job changed since you opened it: reload it and try again");
    const stale = await reschedule(jobId, schedule(sequence, 33));
    expect(stale.status).toBe(409);

    const pending = await postJob();
    const notBooked = await reschedule(pending, schedule(0));
    expect(notBooked.status).toBe(409);
    expect(notBooked.json.message).toBe("Only a confirmed job can be rescheduled");
  });
});

describe("PUT /api/admin/jobs/:jobId/assign", () => {
  /** As the console sends it: with the calendar version of the job as last read (`sequence`, else read now). */
  const assign = async (jobId: string, artistId: string, sequence?: number) =>
    t.call<AdminJob>("PUT", `/api/admin/jobs/${jobId}/assign`, {
      cookie: admin.cookie,
      body: { artistId, sequence: sequence ?? (await adminJob(jobId)).sequence },
    });

  test("gives the job to another applicant: it leaves the previous artist's feed, whose mail withdraws the event; the new one and the studio are told", async () => {
    const jobId = await bookedJob();
    const before = await adminJob(jobId);
    const moved = await assign(jobId, bea.artist.id);
    expect(moved.status).toBe(200);
    expect(moved.json.message).toBe("Bea Ballet is now booked on this job");
    expect(moved.body).toMatchObject({ confirmedArtist: { id: bea.artist.id, name: "Bea Ballet" }, sequence: before.sequence + 1 });
    expect(await eventOf(ada.cookie, jobId)).toBeUndefined();
    expect(await eventOf(bea.cookie, jobId)).toMatchObject({ status: "CONFIRMED", sequence: before.sequence + 1 });
    expect(await eventOf(studio.cookie, jobId)).toMatchObject({ summary: "Ballet at Pointe Studio with Bea Ballet" });
    expect((await t.request("GET", `/api/job/${jobId}/calendar.ics`, { cookie: ada.cookie })).status).toBe(404);

    expect(await latest(ada.cookie)).toMatchObject({ kind: "job.unassigned", link: "/artist/jobs" });
    expect(await latest(bea.cookie)).toMatchObject({ kind: "job.confirmed", link: `/artist/jobs/confirmed/${jobId}` });
    expect(await latest(studio.cookie)).toMatchObject({ kind: "job.artist_confirmed", title: "Bea Ballet is confirmed for your Ballet booking" });
    const withdrawn = await invitationIn("Booking withdrawn", jobId);
    expect(withdrawn.method).toBe("CANCEL");
    expect(withdrawn.events[0]).toMatchObject({ uid: uid(jobId), status: "CANCELLED", sequence: before.sequence + 1 });
    expect((await invitationIn("You are booked", jobId)).events[0]).toMatchObject({ uid: uid(jobId), status: "CONFIRMED" });
  });

  test("only an approved applicant of a booked job, not the one booked; two reassignments at once: one wins", async () => {
    const jobId = await bookedJob();
    expect((await assign(jobId, ada.artist.id)).json.message).toBe("This artist is already booked on this job");
    const outsider = await approvedArtistWithLogin(t, "Cleo Ballet", ["Ballet"]);
    const notApplicant = await assign(jobId, outsider.artist.id);
    expect(notApplicant.status).toBe(400);
    expect(notApplicant.json.message).toBe("This artist has not opted in to this job");
    await t.db.insert(jobApplications).values({ jobId, artistId: outsider.artist.id });
    // Two agents on the same screen: whichever lands second finds the job changed, in any order.
    const seen = (await adminJob(jobId)).sequence;
    const [one, two] = await Promise.all([assign(jobId, bea.artist.id, seen), assign(jobId, outsider.artist.id, seen)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.status === 409)!.json.message).toBe("This job changed since you opened it: reload it and try again");
    const stale = await assign(jobId, bea.artist.id, seen);
    expect(stale.status).toBe(409);

    const pending = await postJob();
    const notBooked = await assign(pending, bea.artist.id);
    expect(notBooked.status).toBe(409);
    expect(notBooked.json.message).toBe("Only a confirmed job can be given to another artist");
    const confirmedInDb = await postJob();
    await confirmJobInDb(t, confirmedInDb, ada.artist.id);
    expect((await assign(confirmedInDb, bea.artist.id)).json.message).toBe("This artist has not opted in to this job");
  });
});
