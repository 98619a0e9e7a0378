import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artistStyles, jobs } from "../../../db/schema.ts";
import { applyAsNewArtist, dayFromToday, insertJob, insertStudio, setArtistStatus, styleId, suiteAppWithLookups } from "../../../tests/artist-fixtures.ts";
import { approvedArtistWithLogin, confirmJobInDb, endJobInDb, jobBody } from "../../../tests/job-fixtures.ts";
import type { AdminJob, JobApplicant } from "../bookings/admin.contract.ts";
import type { AdminArtist, ArtistProfile } from "../artists/artist-area.contract.ts";
import type { ConfirmedJob, Job } from "../jobs/jobs.contract.ts";
import type { StyleRequest, StyleRequestDecided } from "../artists/style-requests.contract.ts";

/**
 * The dashboards' replies name styles, artist types and availabilities
 * in the request's language (the agency's French names, English where there is
 * none), as the public lists do; the jobs keep the English name they match on.
 */

const { t, l } = await suiteAppWithLookups();
const FR = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" };
const get = <T>(path: string, cookie: string, french = true) => t.call<T>("GET", path, { cookie, headers: french ? FR : {} });
const put = <T>(path: string, cookie: string, body: unknown) => t.call<T>("PUT", path, { cookie, body, headers: FR });
const admin = (await t.adminLogin()).cookie;
const ids = (...names: string[]) => names.map((name) => styleId(l, name)).join(",");

/** A studio that signed up and has its profile, with a cookie. */
async function studio() {
  const client = await t.signUp("client");
  const profile = { studioName: "Studio Lumière", studioDirector: "Claire Roy", address: "12 rue King", contactNumber: "514 555 0142", province: "QC" };
  expect((await t.call("POST", "/api/client/add", { cookie: client.cookie, body: profile })).status).toBe(201);
  return client;
}

/** A posted job of `style`, read back from the database. */
async function postedJob(cookie: string, style: string) {
  const posted = await t.call<Job>("POST", "/api/job/add", { cookie, body: jobBody({ style }), headers: FR });
  expect(posted.status).toBe(201);
  return posted;
}

describe("the studio's dashboard", () => {
  test("its requests, a job, its bookings and a cancel name the style in French; English without the header", async () => {
    const { cookie } = await studio();
    const posted = await postedJob(cookie, "Contemporary");
    expect(posted.body.style).toBe("Danse contemporaine");
    expect((await t.db.select().from(jobs).where(eq(jobs.id, posted.body._id)))[0]!.style).toBe("Contemporary");

    const pending = await get<Job[]>("/api/job/user-pending-jobs?page=1&limit=10", cookie);
    expect(pending.body.map((j) => j.style)).toEqual(["Danse contemporaine"]);
    expect((await get<Job[]>("/api/job/user-pending-jobs", cookie, false)).body.map((j) => j.style)).toEqual(["Contemporary"]);
    expect((await get<Job>(`/api/job/detail/${posted.body._id}`, cookie)).body.style).toBe("Danse contemporaine");
    expect((await get<Job>(`/api/job/detail/${posted.body._id}`, cookie, false)).body.style).toBe("Contemporary");

    const booked = await postedJob(cookie, "Tap");
    const artist = await approvedArtistWithLogin(t, "Élise Gagnon", ["Tap", "Hip Hop"]);
    await confirmJobInDb(t, booked.body._id, artist.artist.id);
    const bookings = await get<ConfirmedJob[]>("/api/job/user-confirmed-jobs?page=1&limit=10", cookie);
    expect(bookings.body.map((j) => [j.style, j.artistStyle])).toEqual([["Claquettes", ["Claquettes", "Hip-hop"]]]);
    const booking = await get<ConfirmedJob>(`/api/job/user-confirmed-job-details/${booked.body._id}`, cookie);
    expect([booking.body.style, booking.body.artistStyle]).toEqual(["Claquettes", ["Claquettes", "Hip-hop"]]);
    const english = await get<ConfirmedJob>(`/api/job/user-confirmed-job-details/${booked.body._id}`, cookie, false);
    expect([english.body.style, english.body.artistStyle]).toEqual(["Tap", ["Tap", "Hip Hop"]]);

    const cancelled = await put<Job>(`/api/job/cancel/${posted.body._id}`, cookie, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ style: "Danse contemporaine", status: "cancelled" });
  });
});

describe("the artist's dashboard", () => {
  test("its profile names its styles, types and availabilities in French; a style it asks for too", async () => {
    // Named as its update will name it: only the new style waits for the agency.
    const artist = await applyAsNewArtist(t, l, { artistStyle: ids("Contemporary", "Hip Hop") }, "Ana Roy");
    await setArtistStatus(t, artist.artistId, "approved");
    const fr = (await get<ArtistProfile>("/api/artist/profile", artist.cookie)).body;
    expect([fr.artistStyle, fr.artistType, fr.artistAvailable]).toEqual([
      ["Danse contemporaine", "Hip-hop"],
      ["Professeur de ballet"],
      ["Matins en semaine", "Après-midi en semaine"],
    ]);
    const en = (await get<ArtistProfile>("/api/artist/profile", artist.cookie, false)).body;
    expect([en.artistStyle, en.artistType, en.artistAvailable]).toEqual([
      ["Contemporary", "Hip Hop"],
      ["Ballet Instructor"],
      ["Weekday mornings", "Weekday afternoons"],
    ]);

    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Ana Roy", email: artist.email, artistStyle: ids("Contemporary", "Hip Hop", "Tap") })) form.append(k, v);
    const updated = await t.call<ArtistProfile>("PUT", "/api/artist/update", { cookie: artist.cookie, body: form, headers: FR });
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe("Profil mis à jour. Claquettes attend l’approbation de l’agence");
    expect(updated.body.pendingStyles).toEqual(["Claquettes"]);
    expect((await get<ArtistProfile>("/api/artist/profile", artist.cookie, false)).body.pendingStyles).toEqual(["Tap"]);
  });

  test("its offers (whole and paged), confirmed jobs and a job name the style in French; matching keeps to English", async () => {
    const artist = await approvedArtistWithLogin(t, "Noémie Roy", ["Lyrical", "Acro"]);
    const { clientId } = await insertStudio(t.db);
    const offered = await insertJob(t.db, clientId, { style: "Lyrical" });
    const confirmed = await insertJob(t.db, clientId, { style: "Acro" });
    await confirmJobInDb(t, confirmed, artist.artist.id);

    for (const path of ["/api/job/available-jobs", "/api/job/available-jobs?page=1&limit=10"]) {
      expect((await get<Job[]>(path, artist.cookie)).body.map((j) => [j._id, j.style])).toEqual([[offered, "Lyrique"]]);
      expect((await get<Job[]>(path, artist.cookie, false)).body.map((j) => j.style)).toEqual(["Lyrical"]);
    }
    expect((await get<Job>(`/api/job/detail/${offered}`, artist.cookie)).body.style).toBe("Lyrique");
    const mine = await get<ConfirmedJob[]>("/api/job/confirmed-jobs", artist.cookie);
    expect(mine.body.map((j) => [j.style, j.artistStyle])).toEqual([["Acrodanse", ["Lyrique", "Acrodanse"]]]);
    const one = await get<ConfirmedJob>(`/api/job/artist-confirmed-job/${confirmed}`, artist.cookie);
    expect([one.body.style, one.body.artistStyle]).toEqual(["Acrodanse", ["Lyrique", "Acrodanse"]]);
  });
});

describe("the admin's console", () => {
  test("jobs, a job, its applicants, a confirm and a status change name the styles in French", async () => {
    const { clientId } = await insertStudio(t.db);
    const jobId = await insertJob(t.db, clientId, { style: "Musical Theatre", startDate: dayFromToday(40), endDate: dayFromToday(41) });
    const artist = await approvedArtistWithLogin(t, "Léa Caron", ["Musical Theatre", "Ballet"]);
    expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: artist.cookie })).status).toBe(200);

    const list = await get<AdminJob[]>("/api/admin/jobs?status=pending&page=1&limit=50", admin);
    expect(list.body.find((j) => j._id === jobId)!.style).toBe("Théâtre musical");
    expect((await get<AdminJob[]>("/api/admin/jobs", admin, false)).body.find((j) => j._id === jobId)!.style).toBe("Musical Theatre");
    expect((await get<AdminJob>(`/api/admin/jobs/${jobId}`, admin)).body.style).toBe("Théâtre musical");
    const applicants = await get<JobApplicant[]>(`/api/admin/jobs/${jobId}/applicants`, admin);
    expect(applicants.body.map((a) => a.artistStyle)).toEqual([["Ballet", "Théâtre musical"]]);

    const confirmedJob = await put<AdminJob>(`/api/admin/jobs/${jobId}/confirm`, admin, { artistId: artist.artist.id });
    expect(confirmedJob.status).toBe(200);
    expect(confirmedJob.body.style).toBe("Théâtre musical");
    await endJobInDb(t, jobId);
    const completed = await put<AdminJob>(`/api/admin/jobs/${jobId}/status`, admin, { status: "completed" });
    expect(completed.body).toMatchObject({ style: "Théâtre musical", status: "completed" });
  });

  test("applications and a decision name styles, types and availabilities in French", async () => {
    const applicant = await applyAsNewArtist(t, l, { artistStyle: ids("Pointe", "Modern") });
    const fr = (await get<AdminArtist>(`/api/admin/artists/${applicant.artistId}`, admin)).body;
    expect([fr.artistStyle, fr.artistType, fr.artistAvailable]).toEqual([
      ["Danse moderne", "Pointes"],
      ["Professeur de ballet"],
      ["Matins en semaine", "Après-midi en semaine"],
    ]);
    const listed = (await get<AdminArtist[]>("/api/admin/artists?status=pending", admin)).body.find((a) => a.id === applicant.artistId)!;
    expect(listed.artistStyle).toEqual(["Danse moderne", "Pointes"]);
    const en = (await get<AdminArtist>(`/api/admin/artists/${applicant.artistId}`, admin, false)).body;
    expect(en.artistStyle).toEqual(["Modern", "Pointe"]);
    const approved = await put<AdminArtist>(`/api/admin/artists/${applicant.artistId}/status`, admin, { status: "approved" });
    expect(approved.body.artistAvailable).toEqual(["Matins en semaine", "Après-midi en semaine"]);
  });

  test("style requests: the style and the artist's styles in French, and the decision's message", async () => {
    const artist = await applyAsNewArtist(t, l, { artistStyle: ids("Breakdance") }, "Zoé Paré");
    await setArtistStatus(t, artist.artistId, "approved");
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Zoé Paré", email: artist.email, artistStyle: ids("Breakdance", "Ballroom") })) form.append(k, v);
    expect((await t.call("PUT", "/api/artist/update", { cookie: artist.cookie, body: form })).status).toBe(200);

    const requests = await get<StyleRequest[]>("/api/admin/style-requests", admin);
    const mine = requests.body.find((r) => r.artistId === artist.artistId)!;
    expect([mine.style, mine.currentStyles]).toEqual(["Danse sociale", ["Breakdance"]]);
    expect((await get<StyleRequest[]>("/api/admin/style-requests", admin, false)).body.find((r) => r.id === mine.id)!.style).toBe("Ballroom");
    const decided = await put<StyleRequestDecided>(`/api/admin/style-requests/${mine.id}`, admin, { status: "approved" });
    expect(decided.json.message).toBe("Danse sociale ajouté aux styles de Zoé Paré");
    expect(decided.body.currentStyles).toEqual(["Danse sociale", "Breakdance"]);
  });
});

describe("English where there is no French", () => {
  test("a blank French name, and a job whose style was removed since, show the English name", async () => {
    await t.db.update(artistStyles).set({ nameFr: "  " }).where(eq(artistStyles.name, "Jazz"));
    const { cookie } = await studio();
    const posted = await postedJob(cookie, "Jazz");
    expect(posted.body.style).toBe("Jazz");
    expect((await get<Job>(`/api/job/detail/${posted.body._id}`, cookie)).body.style).toBe("Jazz");
    await t.db.update(jobs).set({ style: "Flamenco" }).where(eq(jobs.id, posted.body._id));
    expect((await get<Job[]>("/api/job/user-pending-jobs", cookie)).body.map((j) => j.style)).toEqual(["Flamenco"]);
    expect((await get<AdminJob>(`/api/admin/jobs/${posted.body._id}`, admin)).body.style).toBe("Flamenco");
  });
});
