import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { S3Client } from "@bradenmacdonald/s3-lite-client";
import { eq } from "drizzle-orm";
import { artists } from "../../db/schema.ts";
import {
  applyAsNewArtist,
  fetchLookups,
  expectKeptHeadshot,
  JPEG_BYTES,
  jpegFile,
  PDF_BYTES,
  setArtistStatus,
  storedKeys,
  suiteAppWithLookups,
} from "../artist-fixtures.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../harness.ts";
import { bucketClient, startS3Server, type TestS3Server } from "../s3.ts";
import type { AdminArtist, ArtistProfile } from "../../src/features/artists/artist-area.contract.ts";
import type { ArtistListItem } from "../../src/features/artists/artists.contract.ts";
import { reconcileArtistFiles } from "../../src/features/artists/artist-files.ts";

/**
 * Headshots and resumes of pending and rejected artists
 * were public by URL. They are public only while the artist is approved:
 * stored under private/ until then, moved to public/ on approval
 * and back on a rejection. The artist and the admin still see them through the API.
 */

const { t, l } = await suiteAppWithLookups();
const admin = (await t.adminLogin()).cookie;

const keysOf = async (artistId: string) =>
  (await t.db.select({ headshot: artists.headshotKey, resume: artists.resumeKey }).from(artists).where(eq(artists.id, artistId)))[0]!;

/** The artist saves its profile (PUT /api/artist/update) under `name` with a new headshot; the reply's status. */
async function saveNewHeadshot(artist: { cookie: string; email: string }, name: string) {
  const form = new FormData();
  form.append("name", name);
  form.append("email", artist.email);
  form.append("headshot", jpegFile("new.jpg"));
  return (await t.call("PUT", "/api/artist/update", { cookie: artist.cookie, body: form })).status;
}

/** The URL the app would serve a key at if it were public: /files/<name>. */
const filesUrl = (key: string) => `/files/${key.slice(key.indexOf("/") + 1)}`;

/** What an anonymous visitor gets for each of the artist's files, at every URL it ever had. */
async function publicStatuses(artistId: string, ...extra: string[]) {
  const { headshot, resume } = await keysOf(artistId);
  const urls = [filesUrl(headshot), filesUrl(resume), ...extra];
  return Promise.all(urls.map(async (url) => (await t.request("GET", url)).status));
}

/**
 * The owner's and the admin's views of the files: each URL answers the right bytes to them (the
 * headshot as it is kept, unless it was stored as `storedHeadshot` by an older version).
 */
async function expectOwnerAndAdminSee(artistId: string, cookie: string, storedHeadshot?: Uint8Array) {
  const own = (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body;
  const review = (await t.call<AdminArtist>("GET", `/api/admin/artists/${artistId}`, { cookie: admin })).body;
  const headshot = async (res: Response) =>
    storedHeadshot ? expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(storedHeadshot)) : expectKeptHeadshot(res);
  const resume = async (res: Response) => expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF_BYTES);
  for (const [url, viewer, expectBody] of [
    [own.headshotUrl!, cookie, headshot],
    [own.resumeUrl!, cookie, resume],
    [review.headshotUrl, admin, headshot],
    [review.resumeUrl, admin, resume],
  ] as const) {
    const res = await t.request("GET", url, { cookie: viewer });
    expect(res.status).toBe(200);
    await expectBody(res);
  }
  return { own, review };
}

describe("a pending artist's headshot and resume", () => {
  test("are 404 to the public and stored under private/; the artist and the admin see them through the API", async () => {
    const artist = await applyAsNewArtist(t, l);
    const { headshot, resume } = await keysOf(artist.artistId);
    expect(headshot).toStartWith("private/");
    expect(resume).toStartWith("private/");
    expect(await publicStatuses(artist.artistId)).toEqual([404, 404]);

    const { own, review } = await expectOwnerAndAdminSee(artist.artistId, artist.cookie);
    expect(own.headshotUrl).toBe("/api/artist/documents/headshot");
    expect(own.resumeUrl).toBe("/api/artist/documents/resume");
    expect(review.headshotUrl).toBe(`/api/admin/artists/${artist.artistId}/documents/headshot`);

    // Their private URLs are the owner's and the admin's only.
    const stranger = await t.signUp("artist");
    const client = await t.signUp("client");
    for (const url of [own.headshotUrl!, review.headshotUrl, review.resumeUrl]) {
      const res = await t.call("GET", url);
      expect(res.status).toBe(401);
      expect(res.json.status).toBe(false);
    }
    expect((await t.call("GET", review.headshotUrl, { cookie: stranger.cookie })).status).toBe(403);
    expect((await t.call("GET", review.headshotUrl, { cookie: client.cookie })).status).toBe(403);
    // Another artist's own route is its own files (none yet), never this one's.
    expect((await t.call("GET", own.headshotUrl!, { cookie: stranger.cookie })).status).toBe(404);
  });

  test("a new headshot sent while pending is private too", async () => {
    const artist = await applyAsNewArtist(t, l);
    expect(await saveNewHeadshot(artist, "Pending Painter")).toBe(200);
    expect((await keysOf(artist.artistId)).headshot).toStartWith("private/");
    expect(await publicStatuses(artist.artistId)).toEqual([404, 404]);
    await expectOwnerAndAdminSee(artist.artistId, artist.cookie);
  });
});

describe("approval publishes them; a rejection takes them back", () => {
  test("approved: 200 to the public at /files, on the roster; the private copies are gone", async () => {
    const artist = await applyAsNewArtist(t, l);
    const before = await keysOf(artist.artistId);
    await setArtistStatus(t, artist.artistId, "approved");
    const after = await keysOf(artist.artistId);
    expect(after.headshot).toStartWith("public/");
    expect(after.resume).toStartWith("public/");
    expect(await publicStatuses(artist.artistId)).toEqual([200, 200]);
    expect(storedKeys(`${t.config.dataDir}/uploads`)).not.toContain(before.headshot);

    const { own, review } = await expectOwnerAndAdminSee(artist.artistId, artist.cookie);
    expect(own.headshotUrl).toBe(filesUrl(after.headshot));
    expect(review.resumeUrl).toBe(filesUrl(after.resume));
    const roster = (await t.call<ArtistListItem[]>("GET", "/api/artist/all-list")).body;
    expect(roster.find((a) => a.id === artist.artistId)?.headshotUrl).toBe(filesUrl(after.headshot));

    // A headshot replaced by an approved artist is public at once.
    expect(await saveNewHeadshot(artist, "Approved Painter")).toBe(200);
    expect((await keysOf(artist.artistId)).headshot).toStartWith("public/");
    expect(await publicStatuses(artist.artistId)).toEqual([200, 200]);
  });

  test("rejected after approval: every URL the public had is 404; the artist and the admin still see the files", async () => {
    const artist = await applyAsNewArtist(t, l);
    await setArtistStatus(t, artist.artistId, "approved");
    const published = await keysOf(artist.artistId);
    await setArtistStatus(t, artist.artistId, "rejected");
    expect((await keysOf(artist.artistId)).headshot).toStartWith("private/");
    expect(await publicStatuses(artist.artistId, filesUrl(published.headshot), filesUrl(published.resume))).toEqual([404, 404, 404, 404]);
    const { own } = await expectOwnerAndAdminSee(artist.artistId, artist.cookie);
    expect(own.headshotUrl).toBe("/api/artist/documents/headshot");
    const roster = (await t.call<ArtistListItem[]>("GET", "/api/artist/all-list")).body;
    expect(roster.some((a) => a.id === artist.artistId)).toBe(false);
  });

  test("rejected straight away: never public", async () => {
    const artist = await applyAsNewArtist(t, l);
    await setArtistStatus(t, artist.artistId, "rejected");
    expect(await publicStatuses(artist.artistId)).toEqual([404, 404]);
    await expectOwnerAndAdminSee(artist.artistId, artist.cookie);
  });

  test("files written public before this rule are made private at start (reconcileArtistFiles)", async () => {
    const artist = await applyAsNewArtist(t, l);
    // As an older version stored them: public while pending.
    const headshot = await t.deps.files.put("public", JPEG_BYTES, "image/jpeg", "jpg");
    const resume = await t.deps.files.put("public", PDF_BYTES, "application/pdf", "pdf");
    await t.db.update(artists).set({ headshotKey: headshot, resumeKey: resume }).where(eq(artists.id, artist.artistId));
    expect((await t.request("GET", filesUrl(headshot))).status).toBe(200);
    await reconcileArtistFiles(t.db, t.deps.files);
    expect(await publicStatuses(artist.artistId, filesUrl(headshot), filesUrl(resume))).toEqual([404, 404, 404, 404]);
    await expectOwnerAndAdminSee(artist.artistId, artist.cookie, JPEG_BYTES);
  });
});

describe("documents are downloaded, pictures shown (the second outside review)", () => {
  test("an approved artist's résumé at /files is an attachment, its headshot inline; every private document is an attachment, to its owner and the agency", async () => {
    const artist = await applyAsNewArtist(t, l);
    await setArtistStatus(t, artist.artistId, "approved");
    const { headshot, resume } = await keysOf(artist.artistId);
    const disposition = async (url: string, cookie?: string) => (await t.request("GET", url, { cookie })).headers.get("content-disposition");
    expect(await disposition(filesUrl(resume))).toBe("attachment");
    expect(await disposition(filesUrl(headshot))).toBe("inline");
    for (const kind of ["directDeposit", "referenceLetter1", "referenceLetter2", "policeCheck"]) {
      expect(await disposition(`/api/artist/documents/${kind}`, artist.cookie)).toStartWith("attachment; filename=");
      expect(await disposition(`/api/admin/artists/${artist.artistId}/documents/${kind}`, admin)).toStartWith("attachment; filename=");
    }
    // Pending, the résumé comes through the API: downloaded there too.
    const pending = await applyAsNewArtist(t, l);
    expect(await disposition("/api/artist/documents/resume", pending.cookie)).toBe('attachment; filename="resume.pdf"');
    expect(await disposition("/api/artist/documents/headshot", pending.cookie)).toBe('inline; filename="headshot.webp"');
  });
});

describe("on S3 with S3_PUBLIC_URL (the bucket serves public/ itself)", () => {
  let s3: TestS3Server;
  let st: TestApp;
  let bucket: S3Client;
  beforeAll(async () => {
    s3 = await startS3Server();
    st = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: "https://cdn.example.test/bucket" } });
    bucket = bucketClient(s3);
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await st?.close();
    await s3?.stop();
  });
  const publicObjects = async () => (await Array.fromAsync(bucket.listObjects({ prefix: "public/" }), (o) => o.key)).sort();

  test("a pending artist puts nothing under public/; approval puts its headshot and resume there", async () => {
    const sl = await fetchLookups(st);
    const before = await publicObjects();
    const artist = await applyAsNewArtist(st, sl);
    expect(await publicObjects()).toEqual(before);
    const own = (await st.call<ArtistProfile>("GET", "/api/artist/profile", { cookie: artist.cookie })).body;
    expect(own.headshotUrl).toBe("/api/artist/documents/headshot");
    expect((await st.request("GET", own.headshotUrl!, { cookie: artist.cookie })).status).toBe(200);

    await setArtistStatus(st, artist.artistId, "approved");
    const added = (await publicObjects()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(2);
    const approved = (await st.call<ArtistProfile>("GET", "/api/artist/profile", { cookie: artist.cookie })).body;
    expect(added.map((k) => `https://cdn.example.test/bucket/${k}`).sort()).toEqual([approved.headshotUrl!, approved.resumeUrl!].sort());

    await setArtistStatus(st, artist.artistId, "rejected");
    expect(await publicObjects()).toEqual(before);
  });
});
