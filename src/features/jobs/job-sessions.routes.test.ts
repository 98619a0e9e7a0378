import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { jobApplications, jobs, jobSessionCancellations } from "../../../db/schema.ts";
import { confirmsRaceForOneArtist } from "../../../tests/booking-race.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { readCalendar } from "../../../tests/ical.ts";
import { approvedArtistWithLogin, dayFromToday, jobBody, studioWithLogin } from "../../../tests/job-fixtures.ts";
import type { AdminJob, JobApplicant } from "../bookings/admin.contract.ts";
import type { JobDetail } from "./jobs.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import { weekdayOf } from "./job-sessions.ts";
import { agencyDate } from "../../platform/i18n/format.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;

/** The first day at least `from` days ahead that falls on `weekday` (0 Sunday). */
function nextWeekday(weekday: number, from = 7): string {
  for (let offset = from; ; offset++) if (weekdayOf(dayFromToday(offset)) === weekday) return dayFromToday(offset);
}
/** `date` moved by `days`. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const TUESDAY = nextWeekday(2);
/** Ten Tuesdays, 18:00-19:30. */
const tuesdays = (overrides: Record<string, unknown> = {}) =>
  jobBody({ startDate: TUESDAY, endDate: plusDays(TUESDAY, 63), startTime: "18:00", endTime: "19:30", weekdays: [2], ...overrides });

async function post(cookie: string, body: Record<string, unknown>) {
  const r = await t.call<JobDetail>("POST", "/api/job/add", { cookie, body });
  expect(r.status).toBe(201);
  return r.body;
}
const detail = async (cookie: string, jobId: string) => (await t.call<JobDetail>("GET", `/api/job/detail/${jobId}`, { cookie })).body;
const cancelSession = (cookie: string, jobId: string, date: string, headers?: Record<string, string>) =>
  t.call<JobDetail>("PUT", `/api/job/${jobId}/sessions/${date}/cancel`, { cookie, headers });
const optIn = (cookie: string, jobId: string) => t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie, body: {} });
const confirm = (jobId: string, artistId: string) => t.call<AdminJob>("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin, body: { artistId } });

describe("weekly classes: weekdays on post and update, sessions in the detail view", () => {
  test("a job on Tuesdays has its ten Tuesdays as sessions; without weekdays every day is one, as before", async () => {
    const studio = await studioWithLogin(t);
    const weekly = await post(studio.cookie, tuesdays());
    expect(weekly.weekdays).toEqual([2]);
    const sessions = (await detail(studio.cookie, weekly._id)).sessions!;
    expect(sessions).toHaveLength(10);
    expect(sessions[0]).toEqual({ date: TUESDAY, startTime: "18:00", endTime: "19:30", status: "scheduled" });
    expect(sessions.every((s) => weekdayOf(s.date) === 2 && s.status === "scheduled")).toBe(true);
    expect(sessions.at(-1)!.date).toBe(plusDays(TUESDAY, 63));

    const daily = await post(studio.cookie, jobBody());
    expect(daily.weekdays).toBeNull();
    expect((await detail(studio.cookie, daily._id)).sessions!.map((s) => s.date)).toEqual([dayFromToday(7), dayFromToday(8), dayFromToday(9)]);

    // An update sets the weekdays, kept in order; leaving them out is every day again.
    const changed = await t.call<JobDetail>("PUT", `/api/job/update/${weekly._id}`, { cookie: studio.cookie, body: tuesdays({ weekdays: [4, 2] }) });
    expect(changed.status).toBe(200);
    expect(changed.body.weekdays).toEqual([2, 4]);
    // Ten Tuesdays and nine Thursdays: the last Thursday would fall after the end date.
    expect(changed.body.sessions).toHaveLength(19);
    const everyDay = await t.call<JobDetail>("PUT", `/api/job/update/${weekly._id}`, { cookie: studio.cookie, body: { ...tuesdays(), weekdays: undefined } });
    expect(everyDay.body.weekdays).toBeNull();
    expect(everyDay.body.sessions).toHaveLength(64);
    // A duplicate keeps the weekdays.
    await t.call("PUT", `/api/job/update/${weekly._id}`, { cookie: studio.cookie, body: tuesdays() });
    const copy = await t.call<JobDetail>("POST", `/api/job/duplicate/${weekly._id}`, { cookie: studio.cookie });
    expect(copy.body.weekdays).toEqual([2]);
  });

  test("bad weekdays, weekdays with no day in the range, an absurd range: a clear 400 each, in English and French, nothing saved", async () => {
    const studio = await studioWithLogin(t);
    const weekdaysMessage = "Weekdays must be a list of days of the week from 0 (Sunday) to 6 (Saturday), each once";
    const cases: [Record<string, unknown>, string][] = [
      [{ weekdays: [7] }, weekdaysMessage],
      [{ weekdays: [-1] }, weekdaysMessage],
      [{ weekdays: [] }, weekdaysMessage],
      [{ weekdays: [2, 2] }, weekdaysMessage],
      [{ weekdays: [1.5] }, weekdaysMessage],
      [{ weekdays: "2" }, weekdaysMessage],
      [{ weekdays: [1e308] }, weekdaysMessage],
      [{ weekdays: { 0: 2 } }, weekdaysMessage],
      [{ endDate: plusDays(TUESDAY, 2), weekdays: [6] }, "None of the chosen weekdays falls between the start and end dates"],
      [
        { startDate: dayFromToday(7), endDate: dayFromToday(7 + 400), weekdays: null },
        "A job can have at most 366 sessions: shorten its dates or choose fewer weekdays",
      ],
    ];
    const before = (await t.db.select({ id: jobs.id }).from(jobs)).length;
    for (const [patch, message] of cases) {
      const r = await t.call("POST", "/api/job/add", { cookie: studio.cookie, body: tuesdays(patch) });
      expect({ patch, status: r.status, ok: r.json.status, message: r.json.message }).toEqual({ patch, status: 400, ok: false, message });
    }
    const fr = await t.call("POST", "/api/job/add", { cookie: studio.cookie, body: tuesdays({ weekdays: [9] }), headers: { "accept-language": "fr" } });
    expect(fr.json.message).toBe("Les jours de la semaine doivent être une liste de jours de 0 (dimanche) à 6 (samedi), chacun une fois");
    expect((await t.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
    // Weekly over a long range is few sessions: accepted.
    expect((await t.call("POST", "/api/job/add", { cookie: studio.cookie, body: tuesdays({ endDate: dayFromToday(7 + 700) }) })).status).toBe(201);
  });
});

describe("PUT /api/job/:jobId/sessions/:date/cancel", () => {
  test("the studio calls off one session: the job goes on, the detail shows it cancelled, the booked artist is told, in English and French", async () => {
    const studio = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Session Artist", ["Ballet"]);
    const job = await post(studio.cookie, tuesdays());
    expect((await optIn(artist.cookie, job._id)).status).toBe(200);
    expect((await confirm(job._id, artist.artist.id)).status).toBe(200);
    const second = plusDays(TUESDAY, 7);
    const r = await cancelSession(studio.cookie, job._id, second);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Session cancelled: the job goes on");
    expect(r.body.status).toBe("confirmed");
    expect(r.body.sessions!.filter((s) => s.status === "cancelled").map((s) => s.date)).toEqual([second]);
    expect((await detail(artist.cookie, job._id)).sessions!.find((s) => s.date === second)!.status).toBe("cancelled");

    await t.deps.notifications.idle();
    const told = (await t.call<NotificationPage>("GET", "/api/notifications", { cookie: artist.cookie })).body.items[0]!;
    expect(told.kind).toBe("job.session_cancelled");
    expect(told.title).toBe("Session cancelled: Ballet at Pointe Studio");
    expect(told.body).toStartWith("The session of ");
    const inFrench = await t.call<NotificationPage>("GET", "/api/notifications", { cookie: artist.cookie, headers: { "accept-language": "fr" } });
    expect(inFrench.body.items[0]!.title).toBe("Séance annulée\u00a0: Ballet chez Pointe Studio");

    // Again: already cancelled.
    const again = await cancelSession(studio.cookie, job._id, second);
    expect({ status: again.status, message: again.json.message }).toEqual({ status: 409, message: "This session is already cancelled" });
    // The agency may call one off too.
    expect((await cancelSession(admin, job._id, plusDays(TUESDAY, 14))).status).toBe(200);

    // The job's calendar follows the sessions: weekly on Tuesdays, the called-off ones left out.
    const ics = await t.app.request(`/api/job/${job._id}/calendar.ics`, { headers: { cookie: artist.cookie } });
    const { events } = readCalendar(await ics.text());
    expect(events[0]!.days).toHaveLength(8);
    const held = events[0]!.days.map((d) => agencyDate(new Date(d.start)));
    expect(held).toEqual(r.body.sessions!.filter((s) => s.status === "scheduled" && s.date !== plusDays(TUESDAY, 14)).map((s) => s.date));
  });

  test("another studio or an artist: not allowed; a day without a session, a bad date, a past session, the last one: clear refusals, nothing saved", async () => {
    const studio = await studioWithLogin(t);
    const stranger = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Nosy Artist", ["Ballet"]);
    const job = await post(studio.cookie, tuesdays());
    expect((await cancelSession(stranger.cookie, job._id, TUESDAY)).status).toBe(404);
    expect((await cancelSession(artist.cookie, job._id, TUESDAY)).status).toBe(403);
    const wednesday = await cancelSession(studio.cookie, job._id, plusDays(TUESDAY, 1));
    expect({ status: wednesday.status, message: wednesday.json.message }).toEqual({ status: 404, message: "This job has no session on that day" });
    for (const bad of ["2027-02-30", "tomorrow", "9".repeat(40), "2027-01-05%00"]) {
      const r = await cancelSession(studio.cookie, job._id, bad);
      expect({ bad, status: r.status, message: r.json.message }).toEqual({ bad, status: 400, message: "The session's date must be a real date (YYYY-MM-DD)" });
    }
    const fr = await cancelSession(studio.cookie, job._id, plusDays(TUESDAY, 1), { "accept-language": "fr" });
    expect(fr.json.message).toBe("Ce contrat n’a pas de séance ce jour-là");

    const oneDay = await post(studio.cookie, jobBody({ startDate: TUESDAY, endDate: TUESDAY, startTime: "18:00", endTime: "19:30" }));
    const last = await cancelSession(studio.cookie, oneDay._id, TUESDAY);
    expect({ status: last.status, message: last.json.message }).toEqual({
      status: 409,
      message: "This is the job's last remaining session: cancel the job instead",
    });

    // A job that began last week: its first session is past.
    const lastWeek = dayFromToday(-7);
    await t.db
      .update(jobs)
      .set({ startDate: lastWeek, weekdays: [weekdayOf(lastWeek)] })
      .where(eq(jobs.id, job._id));
    const past = await cancelSession(studio.cookie, job._id, lastWeek);
    expect({ status: past.status, message: past.json.message }).toEqual({ status: 409, message: "This session is in the past: it can no longer be cancelled" });
    expect(await t.db.select().from(jobSessionCancellations).where(eq(jobSessionCancellations.jobId, job._id))).toEqual([]);
  });
});

describe("no double booking", () => {
  test("an artist booked on Tuesdays 18:00-19:30 cannot opt in to a Tuesday 19:00 job (409 naming the booking); a Thursday one is fine", async () => {
    const studio = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Busy Artist", ["Ballet"]);
    const booked = await post(studio.cookie, tuesdays({ studioName: "Pointe Tuesdays" }));
    expect((await optIn(artist.cookie, booked._id)).status).toBe(200);
    expect((await confirm(booked._id, artist.artist.id)).status).toBe(200);

    const clashing = await post(
      studio.cookie,
      jobBody({ startDate: plusDays(TUESDAY, 14), endDate: plusDays(TUESDAY, 14), startTime: "19:00", endTime: "20:00" }),
    );
    const refused = await optIn(artist.cookie, clashing._id);
    expect({ status: refused.status, message: refused.json.message }).toEqual({
      status: 409,
      message: `You are already booked for Ballet at Pointe Tuesdays on ${plusDays(TUESDAY, 14)}, at overlapping times`,
    });
    const thursday = await post(
      studio.cookie,
      jobBody({ startDate: plusDays(TUESDAY, 2), endDate: plusDays(TUESDAY, 2), startTime: "18:00", endTime: "19:30" }),
    );
    expect((await optIn(artist.cookie, thursday._id)).status).toBe(200);
    // Sessions that only touch (19:30) do not clash either.
    const after = await post(studio.cookie, jobBody({ startDate: TUESDAY, endDate: TUESDAY, startTime: "19:30", endTime: "21:00" }));
    expect((await optIn(artist.cookie, after._id)).status).toBe(200);
  });

  test("the console shows the clash before the agency clicks; confirming is a 409 naming the booking, until that session is called off", async () => {
    const studio = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Double Artist", ["Ballet"]);
    const free = await approvedArtistWithLogin(t, "Free Artist", ["Ballet"]);
    const day = plusDays(TUESDAY, 21);
    const oneDay = await post(studio.cookie, jobBody({ studioName: "Pointe Evening", startDate: day, endDate: day, startTime: "19:00", endTime: "20:00" }));
    // Both opt in before the artist is booked elsewhere.
    expect((await optIn(artist.cookie, oneDay._id)).status).toBe(200);
    expect((await optIn(free.cookie, oneDay._id)).status).toBe(200);
    const weekly = await post(studio.cookie, tuesdays({ studioName: "Pointe Tuesdays" }));
    expect((await optIn(artist.cookie, weekly._id)).status).toBe(200);
    expect((await confirm(weekly._id, artist.artist.id)).status).toBe(200);

    const applicants = (await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${oneDay._id}/applicants`, { cookie: admin })).body;
    expect(applicants.find((a) => a.artistId === artist.artist.id)!.clash).toEqual({
      jobId: weekly._id,
      studioName: "Pointe Tuesdays",
      style: "Ballet",
      date: day,
    });
    expect(applicants.find((a) => a.artistId === free.artist.id)!.clash).toBeNull();

    const refused = await confirm(oneDay._id, artist.artist.id);
    expect({ status: refused.status, message: refused.json.message }).toEqual({
      status: 409,
      message: `This artist is already booked for Ballet at Pointe Tuesdays on ${day}, at overlapping times`,
    });
    const fr = await t.call("PUT", `/api/admin/jobs/${oneDay._id}/confirm`, {
      cookie: admin,
      body: { artistId: artist.artist.id },
      headers: { "accept-language": "fr" },
    });
    expect(fr.json.message).toBe(`Cet artiste est déjà réservé pour Ballet chez Pointe Tuesdays le ${day}, à des heures qui se chevauchent`);
    expect((await detail(admin, oneDay._id)).status).toBe("pending");

    // With that Tuesday called off, the artist is free for the evening job.
    expect((await cancelSession(studio.cookie, weekly._id, day)).status).toBe(200);
    const applicantsAfter = (await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${oneDay._id}/applicants`, { cookie: admin })).body;
    expect(applicantsAfter.find((a) => a.artistId === artist.artist.id)!.clash).toBeNull();
    expect((await confirm(oneDay._id, artist.artist.id)).status).toBe(200);
  });

  test("an overnight booking reaches the next morning; reassigning to a booked artist is refused too", async () => {
    const studio = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Night Artist", ["Ballet"]);
    const other = await approvedArtistWithLogin(t, "Day Artist", ["Ballet"]);
    const night = await post(studio.cookie, jobBody({ startDate: dayFromToday(20), endDate: dayFromToday(21), startTime: "22:00", endTime: "02:00" }));
    expect((await optIn(artist.cookie, night._id)).status).toBe(200);
    expect((await confirm(night._id, artist.artist.id)).status).toBe(200);
    const morning = await post(studio.cookie, jobBody({ startDate: dayFromToday(22), endDate: dayFromToday(22), startTime: "01:00", endTime: "03:00" }));
    expect((await optIn(artist.cookie, morning._id)).status).toBe(409);

    const early = await post(studio.cookie, jobBody({ startDate: dayFromToday(21), endDate: dayFromToday(21), startTime: "20:00", endTime: "23:00" }));
    expect((await optIn(other.cookie, early._id)).status).toBe(200);
    expect((await optIn(artist.cookie, early._id)).status).toBe(409);
    const booked = await confirm(early._id, other.artist.id);
    expect(booked.status).toBe(200);
    // The artist opted in before; the agency tries to give it the job.
    await t.db.insert(jobApplications).values({ jobId: early._id, artistId: artist.artist.id });
    const moved = await t.call("PUT", `/api/admin/jobs/${early._id}/assign`, {
      cookie: admin,
      body: { artistId: artist.artist.id, sequence: booked.body.sequence },
    });
    expect(moved.status).toBe(409);
    expect(moved.json.message).toStartWith("This artist is already booked for Ballet at Pointe Studio on");
    expect((await detail(admin, early._id)).status).toBe("confirmed");
  });

  test("two confirms of one artist on overlapping jobs at once: exactly one wins", async () => {
    await confirmsRaceForOneArtist(t, admin, 3);
  });
});
