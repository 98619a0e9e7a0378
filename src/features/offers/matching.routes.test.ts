import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artists } from "../../../db/schema.ts";
import type { JobApplicant } from "../bookings/admin.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import { approvedArtistWithLogin, dayFromToday, jobBody, studioWithLogin } from "../../../tests/job-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";

/** The matching rule through the API: who hears of a job, who may opt in, whom the agency may confirm. */

const t = await suiteApp();
const admin = await t.adminLogin();
const studio = await studioWithLogin(t);

async function artistIn(name: string, city: string, province: "ON" | "QC", travelKm: number | null) {
  const artist = await approvedArtistWithLogin(t, name, ["Ballet"]);
  await t.db.update(artists).set({ city, province, travelKm }).where(eq(artists.id, artist.artist.id));
  return artist;
}

const toronto = await artistIn("Tara Toronto", "Toronto", "ON", 30);
const montreal = await artistIn("Manon Montréal", "Montréal", "QC", 30);

async function postJob(overrides: Record<string, unknown> = {}) {
  const r = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody(overrides) });
  expect(r.status).toBe(201);
  return r.body._id;
}

async function heardOf(cookie: string, jobId: string) {
  await t.deps.notifications.idle();
  const r = await t.call<NotificationPage>("GET", "/api/notifications", { cookie });
  return r.body.items.some((n) => n.kind === "job.matching" && n.link === `/artist/jobs/details/${jobId}`);
}

const awayOn = (day: string) => ({ weekly: [], blackouts: [{ from: day, to: day }] });

test("a Toronto job: the Toronto artist hears of it and is offered it; the Montréal artist travelling 30 km neither, unless the studio names her", async () => {
  const jobId = await postJob();
  expect(await heardOf(toronto.cookie, jobId)).toBe(true);
  expect(await heardOf(montreal.cookie, jobId)).toBe(false);
  const offers = async (cookie: string) => (await t.call<{ _id: string }[]>("GET", "/api/job/available-jobs", { cookie })).body.map((j) => j._id);
  expect(await offers(toronto.cookie)).toContain(jobId);
  expect(await offers(montreal.cookie)).not.toContain(jobId);
  // Beyond her reach, the job is not hers to take: not found, as any job not offered.
  expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: montreal.cookie, body: {} })).status).toBe(404);

  const named = await postJob({ preferredArtistIds: [montreal.artist.id] });
  expect(await heardOf(montreal.cookie, named)).toBe(true);
  expect((await t.call("PUT", `/api/job/job-accept/${named}`, { cookie: montreal.cookie, body: {} })).status).toBe(200);
  const applicants = await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${named}/applicants`, { cookie: admin.cookie });
  expect(applicants.body.find((a) => a.artistId === montreal.artist.id)).toMatchObject({ preferred: true, mismatch: null });
  const confirm = await t.call("PUT", `/api/admin/jobs/${named}/confirm`, { cookie: admin.cookie, body: { artistId: montreal.artist.id } });
  expect(confirm.status).toBe(200);
});

test("an artist away for one of the job's days may not opt in, in English and French", async () => {
  const away = await artistIn("Aline Away", "Toronto", "ON", 30);
  const jobId = await postJob();
  expect((await t.call("PUT", "/api/artist/availability", { cookie: away.cookie, body: awayOn(dayFromToday(8)) })).status).toBe(200);
  const en = await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: away.cookie, body: {} });
  expect(en.status).toBe(409);
  expect(en.json.message).toBe("You are not available for every session of this job: change your availability to opt in");
  const fr = await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: away.cookie, body: {}, headers: { "accept-language": "fr-CA" } });
  expect(fr.json.message).toBe("Vous n’êtes pas disponible pour toutes les séances de ce contrat : modifiez vos disponibilités pour postuler");
  expect(await heardOf(away.cookie, await postJob({ startDate: dayFromToday(7), endDate: dayFromToday(9) }))).toBe(false);
});

test("an applicant who became unavailable is shown so to the agency and refused at confirm, then confirmed once free again", async () => {
  const later = await artistIn("Lou Later", "Toronto", "ON", 30);
  const jobId = await postJob();
  expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: later.cookie, body: {} })).status).toBe(200);
  expect((await t.call("PUT", "/api/artist/availability", { cookie: later.cookie, body: awayOn(dayFromToday(9)) })).status).toBe(200);

  const applicants = await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${jobId}/applicants`, { cookie: admin.cookie });
  expect(applicants.body.find((a) => a.artistId === later.artist.id)?.mismatch).toBe("availability");
  const refused = await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: later.artist.id } });
  expect(refused.status).toBe(409);
  expect(refused.json.message).toBe("This artist is not available for every session of this job");
  const job = await t.call<{ status: string }>("GET", `/api/admin/jobs/${jobId}`, { cookie: admin.cookie });
  expect(job.body.status).toBe("pending");

  // Weekly hours that hold the job's mornings free it again.
  const mornings = { weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: "08:00", to: "13:00" })), blackouts: [] };
  expect((await t.call("PUT", "/api/artist/availability", { cookie: later.cookie, body: mornings })).status).toBe(200);
  const confirmed = await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: later.artist.id } });
  expect(confirmed.status).toBe(200);
});

test("the agency may not give a booked job to an applicant who moved beyond its reach", async () => {
  const first = await artistIn("Fay First", "Toronto", "ON", 30);
  const second = await artistIn("Sam Second", "Toronto", "ON", 30);
  const jobId = await postJob();
  for (const artist of [first, second]) expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: artist.cookie, body: {} })).status).toBe(200);
  expect((await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: first.artist.id } })).status).toBe(200);
  await t.db.update(artists).set({ city: "Vancouver", province: "BC", travelKm: 50 }).where(eq(artists.id, second.artist.id));
  const job = await t.call<{ sequence: number }>("GET", `/api/admin/jobs/${jobId}`, { cookie: admin.cookie });
  const assign = await t.call("PUT", `/api/admin/jobs/${jobId}/assign`, {
    cookie: admin.cookie,
    body: { artistId: second.artist.id, sequence: job.body.sequence },
  });
  expect(assign.status).toBe(409);
  expect(assign.json.message).toBe("This job is beyond this artist's travel distance");
});
