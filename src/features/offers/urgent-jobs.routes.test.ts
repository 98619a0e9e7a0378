import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { jobApplications, jobs } from "../../../db/schema.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { approvedArtistWithLogin, jobBody, studioWithLogin } from "../../../tests/job-fixtures.ts";
import { isUrgent } from "../jobs/urgency.ts";

const t = await suiteApp();
const admin = await t.adminLogin();
const studio = await studioWithLogin(t);

/** The studio posts a job starting `startIn` days from today; its id. */
async function post(startIn: number, overrides: Record<string, unknown> = {}) {
  const reply = await t.call<{ _id: string; urgent: boolean }>("POST", "/api/job/add", {
    cookie: studio.cookie,
    body: jobBody({ style: "Jazz", ...overrides }, startIn),
  });
  expect(reply.status).toBe(201);
  return reply.json.response!;
}

const setAutoConfirm = async (on: boolean) =>
  expect((await t.call("PUT", "/api/admin/settings/bookings", { cookie: admin.cookie, body: { autoConfirmUrgent: on } })).status).toBe(200);

describe("a job posted to start within 48 hours is urgent", () => {
  test("the rule: the first session's start in the job's zone, 48 hours after posting at the most", () => {
    const job = { startDate: "2026-12-03", endDate: "2026-12-03", startTime: "18:00", weekdays: null, timeZone: "America/Halifax" };
    // 18:00 in Halifax (UTC-4 in December) is 22:00 UTC.
    expect(isUrgent(job, new Date("2026-12-01T22:00:00Z"))).toBe(true);
    expect(isUrgent(job, new Date("2026-12-01T21:59:59Z"))).toBe(false);
    // A weekly class's first session is its first weekday from the start (Thursday the 3rd), not the start date itself.
    const weekly = { ...job, startDate: "2026-12-01", endDate: "2026-12-31", weekdays: [4] };
    expect(isUrgent(weekly, new Date("2026-11-30T12:00:00Z"))).toBe(false);
    expect(isUrgent(weekly, new Date("2026-12-02T12:00:00Z"))).toBe(true);
  });

  test("the studio, the agency and the artists read it; a job a week out is not urgent", async () => {
    const soon = await post(1);
    const later = await post(7);
    expect(soon.urgent).toBe(true);
    expect(later.urgent).toBe(false);
    const adminJob = await t.call<{ urgent: boolean }>("GET", `/api/admin/jobs/${soon._id}`, { cookie: admin.cookie });
    expect(adminJob.json.response!.urgent).toBe(true);
    const pending = await t.call<{ _id: string; urgent: boolean }[]>("GET", "/api/job/user-pending-jobs", { cookie: studio.cookie });
    expect(pending.json.response!.find((j) => j._id === soon._id)?.urgent).toBe(true);
  });

  test("first in the artists' offers, though posted before newer ones", async () => {
    const { cookie } = await approvedArtistWithLogin(t, "Offer Reader", ["Hip Hop"]);
    const urgent = await post(1, { style: "Hip Hop" });
    const newer = [await post(9, { style: "Hip Hop" }), await post(10, { style: "Hip Hop" })];
    const offers = await t.call<{ _id: string; urgent: boolean }[]>("GET", "/api/job/available-jobs", { cookie });
    expect(offers.json.response!.map((j) => j._id)).toEqual([urgent._id, newer[1]!._id, newer[0]!._id]);
    expect(offers.json.response![0]!.urgent).toBe(true);
  });
});

describe("autoConfirmUrgent: the first qualified artist to opt in is booked at once", () => {
  test("off by default: an opt-in waits for the agency, urgent or not", async () => {
    expect((await t.call<{ autoConfirmUrgent: boolean }>("GET", "/api/admin/settings/bookings", { cookie: admin.cookie })).json.response).toEqual({
      autoConfirmUrgent: false,
    });
    const { cookie } = await approvedArtistWithLogin(t, "Patient Artist", ["Jazz"]);
    const job = await post(1);
    const reply = await t.call<{ confirmed: boolean } | null>("PUT", `/api/job/job-accept/${job._id}`, { cookie, body: {} });
    expect(reply.json).toEqual({ status: true, message: "Request sent", response: null });
    const [row] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job._id));
    expect(row!.status).toBe("pending");
  });

  test("on: the first is booked and told so; the next is told it is taken, in French too, and holds no opt-in", async () => {
    await setAutoConfirm(true);
    try {
      const first = await approvedArtistWithLogin(t, "Quick Artist", ["Tap"]);
      const second = await approvedArtistWithLogin(t, "Late Artist", ["Tap"]);
      const job = await post(1, { style: "Tap" });
      const won = await t.call<{ confirmed: boolean } | null>("PUT", `/api/job/job-accept/${job._id}`, { cookie: first.cookie, body: {} });
      expect(won.json).toMatchObject({ status: true, message: "You are booked on this urgent job", response: { confirmed: true } });
      const [row] = await t.db.select({ status: jobs.status, artistId: jobs.confirmedArtistId }).from(jobs).where(eq(jobs.id, job._id));
      expect(row).toEqual({ status: "confirmed", artistId: first.artist.id });

      const lost = await t.call("PUT", `/api/job/job-accept/${job._id}`, { cookie: second.cookie, headers: { "accept-language": "fr-CA" }, body: {} });
      expect(lost.status).toBe(409);
      expect(lost.json).toMatchObject({ status: false, message: "Un autre artiste a pris cette offre urgente juste avant vous" });
      const held = await t.db.select().from(jobApplications).where(eq(jobApplications.artistId, second.artist.id));
      expect(held).toEqual([]);
    } finally {
      await setAutoConfirm(false);
    }
  });

  test("on, artists racing: exactly one is booked, the others are told it is taken", async () => {
    await setAutoConfirm(true);
    try {
      const racers = await Promise.all([1, 2, 3, 4].map((n) => approvedArtistWithLogin(t, `Racer ${n}`, ["Contemporary"])));
      const job = await post(1, { style: "Contemporary" });
      const replies = await Promise.all(racers.map((r) => t.call("PUT", `/api/job/job-accept/${job._id}`, { cookie: r.cookie, body: {} })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = racers[replies.findIndex((r) => r.status === 200)]!;
      const [row] = await t.db.select({ artistId: jobs.confirmedArtistId }).from(jobs).where(eq(jobs.id, job._id));
      expect(row!.artistId).toBe(winner.artist.id);
      expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job._id))).toHaveLength(1);
    } finally {
      await setAutoConfirm(false);
    }
  });

  test("on, a job that is not urgent still waits for the agency", async () => {
    await setAutoConfirm(true);
    try {
      const { cookie } = await approvedArtistWithLogin(t, "Planner", ["Lyrical"]);
      const job = await post(8, { style: "Lyrical" });
      const reply = await t.call<{ confirmed: boolean } | null>("PUT", `/api/job/job-accept/${job._id}`, { cookie, body: {} });
      expect(reply.json).toEqual({ status: true, message: "Request sent", response: null });
    } finally {
      await setAutoConfirm(false);
    }
  });

  test("the setting is the owner's, checked, and its change is in the audit log", async () => {
    const wrong = await t.call("PUT", "/api/admin/settings/bookings", { cookie: admin.cookie, body: { autoConfirmUrgent: "yes" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ status: false, message: "Auto confirm urgent must be true or false" });
    await setAutoConfirm(true);
    await setAutoConfirm(false);
    const audit = await t.call<{ action: string; changes: Record<string, unknown> }[]>("GET", "/api/admin/audit?action=booking_settings.updated", {
      cookie: admin.cookie,
    });
    expect(audit.json.response!.slice(0, 2).map((row) => row.changes)).toEqual([{ autoConfirmUrgent: [true, false] }, { autoConfirmUrgent: [false, true] }]);
  });
});
