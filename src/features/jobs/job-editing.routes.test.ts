import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { jobs } from "../../../db/schema.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { approvedArtistWithLogin, confirmJobInDb, dayFromToday, jobBody } from "../../../tests/job-fixtures.ts";
import type { AdminDashboard, AdminJob } from "../bookings/admin.contract.ts";
import type { Job } from "./jobs.contract.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();

/** A client account with its studio registered. */
async function studioClient(name?: string) {
  const signed = await t.signUp("client", name);
  const studio = { studioName: "Pointe Studio", studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" };
  expect((await t.call("POST", "/api/client/add", { cookie: signed.cookie, body: studio })).status).toBe(201);
  return signed;
}

async function post(cookie: string, overrides: Record<string, unknown> = {}) {
  const r = await t.call<Job>("POST", "/api/job/add", { cookie, body: jobBody(overrides) });
  expect(r.status).toBe(201);
  return r.body;
}

const update = (cookie: string, jobId: string, body: unknown) => t.call<Job>("PUT", `/api/job/update/${jobId}`, { cookie, body });
const duplicate = (cookie: string, jobId: string) => t.call<Job>("POST", `/api/job/duplicate/${jobId}`, { cookie });
const postDraft = (cookie: string, jobId: string) => t.call<Job>("PUT", `/api/job/post/${jobId}`, { cookie });

describe("PUT /job/update/:jobId", () => {
  test("the studio changes every field of its pending job; the reply and the detail view say so", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie);
    const changed = jobBody(
      { studioName: "Pointe Annex", style: "tap", rate: "52.25", city: "Ottawa", postalCode: "k1p1j1", address: "12 Bank St, 2nd floor", description: "" },
      14,
    );
    const r = await update(cookie, job._id, changed);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Job updated");
    expect(r.body).toMatchObject({
      _id: job._id,
      studioName: "Pointe Annex",
      style: "Tap",
      rate: 52.25,
      city: "Ottawa",
      postalCode: "K1P 1J1",
      address: "12 Bank St, 2nd floor",
      description: "",
      startDate: dayFromToday(14),
      endDate: dayFromToday(16),
      status: "pending",
      createdAt: job.createdAt,
    });
    expect((await t.call<Job>("GET", `/api/job/detail/${job._id}`, { cookie })).body).toEqual(r.body);
    // In French, the reply names the style as the French list does, and says so in French.
    const fr = await t.call<Job>("PUT", `/api/job/update/${job._id}`, { cookie, body: changed, headers: { "accept-language": "fr" } });
    expect(fr.json.message).toBe("Contrat modifié");
  });

  test("hostile or wrong input: the posting rules, a clear 400 each, nothing changed", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie);
    const cases: [Record<string, unknown>, string][] = [
      [{ studioName: "Pointe\u0000Studio" }, "Studio name must not contain control characters"],
      [{ address: "x".repeat(301) }, "Address must be at most 300 characters"],
      [{ style: "Interpretive yodel" }, "Style must be one of the listed dance styles"],
      [{ rate: 1e308 }, "Rate must be at most $1000/h"],
      [{ rate: 5e-324 }, "Rate must be at least $0.01/h"],
      [{ rate: "NaN" }, "Rate must be a number"],
      [{ startDate: dayFromToday(-1), endDate: dayFromToday(1) }, "Start date cannot be in the past"],
      [{ startDate: "9999-12-30", endDate: "9999-12-31" }, "Start date must be within the next 3 years"],
      [{ endDate: dayFromToday(1), startDate: dayFromToday(3) }, "End date cannot be before the start date"],
    ];
    for (const [patch, message] of cases) {
      const r = await update(cookie, job._id, { ...jobBody(), ...patch });
      expect({ patch, status: r.status, ok: r.json.status }).toEqual({ patch, status: 400, ok: false });
      expect(r.json.message).toStartWith(message);
    }
    expect((await update(cookie, job._id, "not json")).status).toBe(400);
    expect((await t.call<Job>("GET", `/api/job/detail/${job._id}`, { cookie })).body).toEqual(job);
  });

  test("409 once an artist is confirmed, once completed or cancelled; the job stays as it was", async () => {
    const { cookie } = await studioClient();
    const { artist } = await insertArtist(t.db, { name: "Locked Artist" });
    const booked = await post(cookie);
    await confirmJobInDb(t, booked._id, artist.id);
    const r = await update(cookie, booked._id, jobBody({ rate: 99 }));
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ status: false, message: "An artist is confirmed for this job: it can no longer be changed" });
    expect(r.json.response).toBeNull();

    await t.db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, booked._id));
    expect((await update(cookie, booked._id, jobBody({ rate: 99 }))).status).toBe(409);

    const cancelled = await post(cookie);
    expect((await t.call("PUT", `/api/job/cancel/${cancelled._id}`, { cookie })).status).toBe(200);
    const refused = await update(cookie, cancelled._id, jobBody({ rate: 99 }));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("A cancelled job cannot be changed: duplicate it to post it again");
    expect((await t.call<Job>("GET", `/api/job/detail/${booked._id}`, { cookie })).body.rate).toBe(45);
  });

  test("another studio's job, an unknown or a malformed id: 404, and nothing changes", async () => {
    const owner = await studioClient("Owner");
    const job = await post(owner.cookie);
    const intruder = await studioClient("Intruder");
    for (const id of [job._id, "01900000-0000-7000-8000-000000000000", "not-a-uuid"]) {
      const r = await update(intruder.cookie, id, jobBody({ rate: 1 }));
      expect(r.status).toBe(404);
      expect(r.json).toMatchObject({ status: false, message: "Job not found" });
      expect(r.json.response).toBeNull();
      expect((await duplicate(intruder.cookie, id)).status).toBe(404);
      expect((await postDraft(intruder.cookie, id)).status).toBe(404);
    }
    expect((await t.call<Job>("GET", `/api/job/detail/${job._id}`, { cookie: owner.cookie })).body.rate).toBe(45);
    expect((await t.call<Job[]>("GET", "/api/job/user-draft-jobs", { cookie: intruder.cookie })).body).toEqual([]);
  });

  test("two edits racing: both answer, the job holds one of them whole", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie);
    const [a, b] = await Promise.all([
      update(cookie, job._id, jobBody({ city: "Ottawa", rate: 50 })),
      update(cookie, job._id, jobBody({ city: "Laval", rate: 60 })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = (await t.call<Job>("GET", `/api/job/detail/${job._id}`, { cookie })).body;
    expect([`${now.city} ${now.rate}`]).toContainAnyValues(["Ottawa 50", "Laval 60"]);
  });
});

describe("drafts: POST /job/duplicate/:jobId, PUT /job/post/:jobId", () => {
  test("a duplicate is a draft only its studio sees, edited, then posted: pending, offered, in the agency's lists", async () => {
    const { cookie } = await studioClient();
    const tapArtist = await approvedArtistWithLogin(t, "Draft Tap", ["Tap"]);
    const admin = await t.adminLogin();
    const source = await post(cookie, { style: "Tap" });
    const dashboardBefore = (await t.call<AdminDashboard>("GET", "/api/admin/dashboard", { cookie: admin.cookie })).body;

    const copy = await duplicate(cookie, source._id);
    expect(copy.status).toBe(201);
    expect(copy.json.message).toBe("Draft created from this job: change what differs, then post it");
    const { _id, createdAt, status, ...fields } = source;
    void createdAt;
    void status;
    expect(copy.body).toMatchObject({ ...fields, status: "draft" });
    expect(copy.body._id).not.toBe(_id);
    const draftId = copy.body._id;

    // The studio's drafts list has it; its requests, the artists' offers and the agency's lists do not.
    expect((await t.call<Job[]>("GET", "/api/job/user-draft-jobs", { cookie })).body.map((j) => j._id)).toEqual([draftId]);
    expect((await t.call<Job[]>("GET", "/api/job/user-pending-jobs", { cookie })).body.map((j) => j._id)).toEqual([source._id]);
    const offers = (await t.call<Job[]>("GET", "/api/job/available-jobs", { cookie: tapArtist.cookie })).body.map((j) => j._id);
    expect(offers).toContain(source._id);
    expect(offers).not.toContain(draftId);
    expect((await t.call("GET", `/api/job/detail/${draftId}`, { cookie: tapArtist.cookie })).status).toBe(404);
    expect((await t.call("PUT", `/api/job/job-accept/${draftId}`, { cookie: tapArtist.cookie, body: {} })).status).toBe(404);
    expect((await t.call("GET", `/api/job/detail/${draftId}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.call("GET", `/api/admin/jobs/${draftId}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.call("PUT", `/api/admin/jobs/${draftId}/status`, { cookie: admin.cookie, body: { status: "cancelled" } })).status).toBe(404);
    expect((await t.call<AdminJob[]>("GET", "/api/admin/jobs", { cookie: admin.cookie })).body.map((j) => j._id)).not.toContain(draftId);
    expect((await t.call("GET", "/api/admin/jobs?status=draft", { cookie: admin.cookie })).status).toBe(400);
    expect((await t.call<AdminDashboard>("GET", "/api/admin/dashboard", { cookie: admin.cookie })).body).toEqual(dashboardBefore);

    // Edited (the dates, as a weekly class), the draft stays a draft.
    const edited = await update(cookie, draftId, jobBody({ style: "Tap" }, 14));
    expect(edited.json.message).toBe("Draft saved");
    expect(edited.body).toMatchObject({ status: "draft", startDate: dayFromToday(14) });

    const posted = await postDraft(cookie, draftId);
    expect(posted.status).toBe(200);
    expect(posted.json.message).toBe("Job posted successfully");
    expect(posted.body.status).toBe("pending");
    expect(Date.parse(posted.body.createdAt)).toBeGreaterThan(Date.parse(source.createdAt));
    expect((await t.call<Job[]>("GET", "/api/job/user-draft-jobs", { cookie })).body).toEqual([]);
    expect((await t.call<Job[]>("GET", "/api/job/available-jobs", { cookie: tapArtist.cookie })).body.map((j) => j._id)).toContain(draftId);
    expect((await t.call("GET", `/api/admin/jobs/${draftId}`, { cookie: admin.cookie })).status).toBe(200);

    const again = await postDraft(cookie, draftId);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This job is already posted");
  });

  test("any job duplicates, a booked or cancelled one too; a draft copied from the past must move before it is posted", async () => {
    const { cookie } = await studioClient();
    const { artist } = await insertArtist(t.db, { name: "Dup Artist" });
    const booked = await post(cookie);
    await confirmJobInDb(t, booked._id, artist.id);
    const fromBooked = await duplicate(cookie, booked._id);
    expect(fromBooked.body).toMatchObject({ status: "draft", startDate: booked.startDate });

    const past = await post(cookie);
    await t.db
      .update(jobs)
      .set({ startDate: dayFromToday(-7), endDate: dayFromToday(-7), status: "completed" })
      .where(eq(jobs.id, past._id));
    const stale = await duplicate(cookie, past._id);
    const refused = await postDraft(cookie, stale.body._id);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Start date cannot be in the past");
    expect((await t.call<Job>("GET", `/api/job/detail/${stale.body._id}`, { cookie })).body.status).toBe("draft");
  });

  test("cancelling a draft deletes it; a studio's drafts are deleted with its account", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie);
    const draft = (await duplicate(cookie, job._id)).body;
    const r = await t.call<Job>("PUT", `/api/job/cancel/${draft._id}`, { cookie });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Draft deleted");
    expect((await t.call("GET", `/api/job/detail/${draft._id}`, { cookie })).status).toBe(404);

    const kept = (await duplicate(cookie, job._id)).body;
    expect((await t.call("DELETE", "/api/auth/account", { cookie, body: { password: "password-123" } })).status).toBe(200);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, kept._id))).toEqual([]);
    expect(await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job._id))).toHaveLength(1);
  });
});
