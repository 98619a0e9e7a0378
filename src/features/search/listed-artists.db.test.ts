import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { insertArtist } from "../../../tests/factories.ts";
import { createMigratedTestDatabase } from "../../../tests/harness.ts";
import { expectKeptAsFresh, expectRebuildKeeps } from "../../../tests/kept-by-triggers.ts";
import { type DatabaseHandle, executedRows, openDatabase } from "../../platform/db/client.ts";
import { artistStyleLinks, artistStyles, artists, artistTypes, users } from "../../../db/schema.ts";

// PGlite by default; the same assertions hold on PostgreSQL (TEST_DATABASE_URL=postgres://...).
const dataDir = mkdtempSync(join(tmpdir(), "listed-artists-"));
const database = await createMigratedTestDatabase();
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase(database.url, dataDir);
  await handle.db.insert(artistStyles).values(["Ballet", "Jazz", "Tap"].map((name) => ({ name })));
  await handle.db.insert(artistTypes).values({ name: "Ballet Instructor" });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the search reads of each listed artist, from a select list over `a` (artists) and `u` (users). */
const SEARCHED = sql`a.id::text as id, u.name, a.search_document::text as document, a.style_ids::text as styles, a.type_ids::text as types,
  a.availability_ids::text as availabilities, a.city, a.city_key,
  (case when a.review_count > 0 then round(a.rating_sum::numeric / a.review_count, 1) end)::text as rating, a.review_count, a.created_at`;

/** listed_artists as the triggers keep it, and as the artists and users say it should be now, each in one order. */
async function keptAndExpected() {
  const { db } = handle;
  const kept = executedRows<Record<string, unknown>>(
    await db.execute(sql`select l.artist_id::text as id, l.name, l.document::text as document, l.style_ids::text as styles,
      l.type_ids::text as types, l.availability_ids::text as availabilities, l.city, l.city_key, l.rating::text as rating,
      l.review_count, l.created_at
      from listed_artists l order by l.artist_id`),
  );
  const fresh = executedRows<Record<string, unknown>>(
    await db.execute(sql`select ${SEARCHED} from artists a join users u on u.id = a.user_id
      where a.status = 'approved' and u.status = 'active' order by a.id`),
  );
  return { kept, fresh };
}

const expectListedFollowArtists = () => expectKeptAsFresh(keptAndExpected);

test("listed_artists follows approvals, links, profile edits, ratings, names, users' status and deletions", async () => {
  const { db } = handle;
  const maya = await insertArtist(db, { name: "Maya Chen", styles: ["Ballet"], types: ["Ballet Instructor"], place: { city: "Toronto" } });
  const lea = await insertArtist(db, { name: "Léa Tremblay", styles: ["Jazz"], place: { city: "Montréal" } });
  const omar = await insertArtist(db, { name: "Omar Haddad", status: "pending", styles: ["Tap"] });
  expect((await expectListedFollowArtists()).map((row) => row.name).sort()).toEqual(["Léa Tremblay", "Maya Chen"]);

  await db.update(artists).set({ status: "approved" }).where(eq(artists.id, omar.artist.id));
  expect(await expectListedFollowArtists()).toHaveLength(3);

  // A link moves the lookup ids and the document (the search triggers), which move the listed row.
  const [tap] = await db.select().from(artistStyles).where(eq(artistStyles.name, "Tap"));
  await db.insert(artistStyleLinks).values({ artistId: maya.artist.id, styleId: tap!.id });
  await db.delete(artistStyleLinks).where(eq(artistStyleLinks.artistId, lea.artist.id));
  await db.update(artistStyles).set({ nameFr: "Claquettes" }).where(eq(artistStyles.id, tap!.id));
  await expectListedFollowArtists();

  await db.update(artists).set({ city: "Vancouver", bio: "Moved west to teach." }).where(eq(artists.id, lea.artist.id));
  await db.update(artists).set({ ratingSum: 9, reviewCount: 2 }).where(eq(artists.id, maya.artist.id));
  await db.update(users).set({ name: "Maya Chen-Park" }).where(eq(users.id, maya.user.id));
  const edited = await expectListedFollowArtists();
  expect(edited.find((row) => row.id === maya.artist.id)).toMatchObject({ name: "Maya Chen-Park", rating: "4.5" });
  expect(edited.find((row) => row.id === lea.artist.id)).toMatchObject({ city: "Vancouver", city_key: "vancouver" });

  await db.update(users).set({ status: "disabled" }).where(eq(users.id, maya.user.id));
  expect(await expectListedFollowArtists()).toHaveLength(2);
  await db.update(users).set({ status: "active" }).where(eq(users.id, maya.user.id));
  expect(await expectListedFollowArtists()).toHaveLength(3);

  await db.update(artists).set({ status: "rejected" }).where(eq(artists.id, omar.artist.id));
  expect(await expectListedFollowArtists()).toHaveLength(2);
  // A user deleted takes its artist along (ON DELETE CASCADE), and an artist deleted its row.
  await db.delete(users).where(eq(users.id, lea.user.id));
  await db.delete(artists).where(eq(artists.id, maya.artist.id));
  expect(await expectListedFollowArtists()).toEqual([]);
});

test("the refill gives what the triggers kept", async () => {
  const { db } = handle;
  for (const name of ["Ana Silva", "Jun Park"]) await insertArtist(db, { name, styles: ["Jazz", "Ballet"], place: { city: "Ottawa" } });
  await expectRebuildKeeps(db, keptAndExpected, sql`select listed_artists_refill()`);
});

test("the roster's generation moves with every write a search could show, in the writer's transaction", async () => {
  const { db } = handle;
  const generation = async () => Number(executedRows<{ n: string | number }>(await db.execute(sql`select n from roster_generation`))[0]!.n);
  const artist = await insertArtist(db, { name: "Noor Haddad", styles: ["Tap"], place: { city: "Halifax" } });
  const moves = async (write: () => Promise<unknown>) => {
    const before = await generation();
    await write();
    return (await generation()) > before;
  };
  expect(await moves(() => db.update(artists).set({ headshotKey: "public/other.jpg" }).where(eq(artists.id, artist.artist.id)))).toBe(true);
  expect(await moves(() => db.update(users).set({ name: "Noor H." }).where(eq(users.id, artist.user.id)))).toBe(true);
  expect(await moves(() => db.update(artistStyles).set({ sortOrder: 7 }).where(eq(artistStyles.name, "Tap")))).toBe(true);
  expect(await moves(() => db.insert(artistTypes).values({ name: "Choreographer" }))).toBe(true);
  expect(await moves(() => db.execute(sql`select listed_artists_refill()`))).toBe(true);
  // Rolled back: the generation read by others never moved.
  const before = await generation();
  await expect(
    db.transaction(async (tx) => {
      await tx.update(artists).set({ province: "NS" }).where(eq(artists.id, artist.artist.id));
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  expect(await generation()).toBe(before);
});
