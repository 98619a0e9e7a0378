import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { join } from "node:path";
import { artists } from "../../../db/schema.ts";
import { applyAsNewArtist, setArtistStatus, storedKeys, suiteAppWithLookups } from "../../../tests/artist-fixtures.ts";
import { contains, jpeg, withExif } from "../../../tests/photos.ts";
import type { Logger } from "../../platform/log.ts";
import { keepStoredHeadshots } from "./artist-files.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";

/** Headshots stored as sent, before they were kept as WebP (src/platform/storage/pictures.ts), are kept so at start. */

const { t, l } = await suiteAppWithLookups();
const uploads = join(t.config.dataDir, "uploads");

const headshotKey = async (artistId: string) => (await t.db.select({ key: artists.headshotKey }).from(artists).where(eq(artists.id, artistId)))[0]!.key;

/** An artist whose headshot an older version stored as sent: a phone's photo, public or private as its status says. */
async function artistWithStoredPhoto(approved: boolean) {
  const artist = await applyAsNewArtist(t, l);
  if (approved) await setArtistStatus(t, artist.artistId, "approved");
  const photo = withExif(await jpeg(90, 60), "GPS 45.5017 N 73.5673 W");
  const key = await t.deps.files.put(approved ? "public" : "private", photo, "image/jpeg", "jpg");
  const kept = await headshotKey(artist.artistId);
  await t.db.update(artists).set({ headshotKey: key }).where(eq(artists.id, artist.artistId));
  await t.deps.files.delete(kept);
  return { ...artist, key };
}

function recordingLog(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  const ignore = () => undefined;
  return { warnings, debug: ignore, info: ignore, error: ignore, warn: (msg, fields) => warnings.push(`${msg} ${JSON.stringify(fields)}`) };
}

test("public and private ones are kept where they are, upright and without their metadata; the old files go; the roster is told", async () => {
  const approved = await artistWithStoredPhoto(true);
  const pending = await artistWithStoredPhoto(false);
  const events: DomainEvent[] = [];
  const off = t.deps.events.on("artist.profile_changed", (e) => void events.push(e));
  const log = recordingLog();

  expect(await keepStoredHeadshots({ db: t.db, files: t.deps.files, events: t.deps.events, log })).toBe(2);
  off();

  const keys = { approved: await headshotKey(approved.artistId), pending: await headshotKey(pending.artistId) };
  expect(keys.approved).toMatch(/^public\/.+\.webp$/);
  expect(keys.pending).toMatch(/^private\/.+\.webp$/);
  expect(storedKeys(uploads)).not.toContain(approved.key);
  expect(storedKeys(uploads)).not.toContain(pending.key);
  const served = await t.request("GET", `/files/${keys.approved.slice("public/".length)}`);
  expect(served.headers.get("content-type")).toBe("image/webp");
  const bytes = await served.bytes();
  expect(await new Bun.Image(bytes).metadata()).toEqual({ width: 60, height: 90, format: "webp" });
  expect(contains(bytes, "73.5673")).toBe(false);
  expect((await t.request("GET", `/files/${pending.key.slice("private/".length)}`)).status).toBe(404);
  expect(events).toEqual([
    { type: "artist.profile_changed", artistId: approved.artistId, userId: approved.user.userId, approved: true },
    { type: "artist.profile_changed", artistId: pending.artistId, userId: pending.user.userId, approved: false },
  ]);
  expect(log.warnings).toEqual([]);
  // Nothing left to do.
  expect(await keepStoredHeadshots({ db: t.db, files: t.deps.files, events: t.deps.events, log })).toBe(0);
});

test("two instances doing it at once leave one kept headshot per artist and no stray copy", async () => {
  const artist = await artistWithStoredPhoto(true);
  const before = storedKeys(uploads).length;
  const log = recordingLog();
  const [a, b] = await Promise.all([
    keepStoredHeadshots({ db: t.db, files: t.deps.files, events: t.deps.events, log }),
    keepStoredHeadshots({ db: t.db, files: t.deps.files, events: t.deps.events, log }),
  ]);
  expect(a + b).toBe(1);
  expect(await headshotKey(artist.artistId)).toEndWith(".webp");
  expect(storedKeys(uploads)).toHaveLength(before);
});

test("one that cannot be read is left as it was and logged; the others are kept; a stop ends the work", async () => {
  const broken = await applyAsNewArtist(t, l);
  const unreadable = await t.deps.files.put("private", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "image/jpeg", "jpg");
  await t.db.update(artists).set({ headshotKey: unreadable }).where(eq(artists.id, broken.artistId));
  const fine = await artistWithStoredPhoto(false);
  const log = recordingLog();

  const stopped = new AbortController();
  stopped.abort();
  expect(await keepStoredHeadshots({ db: t.db, files: t.deps.files, events: t.deps.events, log, signal: stopped.signal })).toBe(0);
  expect(await headshotKey(fine.artistId)).toBe(fine.key);

  expect(await keepStoredHeadshots({ db: t.db, files: t.deps.files, events: t.deps.events, log })).toBe(1);
  expect(await headshotKey(broken.artistId)).toBe(unreadable);
  expect(storedKeys(uploads)).toContain(unreadable);
  expect(await headshotKey(fine.artistId)).toEndWith(".webp");
  expect(log.warnings).toEqual([
    `headshot not kept ${JSON.stringify({ artistId: broken.artistId, error: "Headshot could not be read as a picture, save it again as a JPEG" })}`,
  ]);
});
