import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artists } from "../../../db/schema.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { approvedArtistWithLogin, completeJobInDb, confirmJobInDb, endJobInDb, jobBody } from "../../../tests/job-fixtures.ts";
import type { AdminReview, ArtistReview, JobReview, PublicReview } from "./reviews.contract.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

// PGlite by default; TEST_DATABASE_URL=postgres://… runs the same rules on PostgreSQL.
const t = await suiteApp();

const UNKNOWN_ID = "01900000-0000-7000-8000-000000000000";

/** A client account with its studio registered. */
async function studioClient(studioName = "Pointe Studio") {
  const signed = await t.signUp("client");
  const body = { studioName, studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" };
  expect((await t.call("POST", "/api/client/add", { cookie: signed.cookie, body })).status).toBe(201);
  return signed;
}

async function postJob(cookie: string) {
  const r = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie, body: jobBody() });
  expect(r.status).toBe(201);
  return r.body._id;
}

const studio = await studioClient("Pointe Studio");
const otherStudio = await studioClient("Studio Allegro");
const ada = await approvedArtistWithLogin(t, "Ada Ballet", ["Ballet"]);
const bo = await approvedArtistWithLogin(t, "Bo Tap", ["Tap"]);
const admin = await t.adminLogin();

/** A job of `by` completed with `artistId`, straight in the database. */
async function completedJob(artistId = ada.artist.id, by = studio.cookie) {
  const jobId = await postJob(by);
  await completeJobInDb(t, jobId, artistId);
  return jobId;
}

const review = (jobId: string, rating = 5, comment = "Wonderful with the little ones.", cookie = studio.cookie) =>
  t.call<PublicReview>("POST", "/api/review", { cookie, body: { jobId, rating, comment } });

async function counters(artistId: string) {
  const [row] = await t.db.select({ sum: artists.ratingSum, count: artists.reviewCount }).from(artists).where(eq(artists.id, artistId));
  return row!;
}

const publicList = (artistId: string, query = "") => t.call<PublicReview[]>("GET", `/api/artist/${artistId}/reviews${query}`);

describe("POST /api/review", () => {
  test("only after the agency completed the job: 409 while confirmed, 201 once completed, 409 a second time", async () => {
    const jobId = await postJob(studio.cookie);
    expect((await t.call<JobReview>("GET", `/api/review/job/${jobId}`, { cookie: studio.cookie })).body).toEqual({ review: null });
    expect((await review(jobId)).status).toBe(409);
    await confirmJobInDb(t, jobId, ada.artist.id);
    const early = await review(jobId);
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ status: false, message: "This job is not completed yet: you can review its artist once it is" });
    await endJobInDb(t, jobId);
    expect((await t.call("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin.cookie, body: { status: "completed" } })).status).toBe(200);

    const posted = await review(jobId, 4, "  Punctual and warm.\nThe kids loved her.  ");
    expect(posted.status).toBe(201);
    expect(posted.json.message).toBe("Thank you: your review is published");
    expect(posted.body).toMatchObject({ rating: 4, comment: "Punctual and warm.\nThe kids loved her.", studioName: "Pointe Studio", reply: null });

    const again = await review(jobId, 1, "Changed my mind");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("You already reviewed this job");
    const mine = await t.call<JobReview>("GET", `/api/review/job/${jobId}`, { cookie: studio.cookie });
    expect(mine.body.review).toMatchObject({ id: posted.body.id, rating: 4 });
  });

  test("two posts racing for one job: one 201, one 409, one review counted", async () => {
    const jobId = await completedJob(bo.artist.id);
    const before = await counters(bo.artist.id);
    const statuses = (await Promise.all([review(jobId, 5), review(jobId, 2)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const after = await counters(bo.artist.id);
    expect(after.count).toBe(before.count + 1);
  });

  test("someone else's job, an unknown or malformed one: 404; artists and the agency: 403; signed out: 401", async () => {
    const jobId = await completedJob();
    expect((await review(jobId, 5, "", otherStudio.cookie)).status).toBe(404);
    expect((await review(UNKNOWN_ID)).status).toBe(404);
    expect((await t.call("GET", `/api/review/job/${jobId}`, { cookie: otherStudio.cookie })).status).toBe(404);
    expect((await review(jobId, 5, "", ada.cookie)).status).toBe(403);
    expect((await review(jobId, 5, "", admin.cookie)).status).toBe(403);
    expect((await t.call("POST", "/api/review", { body: { jobId, rating: 5, comment: "" } })).status).toBe(401);
  });

  test("hostile input: ratings out of 1–5 or not whole, a comment too long or with control characters, each a 400 naming the field", async () => {
    const jobId = await completedJob();
    for (const rating of [0, 6, 4.5, -1, 1e300, "5", null]) {
      const r = await t.call("POST", "/api/review", { cookie: studio.cookie, body: { jobId, rating, comment: "" } });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Rating must be a whole number from 1 to 5");
    }
    const long = await review(jobId, 5, "a".repeat(2001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("The comment must be at most 2000 characters");
    const control = await review(jobId, 5, "Nice\u0000 work");
    expect(control.status).toBe(400);
    expect(control.json.message).toBe("The comment must not contain control characters");
    const noJob = await t.call("POST", "/api/review", { cookie: studio.cookie, body: { rating: 5 } });
    expect(noJob.json.message).toBe("Job id is required");
    const french = await t.call("POST", "/api/review", { cookie: studio.cookie, body: { jobId, rating: 9 }, headers: { "accept-language": "fr" } });
    expect(french.json.message).toContain("Note");
    // Nothing was stored by the refusals: the job can still be reviewed.
    expect((await review(jobId, 3)).status).toBe(201);
  });
});

describe("the public list and the average", () => {
  test("newest first, paged with X-Total-Count, with the studio's name and the artist's reply; a pending or unknown artist is a 404", async () => {
    const artist = await approvedArtistWithLogin(t, "Cy Jazz", ["Jazz"]);
    const ids: string[] = [];
    for (const rating of [3, 4, 5]) ids.push((await review(await completedJob(artist.artist.id), rating, `Rated ${rating}`)).body.id);
    const page1 = await publicList(artist.artist.id, "?page=1&limit=2");
    expect(page1.status).toBe(200);
    expect(page1.res.headers.get("X-Total-Count")).toBe("3");
    expect(page1.body.map((r) => r.comment)).toEqual(["Rated 5", "Rated 4"]);
    expect(page1.body[0]).toMatchObject({ studioName: "Pointe Studio", reply: null, repliedAt: null });
    expect(new Date(page1.body[0]!.createdAt).getTime()).toBeGreaterThan(0);
    expect((await publicList(artist.artist.id, "?page=2&limit=2")).body.map((r) => r.comment)).toEqual(["Rated 3"]);
    expect((await publicList(artist.artist.id)).body).toHaveLength(3);
    expect(await counters(artist.artist.id)).toEqual({ sum: 12, count: 3 });

    expect((await publicList(UNKNOWN_ID)).status).toBe(404);
    expect((await publicList("not-an-id")).status).toBe(404);
    const pending = await insertArtist(t.db, { name: "Pending Pat", status: "pending" });
    expect((await publicList(pending.artist.id)).status).toBe(404);
    expect((await publicList(artist.artist.id, "?page=0")).status).toBe(400);
  });

  test("the agency hides a review with a reason: it leaves the list, the average and the count; shown again, it comes back", async () => {
    const artist = await approvedArtistWithLogin(t, "Di Hip Hop", ["Hip Hop"]);
    const kept = (await review(await completedJob(artist.artist.id), 5, "Great")).body;
    const unfair = (await review(await completedJob(artist.artist.id), 1, "Rude words")).body;
    expect(await counters(artist.artist.id)).toEqual({ sum: 6, count: 2 });

    const noReason = await t.call("PUT", `/api/admin/reviews/${unfair.id}`, { cookie: admin.cookie, body: { hidden: true } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe("Give a reason to hide a review");

    const hidden = await t.call<AdminReview>("PUT", `/api/admin/reviews/${unfair.id}`, { cookie: admin.cookie, body: { hidden: true, reason: "Insults" } });
    expect(hidden.status).toBe(200);
    expect(hidden.json.message).toBe("Review hidden");
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: "Insults", artistName: "Di Hip Hop", studioName: "Pointe Studio" });
    expect(await counters(artist.artist.id)).toEqual({ sum: 5, count: 1 });
    expect((await publicList(artist.artist.id)).body.map((r) => r.id)).toEqual([kept.id]);
    // The artist still sees it, flagged; the console lists it with its reason.
    const own = await t.call<ArtistReview[]>("GET", "/api/review/mine", { cookie: artist.cookie });
    expect(own.body.find((r) => r.id === unfair.id)?.hidden).toBe(true);
    const consoleList = await t.call<AdminReview[]>("GET", "/api/admin/reviews?page=1&limit=100", { cookie: admin.cookie });
    expect(consoleList.body.find((r) => r.id === unfair.id)).toMatchObject({ hidden: true, hiddenReason: "Insults" });
    expect(Number(consoleList.res.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(2);

    // Hiding twice changes nothing more.
    await t.call("PUT", `/api/admin/reviews/${unfair.id}`, { cookie: admin.cookie, body: { hidden: true, reason: "Insults" } });
    expect(await counters(artist.artist.id)).toEqual({ sum: 5, count: 1 });

    const shown = await t.call<AdminReview>("PUT", `/api/admin/reviews/${unfair.id}`, { cookie: admin.cookie, body: { hidden: false } });
    expect(shown.json.message).toBe("Review shown again");
    expect(shown.body).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await counters(artist.artist.id)).toEqual({ sum: 6, count: 2 });
    expect((await publicList(artist.artist.id)).body.map((r) => r.id)).toEqual([unfair.id, kept.id]);

    expect((await t.call("PUT", `/api/admin/reviews/${UNKNOWN_ID}`, { cookie: admin.cookie, body: { hidden: false } })).status).toBe(404);
    expect((await t.call("PUT", `/api/admin/reviews/${kept.id}`, { cookie: studio.cookie, body: { hidden: false } })).status).toBe(403);
    expect((await t.call("GET", "/api/admin/reviews", { cookie: artist.cookie })).status).toBe(403);
  });
});

describe("PUT /api/review/:id/reply", () => {
  test("the artist replies once to a review of them; the reply is public; a second is a 409; someone else's review a 404", async () => {
    const posted = (await review(await completedJob(ada.artist.id), 4, "Lovely class")).body;
    expect((await t.call("PUT", `/api/review/${posted.id}/reply`, { cookie: bo.cookie, body: { reply: "Not mine" } })).status).toBe(404);
    expect((await t.call("PUT", `/api/review/${UNKNOWN_ID}/reply`, { cookie: ada.cookie, body: { reply: "Hi" } })).status).toBe(404);
    expect((await t.call("PUT", `/api/review/${posted.id}/reply`, { cookie: studio.cookie, body: { reply: "Hi" } })).status).toBe(403);
    const empty = await t.call("PUT", `/api/review/${posted.id}/reply`, { cookie: ada.cookie, body: { reply: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("Reply is required");

    const before = await counters(ada.artist.id);
    const replied = await t.call<ArtistReview>("PUT", `/api/review/${posted.id}/reply`, { cookie: ada.cookie, body: { reply: "Thank you, see you soon!" } });
    expect(replied.status).toBe(200);
    expect(replied.json.message).toBe("Reply published");
    expect(replied.body).toMatchObject({ reply: "Thank you, see you soon!", hidden: false });
    expect(replied.body.repliedAt).not.toBeNull();

    const twice = await t.call("PUT", `/api/review/${posted.id}/reply`, { cookie: ada.cookie, body: { reply: "Edited" } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("You already replied to this review");
    const listed = (await publicList(ada.artist.id)).body.find((r) => r.id === posted.id);
    expect(listed).toMatchObject({ reply: "Thank you, see you soon!" });
    // A reply moves neither the average nor the count; the artist's own list carries it.
    expect(await counters(ada.artist.id)).toEqual(before);
    const mine = await t.call<ArtistReview[]>("GET", "/api/review/mine?page=1&limit=100", { cookie: ada.cookie });
    expect(mine.body.find((r) => r.id === posted.id)).toMatchObject({ reply: "Thank you, see you soon!", hidden: false });
    expect(mine.res.headers.get("X-Total-Count")).toBe(String(before.count));
  });
});

describe("the roster follows the reviews at once (the review.changed event)", () => {
  test("a new review and a hidden one move the stars of the cached roster search, on every instance's next read", async () => {
    const carla = await approvedArtistWithLogin(t, "Carla Stars", ["Ballet"]);
    const searchFor = async () =>
      (await t.call<{ items: { id: string; rating: number | null; reviewCount: number }[] }>("GET", "/api/artist/search?q=Carla")).body.items.find(
        (a) => a.id === carla.artist.id,
      );
    // The unfiltered first page is cached; so is this search's page for 10 s.
    await t.call("GET", "/api/artist/search");
    expect(await searchFor()).toMatchObject({ rating: null, reviewCount: 0 });
    const jobId = await completedJob(carla.artist.id);
    const posted = await review(jobId, 4);
    expect(posted.status).toBe(201);
    expect(await searchFor()).toMatchObject({ rating: 4, reviewCount: 1 });
    const hide = await t.call("PUT", `/api/admin/reviews/${posted.body.id}`, { cookie: admin.cookie, body: { hidden: true, reason: "Off topic" } });
    expect(hide.status).toBe(200);
    expect(await searchFor()).toMatchObject({ rating: null, reviewCount: 0 });
  });
});
