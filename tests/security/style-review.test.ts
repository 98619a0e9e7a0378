import { describe, expect, test } from "bun:test";
import { approvedArtist, applyAsNewArtist, insertJob, insertStudio, styleId, suiteAppWithLookups } from "../artist-fixtures.ts";
import type { ArtistProfile } from "../../src/features/artists/artist-area.contract.ts";
import type { ArtistListItem } from "../../src/features/artists/artists.contract.ts";
import type { Job } from "../../src/features/jobs/jobs.contract.ts";
import type { StyleRequest, StyleRequestDecided } from "../../src/features/artists/style-requests.contract.ts";
import type { DomainEvent } from "../../src/platform/events/domain-events.ts";
import { expectQueueListing } from "../admin-fixtures.ts";

/**
 * An approved artist could add any style to its profile
 * and get its job offers at once. New styles now wait for the agency: not on the
 * roster, not offered jobs, until approved in the console; removals count at once.
 */

const { t, l } = await suiteAppWithLookups();
const admin = (await t.adminLogin()).cookie;
const { clientId } = await insertStudio(t.db);
const heard: DomainEvent[] = [];
for (const type of ["artist.styles_requested", "artist.style_approved", "artist.style_rejected"] as const) t.deps.events.on(type, (e) => heard.push(e));

/** The artists' approved name: saving it again changes only their styles (a new name waits for the agency too). */
const STYLE_TESTER = "Style Tester";

/** PUT /artist/update with these style names (and the account's name and e-mail). */
function saveStyles(artist: { cookie: string; email: string }, styles: string[]) {
  const form = new FormData();
  form.append("name", STYLE_TESTER);
  form.append("email", artist.email);
  form.append("artistStyle", styles.map((s) => styleId(l, s)).join(","));
  return t.call<ArtistProfile>("PUT", "/api/artist/update", { cookie: artist.cookie, body: form });
}

const profileOf = async (cookie: string) => (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body;
const rosterStyles = async (artistId: string) =>
  (await t.call<ArtistListItem[]>("GET", "/api/artist/all-list")).body.find((a) => a.id === artistId)?.artistStyle;
const offered = async (cookie: string, jobId: string) => (await t.call<Job[]>("GET", "/api/job/available-jobs", { cookie })).body.some((j) => j._id === jobId);
const requestsOf = async (artistId: string) =>
  (await t.call<StyleRequest[]>("GET", "/api/admin/style-requests", { cookie: admin })).body.filter((r) => r.artistId === artistId);
const decide = <T = StyleRequestDecided>(requestId: string, status: unknown) =>
  t.call<T>("PUT", `/api/admin/style-requests/${requestId}`, { cookie: admin, body: { status } });

describe("an approved artist adds a style", () => {
  test("it waits for the agency: not on the roster, no offers; the profile shows it awaiting review", async () => {
    const artist = await approvedArtist(t, l, "Ballet", STYLE_TESTER);
    const jazzJob = await insertJob(t.db, clientId, { style: "Jazz" });
    const from = heard.length;

    const r = await saveStyles(artist, ["Ballet", "Jazz"]);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Profile updated. Jazz awaits the agency's review");
    expect(r.body.artistStyle).toEqual(["Ballet"]);
    expect(r.body.pendingStyles).toEqual(["Jazz"]);
    // The edit form keeps it chosen, so saving again does not withdraw it.
    expect(r.body.choices.artistStyle.sort()).toEqual([styleId(l, "Ballet"), styleId(l, "Jazz")].sort());

    expect(await rosterStyles(artist.artistId)).toEqual(["Ballet"]);
    expect(await offered(artist.cookie, jazzJob)).toBe(false);
    expect((await t.call("PUT", `/api/job/job-accept/${jazzJob}`, { cookie: artist.cookie })).status).toBe(404);
    expect(heard.slice(from)).toEqual([
      { type: "artist.styles_requested", artistId: artist.artistId, userId: artist.user.userId, styleIds: [styleId(l, "Jazz")] },
    ]);

    const [request] = await requestsOf(artist.artistId);
    expect(request).toMatchObject({ artistName: "Style Tester", artistEmail: artist.email, style: "Jazz", currentStyles: ["Ballet"] });

    // Saving the same choices again asks nothing new.
    const again = await saveStyles(artist, ["Ballet", "Jazz"]);
    expect(again.json.message).toBe("Profile updated");
    expect(await requestsOf(artist.artistId)).toHaveLength(1);
  });

  test("approved by the agency: on the roster and offered jobs at once", async () => {
    const artist = await approvedArtist(t, l, "Ballet", STYLE_TESTER);
    const jazzJob = await insertJob(t.db, clientId, { style: "Jazz" });
    await saveStyles(artist, ["Ballet", "Jazz"]);
    expect(await rosterStyles(artist.artistId)).toEqual(["Ballet"]);
    const [request] = await requestsOf(artist.artistId);
    const from = heard.length;

    const r = await decide(request!.id, "approved");
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Jazz added to Style Tester's styles");
    expect(r.body).toMatchObject({ id: request!.id, status: "approved", style: "Jazz", currentStyles: ["Ballet", "Jazz"] });
    expect(heard.slice(from)).toEqual([
      { type: "artist.style_approved", requestId: request!.id, artistId: artist.artistId, userId: artist.user.userId, styleId: styleId(l, "Jazz") },
    ]);
    // The roster was cached before; the event dropped it.
    expect(await rosterStyles(artist.artistId)).toEqual(["Ballet", "Jazz"]);
    expect(await offered(artist.cookie, jazzJob)).toBe(true);
    const profile = await profileOf(artist.cookie);
    expect(profile.artistStyle).toEqual(["Ballet", "Jazz"]);
    expect(profile.pendingStyles).toEqual([]);
    expect(await requestsOf(artist.artistId)).toEqual([]);

    // Decided once: a second decision finds nothing.
    const second = await decide<null>(request!.id, "rejected");
    expect(second.status).toBe(404);
    expect(second.json).toEqual({ status: false, message: "Style request not found", response: null });
  });

  test("rejected by the agency: the request is gone, the style never counted", async () => {
    const artist = await approvedArtist(t, l, "Ballet", STYLE_TESTER);
    await saveStyles(artist, ["Ballet", "Tap"]);
    const [request] = await requestsOf(artist.artistId);
    const from = heard.length;
    const r = await decide(request!.id, "rejected");
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Tap declined for Style Tester");
    expect(heard.slice(from).map((e) => e.type)).toEqual(["artist.style_rejected"]);
    const profile = await profileOf(artist.cookie);
    expect(profile.artistStyle).toEqual(["Ballet"]);
    expect(profile.pendingStyles).toEqual([]);
    expect(await rosterStyles(artist.artistId)).toEqual(["Ballet"]);
  });

  test("removing a style counts at once; taking a pending one off withdraws it", async () => {
    const artist = await approvedArtist(t, l, "Ballet", STYLE_TESTER);
    const balletJob = await insertJob(t.db, clientId, { style: "Ballet" });
    await saveStyles(artist, ["Ballet", "Jazz"]);
    expect(await offered(artist.cookie, balletJob)).toBe(true);

    const r = await saveStyles(artist, ["Jazz"]);
    expect(r.status).toBe(200);
    expect(r.body.artistStyle).toEqual([]);
    expect(r.body.pendingStyles).toEqual(["Jazz"]);
    expect(await rosterStyles(artist.artistId)).toEqual([]);
    expect(await offered(artist.cookie, balletJob)).toBe(false);

    await saveStyles(artist, ["Tap"]);
    expect((await requestsOf(artist.artistId)).map((q) => q.style)).toEqual(["Tap"]);
    expect((await profileOf(artist.cookie)).pendingStyles).toEqual(["Tap"]);
  });

  test("an artist not yet approved chooses freely: the agency reviews the whole application", async () => {
    const artist = await applyAsNewArtist(t, l);
    const r = await saveStyles(artist, ["Ballet", "Jazz"]);
    expect(r.json.message).toBe("Profile updated");
    expect(r.body.artistStyle).toEqual(["Ballet", "Jazz"]);
    expect(r.body.pendingStyles).toEqual([]);
    expect(await requestsOf(artist.artistId)).toEqual([]);
  });
});

describe("the agency's review calls refuse what they must", () => {
  test("only the admin: 401 signed out, 403 for others; a bad decision is a 400 naming it; a malformed id a 404", async () => {
    const artist = await approvedArtist(t, l, "Ballet", STYLE_TESTER);
    await saveStyles(artist, ["Ballet", "Jazz"]);
    const [request] = await requestsOf(artist.artistId);
    const path = `/api/admin/style-requests/${request!.id}`;
    for (const [cookie, status] of [
      [undefined, 401],
      [artist.cookie, 403],
      [(await t.signUp("client")).cookie, 403],
    ] as const) {
      for (const [method, url, body] of [
        ["GET", "/api/admin/style-requests", undefined],
        ["PUT", path, { status: "approved" }],
      ] as const) {
        const r = await t.call(method, url, { cookie, body });
        expect(r.status).toBe(status);
        expect(r.json.status).toBe(false);
      }
    }
    const bad = await decide<null>(request!.id, "maybe");
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ status: false, message: "Status must be approved or rejected", response: null });
    expect((await decide("not-an-id", "approved")).status).toBe(404);
    // Nothing was decided by the refused calls.
    expect(await requestsOf(artist.artistId)).toHaveLength(1);
  });

  test("the list pages with X-Total-Count, oldest request first", () => expectQueueListing(t, admin, "/api/admin/style-requests"));
});
