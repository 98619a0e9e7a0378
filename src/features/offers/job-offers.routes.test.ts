import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { jobApplications, jobs } from "../../../db/schema.ts";
import type { ConfirmedJob, Job, JobDetail, MyOptIn } from "../jobs/jobs.contract.ts";
import {
  applyAsNewArtist,
  approvedArtist,
  dayFromToday,
  insertJob,
  insertStudio,
  setArtistStatus,
  suiteAppWithLookups,
} from "../../../tests/artist-fixtures.ts";

const { t, l } = await suiteAppWithLookups();
const { clientId } = await insertStudio(t.db);

const offers = async (cookie: string, query = "") => t.call<Job[]>("GET", `/api/job/available-jobs${query}`, { cookie });
const offerIds = async (cookie: string) => (await offers(cookie)).body.map((j) => j._id);
const optIn = (cookie: string, jobId: string, body?: unknown) => t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie, body });

/** Confirms `artistId` on a job, as the admin's confirm call will. */
async function confirm(jobId: string, artistId: string) {
  await t.db.update(jobs).set({ status: "confirmed", confirmedArtistId: artistId, confirmedAt: new Date() }).where(eq(jobs.id, jobId));
}

describe("who may call", () => {
  test("nobody signed in: 401; a client or the admin: 403", async () => {
    const jobId = await insertJob(t.db, clientId);
    const client = await t.signUp("client");
    const admin = await t.adminLogin();
    const calls: [string, string][] = [
      ["GET", "/api/job/available-jobs"],
      ["GET", "/api/job/confirmed-jobs"],
      ["PUT", `/api/job/job-accept/${jobId}`],
      ["DELETE", `/api/job/job-accept/${jobId}`],
      ["GET", `/api/job/artist-confirmed-job/${jobId}`],
      ["GET", "/api/job/my-opt-ins"],
    ];
    for (const [method, path] of calls) {
      expect((await t.call(method, path)).status).toBe(401);
      expect((await t.call(method, path, { cookie: client.cookie })).status).toBe(403);
      expect((await t.call(method, path, { cookie: admin.cookie })).status).toBe(403);
    }
  });

  test("an artist not approved (none, pending, rejected) gets no offers and cannot opt in", async () => {
    const jobId = await insertJob(t.db, clientId);
    const none = await t.signUp("artist");
    const pending = await applyAsNewArtist(t, l);
    const rejected = await applyAsNewArtist(t, l);
    await setArtistStatus(t, rejected.artistId, "rejected");
    for (const { cookie } of [none, pending, rejected]) {
      expect((await offers(cookie)).status).toBe(404);
      expect((await t.call("GET", "/api/job/confirmed-jobs", { cookie })).status).toBe(404);
      expect((await optIn(cookie, jobId)).status).toBe(404);
      expect((await t.call("GET", "/api/job/my-opt-ins", { cookie })).status).toBe(404);
    }
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).toEqual([]);
  });
});

describe("GET /job/available-jobs", () => {
  test("pending jobs in the artist's styles that have not ended, newest first", async () => {
    const artist = await approvedArtist(t, l, "Contemporary");
    const older = await insertJob(t.db, clientId, { style: "Contemporary", createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertJob(t.db, clientId, { style: "Contemporary" });
    const endsToday = await insertJob(t.db, clientId, {
      style: "Contemporary",
      startDate: dayFromToday(-2),
      endDate: dayFromToday(0),
      createdAt: new Date(Date.now() - 120_000),
    });
    await insertJob(t.db, clientId, { style: "Hip Hop" });
    await insertJob(t.db, clientId, { style: "Contemporary", startDate: dayFromToday(-3), endDate: dayFromToday(-1) });
    await insertJob(t.db, clientId, { style: "Contemporary", status: "cancelled" });
    const taken = await insertJob(t.db, clientId, { style: "Contemporary" });
    const other = await approvedArtist(t, l, "Contemporary");
    await confirm(taken, other.artistId);

    const r = await offers(artist.cookie);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("x-total-count")).toBeNull();
    expect(r.body.map((j) => j._id)).toEqual([newer, older, endsToday]);
    // The artist reads its own pay as the rate: $65/h less the agency's 15 % is $55.25/h.
    expect(r.body[0]).toMatchObject({ style: "Contemporary", rate: 55.25, city: "Toronto", startTime: "16:00", status: "pending" });
  });

  test("10 per page with the total in X-Total-Count", async () => {
    const artist = await approvedArtist(t, l, "Breakdance");
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.unshift(await insertJob(t.db, clientId, { style: "Breakdance", createdAt: new Date(Date.now() + i * 1000) }));
    const first = await offers(artist.cookie, "?page=1&limit=10");
    expect(first.res.headers.get("x-total-count")).toBe("12");
    expect(first.body.map((j) => j._id)).toEqual(ids.slice(0, 10));
    const second = await offers(artist.cookie, "?page=2&limit=10");
    expect(second.body.map((j) => j._id)).toEqual(ids.slice(10));
    expect((await offers(artist.cookie, "?page=0")).status).toBe(400);
  });
});

describe("PUT /job/job-accept/:jobId", () => {
  test("opts in with the 'Additional Details' note; the job leaves the offers; a second time is a 409", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const jobId = await insertJob(t.db, clientId, { style: "Tap" });
    expect(await offerIds(artist.cookie)).toContain(jobId);

    const r = await optIn(artist.cookie, jobId, { note: "  I can also cover the Friday class.  " });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: true, message: "Request sent", response: null });
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
    expect(row).toMatchObject({ artistId: artist.artistId, note: "I can also cover the Friday class." });
    expect(await offerIds(artist.cookie)).not.toContain(jobId);

    const again = await optIn(artist.cookie, jobId);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ status: false, message: "You have already opted in to this job", response: null });
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).toHaveLength(1);
  });

  test("no body at all is fine (SPEC §7)", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const jobId = await insertJob(t.db, clientId, { style: "Tap" });
    expect((await optIn(artist.cookie, jobId)).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.artistId, artist.artistId)));
    expect(row!.note).toBe("");
  });

  test("racing opt-ins of one artist: one application, one 409", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const jobId = await insertJob(t.db, clientId, { style: "Tap" });
    const replies = await Promise.all([optIn(artist.cookie, jobId), optIn(artist.cookie, jobId)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).toHaveLength(1);
  });

  test("other artists opt in to the same job independently", async () => {
    const jobId = await insertJob(t.db, clientId, { style: "Tap" });
    const a = await approvedArtist(t, l, "Tap");
    const b = await approvedArtist(t, l, "Tap");
    expect((await optIn(a.cookie, jobId)).status).toBe(200);
    expect(await offerIds(b.cookie)).toContain(jobId);
    expect((await optIn(b.cookie, jobId)).status).toBe(200);
  });

  test("a job not offered to the artist is not found", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const cases = [
      await insertJob(t.db, clientId, { style: "Jazz" }),
      await insertJob(t.db, clientId, { style: "Tap", startDate: dayFromToday(-5), endDate: dayFromToday(-1) }),
      await insertJob(t.db, clientId, { style: "Tap", status: "cancelled" }),
      Bun.randomUUIDv7(),
      "not-an-id",
    ];
    for (const jobId of cases) {
      const r = await optIn(artist.cookie, jobId);
      expect(r.status).toBe(404);
      expect(r.json.message).toBe("Job not found");
    }
  });

  test("a note too long is a 400 naming the field", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const jobId = await insertJob(t.db, clientId, { style: "Tap" });
    const r = await optIn(artist.cookie, jobId, { note: "x".repeat(2001) });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("The note in Additional details must be at most 2000 characters");
  });
});

describe("DELETE /job/job-accept/:jobId", () => {
  const withdraw = (cookie: string, jobId: string, locale?: string) =>
    t.call("DELETE", `/api/job/job-accept/${jobId}`, { cookie, headers: locale ? { "accept-language": locale } : {} });
  const applicantIds = async (jobId: string) => {
    const admin = await t.adminLogin();
    const r = await t.call<{ artistId: string }[]>("GET", `/api/admin/jobs/${jobId}/applicants`, { cookie: admin.cookie });
    return r.body.map((a) => a.artistId);
  };

  test("takes back the opt-in before the booking: the agency's applicants lose it, the job is offered again, and it is told once", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const jobId = await insertJob(t.db, clientId, { style: "Tap" });
    expect((await optIn(artist.cookie, jobId)).status).toBe(200);
    expect(await applicantIds(jobId)).toContain(artist.artistId);
    const heard: unknown[] = [];
    const off = t.deps.events.on("job.opt_in_withdrawn", (event) => void heard.push(event));

    const r = await withdraw(artist.cookie, jobId);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: true, message: "Your interest is withdrawn", response: null });
    expect(await applicantIds(jobId)).not.toContain(artist.artistId);
    expect(await offerIds(artist.cookie)).toContain(jobId);
    // A retry finds nothing to take back: a 404 that says so, in the caller's language, and nothing told again.
    const again = await withdraw(artist.cookie, jobId, "fr-CA");
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Vous n’avez pas posé votre candidature pour ce contrat");
    off();
    expect(heard).toEqual([{ type: "job.opt_in_withdrawn", jobId, artistId: artist.artistId }]);
    // Opting in again afterwards works as the first time.
    expect((await optIn(artist.cookie, jobId)).status).toBe(200);
  });

  test("once the job is booked, completed or cancelled it is a 409 and the opt-in stays", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const other = await approvedArtist(t, l, "Tap");
    // Each on days of its own: a booking of this artist never clashes with the next job's opt-in.
    let day = 20;
    for (const [change, message] of [
      [{ status: "confirmed", confirmedArtistId: artist.artistId }, "This job is already booked: your interest can no longer be withdrawn"],
      [{ status: "confirmed", confirmedArtistId: other.artistId }, "This job is already booked: your interest can no longer be withdrawn"],
      [{ status: "completed", confirmedArtistId: artist.artistId }, "This job is already booked: your interest can no longer be withdrawn"],
      [{ status: "cancelled" }, "This job was cancelled"],
    ] as const) {
      day += 3;
      const jobId = await insertJob(t.db, clientId, { style: "Tap", startDate: dayFromToday(day), endDate: dayFromToday(day) });
      expect((await optIn(artist.cookie, jobId)).status).toBe(200);
      await t.db.update(jobs).set(change).where(eq(jobs.id, jobId));
      const r = await withdraw(artist.cookie, jobId);
      expect({ status: r.status, message: r.json.message }).toEqual({ status: 409, message });
      expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).toHaveLength(1);
    }
  });

  test("no opt-in of this artist (another artist's, none, unknown job, malformed id) is a 404; racing withdrawals: one 200", async () => {
    const artist = await approvedArtist(t, l, "Tap");
    const other = await approvedArtist(t, l, "Tap");
    const jobId = await insertJob(t.db, clientId, { style: "Tap" });
    expect((await optIn(other.cookie, jobId)).status).toBe(200);
    for (const id of [jobId, await insertJob(t.db, clientId, { style: "Tap" }), Bun.randomUUIDv7(), "not-an-id"]) {
      expect((await withdraw(artist.cookie, id)).status).toBe(404);
    }
    expect(await applicantIds(jobId)).toEqual([other.artistId]);
    const replies = await Promise.all([withdraw(other.cookie, jobId), withdraw(other.cookie, jobId)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
  });
});

describe("confirmed jobs", () => {
  test("an artist lists and opens only the jobs it was confirmed on", async () => {
    const a = await approvedArtist(t, l, "Lyrical", "Ines Moreau");
    const b = await approvedArtist(t, l, "Lyrical");
    const mine = await insertJob(t.db, clientId, { style: "Lyrical" });
    const theirs = await insertJob(t.db, clientId, { style: "Lyrical" });
    const open = await insertJob(t.db, clientId, { style: "Lyrical" });
    await confirm(mine, a.artistId);
    await confirm(theirs, b.artistId);

    const list = await t.call<ConfirmedJob[]>("GET", "/api/job/confirmed-jobs", { cookie: a.cookie });
    expect(list.status).toBe(200);
    expect(list.body.map((j) => j._id)).toEqual([mine]);
    expect(list.body[0]).toMatchObject({ status: "confirmed", artistId: a.artistId, username: "Ines Moreau", artistStyle: ["Lyrical"] });
    expect(list.body[0]!.artistheadshot).toMatch(/^\/files\//);

    const paged = await t.call<ConfirmedJob[]>("GET", "/api/job/confirmed-jobs?page=1&limit=10", { cookie: a.cookie });
    expect(paged.res.headers.get("x-total-count")).toBe("1");

    const view = await t.call<ConfirmedJob>("GET", `/api/job/artist-confirmed-job/${mine}`, { cookie: a.cookie });
    expect(view.status).toBe(200);
    expect(view.body._id).toBe(mine);
    for (const jobId of [theirs, open, Bun.randomUUIDv7(), "nope"]) {
      const r = await t.call("GET", `/api/job/artist-confirmed-job/${jobId}`, { cookie: a.cookie });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe("Job not found");
    }
    // A confirmed job is no longer offered to anyone.
    expect(await offerIds(b.cookie)).not.toContain(mine);
  });
});

describe("the artist's opt-ins", () => {
  const detail = (cookie: string, jobId: string) => t.call<JobDetail>("GET", `/api/job/detail/${jobId}`, { cookie });
  const myOptIns = (cookie: string, query = "") => t.call<MyOptIn[]>("GET", `/api/job/my-opt-ins${query}`, { cookie });

  test("a job's detail says when this artist opted in, null before; never another artist's opt-in", async () => {
    const a = await approvedArtist(t, l, "Acro");
    const b = await approvedArtist(t, l, "Acro");
    const jobId = await insertJob(t.db, clientId, { style: "Acro" });
    expect((await detail(a.cookie, jobId)).body.optedInAt).toBeNull();
    const before = Date.now();
    expect((await optIn(a.cookie, jobId, { note: "Free all week" })).status).toBe(200);

    const mine = await detail(a.cookie, jobId);
    expect(mine.status).toBe(200);
    expect(Date.parse(mine.body.optedInAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(mine.body).toMatchObject({ _id: jobId, status: "pending", style: "Acro" });
    // The other artist sees the job as offered to it, with nothing about who opted in.
    const theirs = await detail(b.cookie, jobId);
    expect(theirs.body.optedInAt).toBeNull();
    expect(JSON.stringify(theirs.json)).not.toContain(a.artistId);
    expect(JSON.stringify(theirs.json)).not.toContain("Free all week");
    // The studio's and the agency's views carry no opt-in of their own.
    expect(Object.keys((await detail((await t.adminLogin()).cookie, jobId)).body)).not.toContain("optedInAt");
  });

  test("each opt-in's state, the latest opt-in first: waiting, confirmed to me, taken by another, cancelled", async () => {
    const me = await approvedArtist(t, l, "Modern");
    const other = await approvedArtist(t, l, "Modern");
    const [waiting, mineConfirmed, taken, cancelled, notOptedIn] = [
      await insertJob(t.db, clientId, { style: "Modern" }),
      await insertJob(t.db, clientId, { style: "Modern" }),
      await insertJob(t.db, clientId, { style: "Modern" }),
      await insertJob(t.db, clientId, { style: "Modern" }),
      await insertJob(t.db, clientId, { style: "Modern" }),
    ];
    for (const jobId of [cancelled, taken, mineConfirmed, waiting]) {
      expect((await optIn(me.cookie, jobId)).status).toBe(200);
      await Bun.sleep(5);
    }
    await optIn(other.cookie, taken);
    await confirm(mineConfirmed, me.artistId);
    await confirm(taken, other.artistId);
    await t.db.update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, cancelled));

    const r = await myOptIns(me.cookie);
    expect(r.status).toBe(200);
    expect(r.body.map((j) => [j._id, j.optInState])).toEqual([
      [waiting, "waiting"],
      [mineConfirmed, "confirmed"],
      [taken, "taken"],
      [cancelled, "cancelled"],
    ]);
    expect(r.body.map((j) => j._id)).not.toContain(notOptedIn);
    expect(r.body.every((j) => !Number.isNaN(Date.parse(j.optedInAt)))).toBe(true);
    // Who was confirmed instead is not said.
    expect(JSON.stringify(r.json)).not.toContain(other.artistId);
    expect((await myOptIns(other.cookie)).body.map((j) => [j._id, j.optInState])).toEqual([[taken, "confirmed"]]);
  });

  test("a completed job stays confirmed to its artist and taken for the others", async () => {
    const me = await approvedArtist(t, l, "Ballroom");
    const other = await approvedArtist(t, l, "Ballroom");
    const jobId = await insertJob(t.db, clientId, { style: "Ballroom" });
    await optIn(me.cookie, jobId);
    await optIn(other.cookie, jobId);
    await confirm(jobId, me.artistId);
    await t.db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, jobId));
    expect((await myOptIns(me.cookie)).body[0]!.optInState).toBe("confirmed");
    expect((await myOptIns(other.cookie)).body[0]!.optInState).toBe("taken");
  });

  test("pages of 10 with the total in X-Total-Count", async () => {
    const me = await approvedArtist(t, l, "Pointe");
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const jobId = await insertJob(t.db, clientId, { style: "Pointe" });
      await optIn(me.cookie, jobId);
      ids.unshift(jobId);
      await Bun.sleep(2);
    }
    const first = await myOptIns(me.cookie, "?page=1&limit=10");
    expect(first.res.headers.get("x-total-count")).toBe("12");
    expect(first.body.map((j) => j._id)).toEqual(ids.slice(0, 10));
    expect((await myOptIns(me.cookie, "?page=2&limit=10")).body.map((j) => j._id)).toEqual(ids.slice(10));
    expect((await myOptIns(me.cookie, "?page=0")).status).toBe(400);
    expect((await myOptIns(me.cookie, "?page=99999999999999999999")).status).toBe(400);
  });
});
