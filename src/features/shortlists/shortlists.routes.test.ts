import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { clientFavourites, jobPreferredArtists, users } from "../../../db/schema.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { approvedArtistWithLogin, jobBody } from "../../../tests/job-fixtures.ts";
import type { AdminJob, JobApplicant } from "../bookings/admin.contract.ts";
import type { ArtistListItem } from "../artists/artists.contract.ts";
import type { FavouriteState } from "../studios/clients.contract.ts";
import type { JobDetail } from "../jobs/jobs.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();
const admin = await t.adminLogin();

async function studioClient(name = "Claire Studio") {
  const signed = await t.signUp("client", name);
  const studio = { studioName: "Pointe Studio", studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" };
  expect((await t.call("POST", "/api/client/add", { cookie: signed.cookie, body: studio })).status).toBe(201);
  return signed;
}

const save = (cookie: string | undefined, artistId: string) => t.call<FavouriteState>("POST", `/api/client/favourites/${artistId}`, { cookie });
const remove = (cookie: string | undefined, artistId: string) => t.call<FavouriteState>("DELETE", `/api/client/favourites/${artistId}`, { cookie });
const shortlist = (cookie: string | undefined, query = "") => t.call<ArtistListItem[]>("GET", `/api/client/favourites${query}`, { cookie });
const postJob = (cookie: string, overrides: Record<string, unknown> = {}) => t.call<JobDetail>("POST", "/api/job/add", { cookie, body: jobBody(overrides) });

describe("a studio's shortlist", () => {
  test("saving is idempotent (201, then 200, one row), removing too; the list is newest first, as roster items, paged", async () => {
    const studio = await studioClient();
    const ada = await insertArtist(t.db, { name: "Ada Ballet", styles: ["Ballet"] });
    const tom = await insertArtist(t.db, { name: "Tom Tap", styles: ["Tap"] });

    const first = await save(studio.cookie, ada.artist.id);
    expect(first.status).toBe(201);
    expect(first.json.message).toBe("Saved to your shortlist");
    expect(first.body).toEqual({ artistId: ada.artist.id, saved: true });
    const again = await save(studio.cookie, ada.artist.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ artistId: ada.artist.id, saved: true });
    expect(await t.db.select().from(clientFavourites).where(eq(clientFavourites.artistId, ada.artist.id))).toHaveLength(1);
    expect((await save(studio.cookie, tom.artist.id)).status).toBe(201);

    const all = await shortlist(studio.cookie);
    expect(all.status).toBe(200);
    expect(all.body.map((a) => a.user)).toEqual(["Tom Tap", "Ada Ballet"]);
    expect(all.body[1]).toEqual({ id: ada.artist.id, user: "Ada Ballet", headshotUrl: expect.any(String), artistStyle: ["Ballet"] });
    const page = await shortlist(studio.cookie, "?page=2&limit=1");
    expect(page.res.headers.get("x-total-count")).toBe("2");
    expect(page.body.map((a) => a.user)).toEqual(["Ada Ballet"]);
    // In French, the styles are named as the French list names them.
    const fr = await t.call<ArtistListItem[]>("GET", "/api/client/favourites", { cookie: studio.cookie, headers: { "accept-language": "fr" } });
    expect(fr.body.find((a) => a.id === tom.artist.id)?.artistStyle).toEqual(["Claquettes"]);

    const removed = await remove(studio.cookie, tom.artist.id);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe("Removed from your shortlist");
    expect(removed.body).toEqual({ artistId: tom.artist.id, saved: false });
    expect((await remove(studio.cookie, tom.artist.id)).status).toBe(200);
    expect((await shortlist(studio.cookie)).body.map((a) => a.id)).toEqual([ada.artist.id]);

    // Each studio its own: another studio's list is empty.
    const other = await studioClient("Other Studio");
    expect((await shortlist(other.cookie)).body).toEqual([]);
  });

  test("only artists of the public roster can be saved: pending, rejected, unknown, malformed are 404; one who leaves it leaves the list", async () => {
    const studio = await studioClient();
    const pending = await insertArtist(t.db, { name: "Pat Pending", status: "pending" });
    const rejected = await insertArtist(t.db, { name: "Rae Rejected", status: "rejected" });
    for (const id of [pending.artist.id, rejected.artist.id, Bun.randomUUIDv7(), "not-a-uuid"]) {
      const r = await save(studio.cookie, id);
      expect(r.status).toBe(404);
      expect(r.json).toMatchObject({ status: false, message: "Artist not found", response: null });
    }
    const gone = await insertArtist(t.db, { name: "Dee Disabled", styles: ["Ballet"] });
    expect((await save(studio.cookie, gone.artist.id)).status).toBe(201);
    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, gone.user.id));
    expect((await shortlist(studio.cookie)).body).toEqual([]);
  });

  test("signed out: 401; an artist or the agency: 403; a studio without its profile saves no one yet", async () => {
    const ada = await insertArtist(t.db, { name: "Ada Ballet", styles: ["Ballet"] });
    expect((await save(undefined, ada.artist.id)).status).toBe(401);
    expect((await shortlist(undefined)).status).toBe(401);
    const artist = await approvedArtistWithLogin(t, "Ann Artist", ["Ballet"]);
    for (const cookie of [artist.cookie, admin.cookie]) {
      expect((await save(cookie, ada.artist.id)).status).toBe(403);
      expect((await remove(cookie, ada.artist.id)).status).toBe(403);
      expect((await shortlist(cookie)).status).toBe(403);
    }
    const bare = await t.signUp("client", "No Profile Yet");
    const r = await save(bare.cookie, ada.artist.id);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Please complete your studio profile first");
    expect((await shortlist(bare.cookie)).body).toEqual([]);
    expect((await remove(bare.cookie, ada.artist.id)).status).toBe(200);
  });
});

describe("preferred artists on a job", () => {
  test("stored, returned on the studio's and the agency's views, replaced by an edit, copied by a duplicate", async () => {
    const studio = await studioClient();
    const ada = await insertArtist(t.db, { name: "Ada Ballet", styles: ["Ballet"] });
    const bea = await insertArtist(t.db, { name: "Bea Jazz", styles: ["Jazz"] });
    // The same id twice (and in capitals) is one preference.
    const posted = await postJob(studio.cookie, { preferredArtistIds: [bea.artist.id, ada.artist.id, ada.artist.id.toUpperCase()] });
    expect(posted.status).toBe(201);
    expect(posted.body.preferredArtistIds).toEqual([ada.artist.id, bea.artist.id]);
    expect(posted.body.preferredArtists).toEqual([
      { id: ada.artist.id, name: "Ada Ballet" },
      { id: bea.artist.id, name: "Bea Jazz" },
    ]);
    const jobId = posted.body._id;
    expect(await t.db.select().from(jobPreferredArtists).where(eq(jobPreferredArtists.jobId, jobId))).toHaveLength(2);
    expect((await t.call<JobDetail>("GET", `/api/job/detail/${jobId}`, { cookie: studio.cookie })).body.preferredArtistIds).toEqual([
      ada.artist.id,
      bea.artist.id,
    ]);
    const agency = await t.call<AdminJob>("GET", `/api/admin/jobs/${jobId}`, { cookie: admin.cookie });
    expect(agency.body.preferredArtists.map((a) => a.name)).toEqual(["Ada Ballet", "Bea Jazz"]);

    const edited = await t.call<JobDetail>("PUT", `/api/job/update/${jobId}`, {
      cookie: studio.cookie,
      body: jobBody({ preferredArtistIds: [bea.artist.id] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.preferredArtistIds).toEqual([bea.artist.id]);
    const copy = await t.call<JobDetail>("POST", `/api/job/duplicate/${jobId}`, { cookie: studio.cookie });
    expect(copy.body.preferredArtistIds).toEqual([bea.artist.id]);
    // A body without the field prefers no one.
    expect((await t.call<JobDetail>("PUT", `/api/job/update/${jobId}`, { cookie: studio.cookie, body: jobBody() })).body.preferredArtistIds).toEqual([]);
  });

  test("each must be an approved artist of the roster, a bounded list of ids: else a 400 that says so, and nothing is posted", async () => {
    const studio = await studioClient();
    const pending = await insertArtist(t.db, { name: "Pat Pending", status: "pending" });
    const before = (await t.call<unknown[]>("GET", "/api/job/user-pending-jobs", { cookie: studio.cookie })).body.length;
    for (const ids of [[pending.artist.id], [Bun.randomUUIDv7()]]) {
      const r = await postJob(studio.cookie, { preferredArtistIds: ids });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Each preferred artist must be an approved artist of the roster");
    }
    const tooMany = Array.from({ length: 11 }, () => Bun.randomUUIDv7());
    for (const bad of [tooMany, ["not-a-uuid"], "x", [42]]) {
      const r = await postJob(studio.cookie, { preferredArtistIds: bad });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Preferred artist ids must be a list of at most 10 artist ids");
    }
    const fr = await t.call("POST", "/api/job/add", {
      cookie: studio.cookie,
      body: jobBody({ preferredArtistIds: [pending.artist.id] }),
      headers: { "accept-language": "fr" },
    });
    expect(fr.json.message).toBe("Chaque artiste préféré doit être un artiste approuvé du répertoire");
    expect((await t.call<unknown[]>("GET", "/api/job/user-pending-jobs", { cookie: studio.cookie })).body).toHaveLength(before);
  });

  test("the agency's applicants: the preferred ones first and marked, then first come first", async () => {
    const studio = await studioClient();
    const early = await approvedArtistWithLogin(t, "Early Bird", ["Ballet"]);
    const late = await approvedArtistWithLogin(t, "Late Star", ["Ballet"]);
    const jobId = (await postJob(studio.cookie, { preferredArtistIds: [late.artist.id] })).body._id;
    for (const who of [early, late]) expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: who.cookie, body: {} })).status).toBe(200);
    const r = await t.call<JobApplicant[]>("GET", `/api/admin/jobs/${jobId}/applicants`, { cookie: admin.cookie });
    expect(r.body.map((a) => [a.name, a.preferred])).toEqual([
      ["Late Star", true],
      ["Early Bird", false],
    ]);
  });

  test("a preferred artist whose styles do not match hears of the job once, opens it and opts in; a matching preferred one hears once too", async () => {
    const studio = await studioClient();
    const tap = await approvedArtistWithLogin(t, "Tia Tap", ["Tap"]);
    const ballet = await approvedArtistWithLogin(t, "Bo Ballet", ["Ballet"]);
    const jobId = (await postJob(studio.cookie, { style: "Ballet", preferredArtistIds: [tap.artist.id, ballet.artist.id] })).body._id;
    await t.deps.notifications.idle();
    for (const who of [tap, ballet]) {
      const list = await t.call<NotificationPage>("GET", "/api/notifications", { cookie: who.cookie });
      expect(list.body.items.filter((n) => n.kind === "job.matching" && n.link === `/artist/jobs/details/${jobId}`)).toHaveLength(1);
    }
    // The notification's link opens the job, and the artist may opt in, though it is not among its offers by style.
    const detail = await t.call<JobDetail>("GET", `/api/job/detail/${jobId}`, { cookie: tap.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.preferredArtistIds).toBeUndefined();
    expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: tap.cookie, body: {} })).status).toBe(200);
    // Another tap artist the studio did not name neither hears of it nor sees it.
    const other = await approvedArtistWithLogin(t, "Ty Tap", ["Tap"]);
    expect((await t.call("GET", `/api/job/detail/${jobId}`, { cookie: other.cookie })).status).toBe(404);
  });
});
