import { afterAll, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { artists, retentionFiles } from "../../../db/schema.ts";
import { applyAsNewArtist, setArtistStatus, suiteAppWithLookups } from "../../../tests/artist-fixtures.ts";
import { bucketClient, startS3Server } from "../../../tests/s3.ts";
import { runRetention } from "./retention.ts";

/** The retention pass on the S3 driver, against a real S3-compatible server. */
const s3 = await startS3Server();
afterAll(() => s3.stop());
const { t, l } = await suiteAppWithLookups({ env: s3.env });
const bucket = bucketClient(s3);
const objectKeys = async () => (await Array.fromAsync(bucket.listObjects(), (o) => o.key)).sort();

test("a rejected application past its period leaves no object in the bucket, and its row points at none", async () => {
  const before = await objectKeys();
  const artist = await applyAsNewArtist(t, l);
  await setArtistStatus(t, artist.artistId, "rejected");
  const added = (await objectKeys()).filter((key) => !before.includes(key));
  expect(added).toHaveLength(6);
  await t.db.update(artists).set({ rejectedAt: sql`now() - interval '181 days'` }).where(eq(artists.id, artist.artistId));

  const removed = await runRetention(t.db, t.deps.files);
  expect(removed?.rejectedApplicationFiles).toBe(6);
  expect(await objectKeys()).toEqual(before);
  const [row] = await t.db.select().from(artists).where(eq(artists.id, artist.artistId));
  expect([row!.headshotKey, row!.resumeKey, row!.policeCheckKey, row!.directDepositKey, ...row!.referenceLetterKeys]).toEqual(["", "", null, "", "", ""]);
  expect(await t.db.select().from(retentionFiles)).toEqual([]);
});
