import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../../db/schema.ts";
import type { AdminJob, JobApplicant } from "../bookings/admin.contract.ts";
import { offeredTo, selectConfirmedJobs } from "./jobs.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { dayFromToday } from "../../../tests/job-fixtures.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import { makeArtist, makeClient, makeJob, optIn } from "../../../tests/admin-fixtures.ts";

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;

const confirm = (jobId: string, artistId: string) => t.call<AdminJob>("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin, body: { artistId } });
const setStatus = (jobId: string, status: string) => t.call<AdminJob>("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin, body: { status } });
const statusOf = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!;

describe("GET /api/admin/jobs", () => {
  test("lists jobs of one status, newest first, with the studio, opt-in counts and confirmed artist", async () => {
    const client = await makeClient(t.db, "Pirouette Studio");
    const older = await makeJob(t.db, client.clientId, { description: "older" });
    const newer = await makeJob(t.db, client.clientId, { description: "newer" });
    const a = await makeArtist(t.db, { name: "Lena Ko" });
    const b = await makeArtist(t.db);
    await optIn(t.db, older.id, a.artistId);
    await optIn(t.db, older.id, b.artistId);
    await optIn(t.db, newer.id, a.artistId);

    const { status, json, body } = await t.call<AdminJob[]>("GET", "/api/admin/jobs?status=pending", { cookie: admin });
    expect(status).toBe(200);
    expect(json.status).toBe(true);
    const mine = body.filter((j) => j.client.id === client.clientId);
    expect(mine.map((j) => j.description)).toEqual(["newer", "older"]);
    expect(mine[1]).toMatchObject({
      _id: older.id,
      status: "pending",
      applicantCount: 2,
      confirmedArtist: null,
      confirmedAt: null,
      client: { studioName: "Pirouette Studio", email: client.email, name: client.name },
    });
    expect(body.every((j) => j.status === "pending")).toBe(true);

    await confirm(older.id, a.artistId);
    const confirmed = await t.call<AdminJob[]>("GET", "/api/admin/jobs?status=confirmed", { cookie: admin });
    const job = confirmed.body.find((j) => j._id === older.id)!;
    expect(job.confirmedArtist).toEqual({ id: a.artistId, name: "Lena Ko" });
    expect(job.confirmedAt).not.toBeNull();
    expect((await t.call<AdminJob[]>("GET", "/api/admin/jobs?status=pending", { cookie: admin })).body.map((j) => j._id)).not.toContain(older.id);
  });

  test("without a status lists every job; with page and limit sends X-Total-Count", async () => {
    const client = await makeClient(t.db);
    for (let i = 0; i < 3; i++) await makeJob(t.db, client.clientId, { status: i === 0 ? "cancelled" : "pending" });
    const all = await t.call<AdminJob[]>("GET", "/api/admin/jobs", { cookie: admin });
    const total = all.body.length;
    expect(new Set(all.body.map((j) => j.status))).toContain("cancelled");
    expect(all.res.headers.get("X-Total-Count")).toBeNull();

    const page = await t.call<AdminJob[]>("GET", "/api/admin/jobs?page=2&limit=2", { cookie: admin });
    expect(page.res.headers.get("X-Total-Count")).toBe(String(total));
    expect(page.body.map((j) => j._id)).toEqual(all.body.slice(2, 4).map((j) => j._id));
  });

  test("a bad status or page is a 400 naming the field", async () => {
    const bad = await t.call("GET", "/api/admin/jobs?status=open", { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ status: false, message: "Status must be one of pending, confirmed, completed, cancelled", response: null });
    const page = await t.call("GET", "/api/admin/jobs?page=0", { cookie: admin });
    expect(page.status).toBe(400);
    expect(page.json.message).toBe("Page must be 1 or more");
  });
});

describe("GET /api/admin/jobs/:jobId and its applicants", () => {
  test("one job; unknown and malformed ids are 404", async () => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId);
    const one = await t.call<AdminJob>("GET", `/api/admin/jobs/${job.id}`, { cookie: admin });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: job.id, rate: 55, startTime: "09:00", applicantCount: 0 });
    expect((await t.call("GET", `/api/admin/jobs/${Bun.randomUUIDv7()}`, { cookie: admin })).status).toBe(404);
    const malformed = await t.call("GET", "/api/admin/jobs/not-an-id", { cookie: admin });
    expect(malformed.status).toBe(404);
    expect(malformed.json.message).toBe("Job not found");
  });

  test("applicants come first-come first with their notes, details and current status", async () => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId);
    const first = await makeArtist(t.db, { name: "First Artist", styles: ["Ballet", "Jazz"] });
    const second = await makeArtist(t.db, { name: "Second Artist" });
    await optIn(t.db, job.id, first.artistId, "I can also cover the Sunday class.");
    await optIn(t.db, job.id, second.artistId);

    const { status, body } = await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${job.id}/applicants`, { cookie: admin });
    expect(status).toBe(200);
    expect(body.map((a) => a.name)).toEqual(["First Artist", "Second Artist"]);
    expect(body[0]).toMatchObject({
      artistId: first.artistId,
      userId: first.userId,
      email: first.email,
      note: "I can also cover the Sunday class.",
      artistStatus: "approved",
      experience: "5-10years",
      artistStyle: ["Ballet", "Jazz"],
      confirmed: false,
    });
    expect(body[0]!.headshotUrl).toStartWith("/files/");
    expect(Date.parse(body[0]!.appliedAt)).not.toBeNaN();

    await confirm(job.id, second.artistId);
    const after = await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${job.id}/applicants?page=1&limit=1`, { cookie: admin });
    expect(after.res.headers.get("X-Total-Count")).toBe("2");
    expect(after.body).toHaveLength(1);
    const both = await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${job.id}/applicants`, { cookie: admin });
    expect(both.body.map((a) => a.confirmed)).toEqual([false, true]);
  });

  test("applicants of an unknown job: 404", async () => {
    const res = await t.call("GET", `/api/admin/jobs/${Bun.randomUUIDv7()}/applicants`, { cookie: admin });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Job not found");
  });
});

describe("PUT /api/admin/jobs/:jobId/confirm", () => {
  test("confirms an approved applicant: the job moves to both confirmed lists and out of every offer", async () => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId, { style: "Tap" });
    const chosen = await makeArtist(t.db, { name: "Chosen One", styles: ["Tap"] });
    const other = await makeArtist(t.db, { styles: ["Tap"] });
    const bystander = await makeArtist(t.db, { styles: ["Tap"] });
    await optIn(t.db, job.id, chosen.artistId, "Available all week");
    await optIn(t.db, job.id, other.artistId);
    const offered = async (artistId: string) =>
      (
        await t.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, job.id), offeredTo(artistId)))
      ).length;
    expect(await offered(bystander.artistId)).toBe(1);

    const res = await confirm(job.id, chosen.artistId);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Chosen One is confirmed for this job");
    expect(res.body).toMatchObject({ _id: job.id, status: "confirmed", confirmedArtist: { id: chosen.artistId, name: "Chosen One" } });

    const clientConfirmed = await selectConfirmedJobs(t.db, eq(jobs.clientId, client.clientId));
    expect(clientConfirmed.map((r) => [r.job.id, r.artistName])).toEqual([[job.id, "Chosen One"]]);
    const artistConfirmed = await selectConfirmedJobs(t.db, eq(jobs.confirmedArtistId, chosen.artistId));
    expect(artistConfirmed.map((r) => r.job.id)).toEqual([job.id]);
    expect(await selectConfirmedJobs(t.db, eq(jobs.confirmedArtistId, other.artistId))).toEqual([]);
    for (const a of [chosen, other, bystander]) expect(await offered(a.artistId)).toBe(0);
  });

  test("a second confirm, of anyone, is a 409 and changes nothing", async () => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId);
    const a = await makeArtist(t.db);
    const b = await makeArtist(t.db);
    await optIn(t.db, job.id, a.artistId);
    await optIn(t.db, job.id, b.artistId);
    expect((await confirm(job.id, a.artistId)).status).toBe(200);
    for (const artistId of [b.artistId, a.artistId]) {
      const again = await confirm(job.id, artistId);
      expect(again.status).toBe(409);
      expect(again.json as unknown).toEqual({ status: false, message: "This job already has a confirmed artist", response: null });
    }
    expect((await statusOf(job.id)).confirmedArtistId).toBe(a.artistId);
  });

  test("two confirms at once: exactly one confirmed artist, the loser gets a 409", async () => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId);
    const contenders = await Promise.all([makeArtist(t.db), makeArtist(t.db), makeArtist(t.db)]);
    for (const c of contenders) await optIn(t.db, job.id, c.artistId);

    const replies = await Promise.all(contenders.map((c) => confirm(job.id, c.artistId)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const loser of replies.filter((r) => r.status === 409)) expect(loser.json.message).toBe("This job already has a confirmed artist");
    const winner = replies.find((r) => r.status === 200)!;
    const row = await statusOf(job.id);
    expect(row.status).toBe("confirmed");
    expect(row.confirmedArtistId).toBe(winner.body.confirmedArtist!.id);
    const confirmedRows = await selectConfirmedJobs(t.db, eq(jobs.id, job.id));
    expect(confirmedRows).toHaveLength(1);
  });

  test("only an applicant: someone who did not opt in is a 400", async () => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId);
    const outsider = await makeArtist(t.db);
    const res = await confirm(job.id, outsider.artistId);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("This artist has not opted in to this job");
    expect((await statusOf(job.id)).status).toBe("pending");
  });

  test.each([
    ["an applicant who is no longer approved cannot be confirmed", {}, { status: "rejected" as const }, "This artist is no longer approved"],
    ["a cancelled job cannot be confirmed", { status: "cancelled" as const }, {}, "This job was cancelled"],
  ])("%s", async (_name, jobFields, artistOptions, message) => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId, jobFields);
    const applicant = await makeArtist(t.db, artistOptions);
    await optIn(t.db, job.id, applicant.artistId);
    const res = await confirm(job.id, applicant.artistId);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(message);
  });

  test("validation: the artist id is required and must be an id; the job must exist", async () => {
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId);
    const missing = await t.call("PUT", `/api/admin/jobs/${job.id}/confirm`, { cookie: admin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("Artist id is required");
    const malformed = await confirm(job.id, "someone");
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe("Artist id is not a valid id");
    const a = await makeArtist(t.db);
    expect((await confirm(Bun.randomUUIDv7(), a.artistId)).status).toBe(404);
  });
});

describe("PUT /api/admin/jobs/:jobId/status", () => {
  /** A job in `status`; over (it ended yesterday) unless `dates` say otherwise. */
  async function jobIn(status: "pending" | "confirmed" | "completed" | "cancelled", dates: Partial<typeof jobs.$inferInsert> = PAST) {
    const client = await makeClient(t.db);
    if (status === "pending" || status === "cancelled") return makeJob(t.db, client.clientId, { status, ...dates });
    const a = await makeArtist(t.db);
    return makeJob(t.db, client.clientId, { status, confirmedArtistId: a.artistId, confirmedAt: new Date(), ...dates });
  }
  const PAST = { startDate: dayFromToday(-3), endDate: dayFromToday(-1) };

  test("confirmed → completed; the job stays in the confirmed lists", async () => {
    const job = await jobIn("confirmed");
    const res = await setStatus(job.id, "completed");
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Job marked as completed");
    expect(res.body.status).toBe("completed");
    expect(await selectConfirmedJobs(t.db, eq(jobs.id, job.id))).toHaveLength(1);
  });

  test("a job that has not ended yet cannot be completed: 409 naming its end, in the agency's zone", async () => {
    const future = await jobIn("confirmed", { startDate: dayFromToday(2), endDate: dayFromToday(9), endTime: "13:00" });
    const res = await setStatus(future.id, "completed");
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ status: false, message: `This job ends on ${dayFromToday(9)} at 13:00: it can be marked completed after that` });
    expect((await statusOf(future.id)).status).toBe("confirmed");
    // Today in Toronto: a job ending at 23:59 there is still running, one that ended at 00:00 is over.
    const torontoToday = agencyDate(new Date());
    const running = await jobIn("confirmed", { startDate: dayFromToday(-3), endDate: torontoToday, endTime: "23:59" });
    expect((await setStatus(running.id, "completed")).status).toBe(409);
    const endedAtMidnight = await jobIn("confirmed", { startDate: dayFromToday(-3), endDate: torontoToday, endTime: "00:00" });
    expect((await setStatus(endedAtMidnight.id, "completed")).status).toBe(200);
    const fr = await t.call("PUT", `/api/admin/jobs/${future.id}/status`, {
      cookie: admin,
      body: { status: "completed" },
      headers: { "accept-language": "fr" },
    });
    expect(fr.json.message).toBe(`Ce contrat se termine le ${dayFromToday(9)} à 13:00\u00a0: il pourra être marqué comme terminé ensuite`);
  });

  test("pending or confirmed → cancelled", async () => {
    for (const from of ["pending", "confirmed"] as const) {
      const job = await jobIn(from);
      const res = await setStatus(job.id, "cancelled");
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Job cancelled");
      expect((await statusOf(job.id)).status).toBe("cancelled");
    }
  });

  test("every other transition is a 409 that says why", async () => {
    const cases = [
      ["pending", "completed", "Only a confirmed job can be completed"],
      ["completed", "completed", "This job is already completed"],
      ["cancelled", "completed", "A cancelled job cannot be completed"],
      ["completed", "cancelled", "A completed job cannot be cancelled"],
      ["cancelled", "cancelled", "This job is already cancelled"],
    ] as const;
    for (const [from, to, message] of cases) {
      const job = await jobIn(from);
      const res = await setStatus(job.id, to);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(message);
      expect((await statusOf(job.id)).status).toBe(from);
    }
  });

  test("only completed or cancelled; unknown job is a 404", async () => {
    const job = await jobIn("pending");
    for (const status of ["confirmed", "pending", undefined]) {
      const res = await t.call("PUT", `/api/admin/jobs/${job.id}/status`, { cookie: admin, body: { status } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Status must be completed or cancelled");
    }
    expect((await setStatus(Bun.randomUUIDv7(), "cancelled")).status).toBe(404);
  });
});
