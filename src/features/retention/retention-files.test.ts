import { describe, expect, test } from "bun:test";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { artistCredentials, artists, retentionFiles, retentionRuns } from "../../../db/schema.ts";
import { applyAsNewArtist, pdfFile, setArtistStatus, suiteAppWithLookups } from "../../../tests/artist-fixtures.ts";
import type { AdminArtist, ArtistProfile } from "../artists/artist-area.contract.ts";
import type { RetentionCounts } from "./retention.contract.ts";
import { runRetention } from "./retention.ts";

const { t, l } = await suiteAppWithLookups();
const admin = (await t.adminLogin()).cookie;
const files = t.deps.files;

/** A new day for the daily pass: the passes recorded so far are forgotten. */
const nextDay = () => t.db.delete(retentionRuns);
const pass = async (): Promise<RetentionCounts> => {
  await nextDay();
  const removed = await runRetention(t.db, files);
  if (!removed) throw new Error("the pass did not run");
  return removed;
};
const lastRun = async () => (await t.db.select().from(retentionRuns))[0]!;

/** Every stored key an application's row points at. */
async function keysOf(artistId: string): Promise<string[]> {
  const [a] = await t.db.select().from(artists).where(eq(artists.id, artistId));
  return [a!.headshotKey, a!.resumeKey, a!.policeCheckKey, a!.directDepositKey, ...a!.referenceLetterKeys].filter((k): k is string => Boolean(k));
}
const stored = async (keys: string[]) => (await Promise.all(keys.map(async (key) => ((await files.get(key)) ? key : undefined)))).filter(Boolean);
const listed = async () => (await t.db.select().from(retentionFiles)).map((r) => ({ key: r.key, kind: r.kind }));

/** An artist whose application the agency rejected `age` ago (a PostgreSQL interval), with a credential's document. */
async function rejectedAged(age: string) {
  const artist = await applyAsNewArtist(t, l);
  const form = new FormData();
  form.append("kind", "first_aid");
  form.append("issuedOn", "2026-01-15");
  form.append("document", pdfFile("first-aid.pdf"));
  expect((await t.call("POST", "/api/artist/credentials", { cookie: artist.cookie, body: form })).status).toBe(201);
  await setArtistStatus(t, artist.artistId, "rejected");
  await t.db
    .update(artists)
    .set({ rejectedAt: sql`now() - ${age}::interval` })
    .where(eq(artists.id, artist.artistId));
  const [credential] = await t.db.select().from(artistCredentials).where(eq(artistCredentials.artistId, artist.artistId));
  return { ...artist, keys: [...(await keysOf(artist.artistId)), credential!.documentKey] };
}

describe("the rejection's day", () => {
  test("set when the agency rejects, cleared when it approves and when the artist resubmits", async () => {
    const artist = await applyAsNewArtist(t, l);
    const rejectedAt = async () => (await t.db.select({ at: artists.rejectedAt }).from(artists).where(eq(artists.id, artist.artistId)))[0]!.at;
    expect(await rejectedAt()).toBeNull();
    await setArtistStatus(t, artist.artistId, "rejected");
    expect(Date.now() - (await rejectedAt())!.getTime()).toBeLessThan(60_000);
    await setArtistStatus(t, artist.artistId, "approved");
    expect(await rejectedAt()).toBeNull();
    await setArtistStatus(t, artist.artistId, "rejected");
    const form = new FormData();
    form.append("name", "Ana Again");
    form.append("email", artist.email);
    expect((await t.call("PUT", "/api/artist/update", { cookie: artist.cookie, body: form })).status).toBe(200);
    expect(await rejectedAt()).toBeNull();
  });
});

describe("documents of rejected applications", () => {
  test("a day past the period they are gone from storage and from the row, a day inside they stay; the pages answer without them", async () => {
    const inside = await rejectedAged("179 days");
    const past = await rejectedAged("181 days");
    expect(past.keys).toHaveLength(7);

    const removed = await pass();
    expect(removed).toEqual({ contactMessages: 0, auditLog: 0, rejectedApplicationFiles: 7, deletedAccountFiles: 0 });
    expect(await stored(past.keys)).toEqual([]);
    expect(await stored(inside.keys)).toEqual(inside.keys);
    expect(await keysOf(past.artistId)).toEqual([]);
    expect(await t.db.select().from(artistCredentials).where(eq(artistCredentials.artistId, past.artistId))).toEqual([]);
    expect(await listed()).toEqual([]);

    // The artist and the agency still read the application; its files are not found, never an error.
    const own = await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie: past.cookie });
    expect(own.status).toBe(200);
    expect((await t.request("GET", own.body.headshotUrl!, { cookie: past.cookie })).status).toBe(404);
    expect((await t.request("GET", own.body.documents.directDeposit, { cookie: past.cookie })).status).toBe(404);
    const application = await t.call<AdminArtist>("GET", `/api/admin/artists/${past.artistId}`, { cookie: admin });
    expect(application.status).toBe(200);
    expect((await t.request("GET", application.body.resumeUrl!, { cookie: admin })).status).toBe(404);
    expect((await t.request("GET", application.body.documents.referenceLetter1, { cookie: admin })).status).toBe(404);
    expect((await t.call("GET", "/api/artist/credentials", { cookie: past.cookie })).body).toEqual([]);
  });

  test("the owner's period applies, a file already missing from storage is no error, and the next pass finds nothing", async () => {
    const put = (rejectedApplicationDays: number) =>
      t.call("PUT", "/api/admin/settings/retention", {
        cookie: admin,
        body: { rejectedApplicationDays, deletedAccountFileDays: 30, contactMessageDays: 730, auditLogMonths: 24 },
      });
    // Longer than the default: the application of the test before, 179 days after its rejection, is inside it too.
    expect((await put(200)).status).toBe(200);
    const inside = await rejectedAged("199 days");
    const past = await rejectedAged("201 days");
    await files.delete(past.keys[0]!);

    expect((await pass()).rejectedApplicationFiles).toBe(7);
    expect((await lastRun()).error).toBeNull();
    expect(await stored(past.keys)).toEqual([]);
    expect(await stored(inside.keys)).toEqual(inside.keys);
    expect((await pass()).rejectedApplicationFiles).toBe(0);
    expect((await put(180)).status).toBe(200);
  });
});

describe("files left by deleted accounts", () => {
  const deleteAccount = (cookie: string) => t.call("DELETE", "/api/auth/account", { cookie, body: { password: "password-123" } });

  test("the deletion deletes them at once and leaves none waiting", async () => {
    const artist = await applyAsNewArtist(t, l);
    const keys = await keysOf(artist.artistId);
    expect((await deleteAccount(artist.cookie)).status).toBe(200);
    expect(await stored(keys)).toEqual([]);
    expect(await listed()).toEqual([]);
  });

  test("one the store could not delete waits the period, is tried again when due, and goes once it can", async () => {
    const artist = await applyAsNewArtist(t, l);
    const [deposit] = (await t.db.select({ key: artists.directDepositKey }).from(artists).where(eq(artists.id, artist.artistId))).map((r) => r.key);
    // A folder where the file was: the store's delete fails, as a disk or a bucket refusing would.
    const path = join(t.config.dataDir, "uploads", deposit!);
    await rm(path);
    await mkdir(join(path, "in-the-way"), { recursive: true });
    expect((await deleteAccount(artist.cookie)).status).toBe(200);
    expect(await listed()).toEqual([{ key: deposit!, kind: "deleted_account" }]);

    const age = (interval: string) => t.db.update(retentionFiles).set({ leftAt: sql`now() - ${interval}::interval` });
    await age("29 days");
    expect((await pass()).deletedAccountFiles).toBe(0);
    expect(await listed()).toHaveLength(1);

    await age("31 days");
    expect((await pass()).deletedAccountFiles).toBe(0);
    expect((await lastRun()).error).toContain("1 file(s) not deleted from storage");
    expect(await listed()).toHaveLength(1);

    await rm(path, { recursive: true });
    expect(await pass()).toEqual({ contactMessages: 0, auditLog: 0, rejectedApplicationFiles: 0, deletedAccountFiles: 1 });
    expect((await lastRun()).error).toBeNull();
    expect(await listed()).toEqual([]);
  });
});
