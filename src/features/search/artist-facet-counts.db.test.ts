import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { insertArtist } from "../../../tests/factories.ts";
import { createMigratedTestDatabase } from "../../../tests/harness.ts";
import { expectKeptAsFresh, expectRebuildKeeps } from "../../../tests/kept-by-triggers.ts";
import { type DatabaseHandle, executedRows, openDatabase } from "../../platform/db/client.ts";
import { artistAvailabilities, artistStyleLinks, artistStyles, artists, artistTypes, users } from "../../../db/schema.ts";

// PGlite by default; the same assertions hold on PostgreSQL (TEST_DATABASE_URL=postgres://...).
const dataDir = mkdtempSync(join(tmpdir(), "artist-facet-counts-"));
const database = await createMigratedTestDatabase();
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase(database.url, dataDir);
  await handle.db.insert(artistStyles).values(["Ballet", "Jazz", "Tap", "Lyrical"].map((name) => ({ name })));
  await handle.db.insert(artistTypes).values({ name: "Ballet Instructor" });
  await handle.db.insert(artistAvailabilities).values({ name: "Weekday evenings" });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The counts as kept (zeros left out) and as counted from the listed artists now, as "facet value: n" lines. */
async function keptAndCounted() {
  const line = (r: { facet: string; value: string; n: number }) => `${r.facet} ${r.value}: ${r.n}`;
  const kept = executedRows<{ facet: string; value: string; n: number }>(
    await handle.db.execute(sql`select facet, value, artists as n from artist_facet_counts where artists <> 0`),
  );
  const fresh = executedRows<{ facet: string; value: string; n: number }>(
    await handle.db.execute(sql`select f.facet, f.value, count(*)::int as n
      from artists a join users u on u.id = a.user_id
        cross join lateral (select 'all' as facet, '' as value
          union all select 'style', unnest(a.style_ids)::text
          union all select 'type', unnest(a.type_ids)::text
          union all select 'availability', unnest(a.availability_ids)::text
          union all select 'city', a.city where a.city is not null) f
      where a.status = 'approved' and u.status = 'active'
      group by f.facet, f.value`),
  );
  return { kept: kept.map(line).sort(), fresh: fresh.map(line).sort() };
}

const expectCountsFollowArtists = () => expectKeptAsFresh(keptAndCounted);

test("the counts follow artists listed, unlisted, relinked, moved and deleted, and their users' status", async () => {
  const { db } = handle;
  const maya = await insertArtist(db, {
    name: "Maya Chen",
    styles: ["Ballet", "Jazz"],
    types: ["Ballet Instructor"],
    availabilities: ["Weekday evenings"],
    place: { city: "Toronto" },
  });
  const lea = await insertArtist(db, { name: "Léa Tremblay", styles: ["Ballet"], place: { city: "Montréal" } });
  const omar = await insertArtist(db, { name: "Omar Haddad", status: "pending", styles: ["Tap"], place: { city: "Toronto" } });
  const listed = await expectCountsFollowArtists();
  expect(listed).toContain("all : 2");
  expect(listed).toContain("city Toronto: 1");

  await db.update(artists).set({ status: "approved" }).where(eq(artists.id, omar.artist.id));
  expect(await expectCountsFollowArtists()).toContain("city Toronto: 2");

  // A link moves the lookup ids (the search triggers), which move the counts.
  const [tap] = await db.select().from(artistStyles).where(eq(artistStyles.name, "Tap"));
  await db.insert(artistStyleLinks).values({ artistId: maya.artist.id, styleId: tap!.id });
  await db.delete(artistStyleLinks).where(eq(artistStyleLinks.artistId, lea.artist.id));
  await expectCountsFollowArtists();

  await db.update(artists).set({ city: "Vancouver", bio: "Moved west." }).where(eq(artists.id, lea.artist.id));
  await db.update(artists).set({ bio: "Only the bio." }).where(eq(artists.id, maya.artist.id));
  await expectCountsFollowArtists();

  await db.update(users).set({ status: "disabled" }).where(eq(users.id, maya.user.id));
  expect(await expectCountsFollowArtists()).toContain("all : 2");
  await db.update(users).set({ status: "active" }).where(eq(users.id, maya.user.id));
  await db.update(users).set({ status: "deleted" }).where(eq(users.id, lea.user.id));
  await expectCountsFollowArtists();

  await db.update(artists).set({ status: "rejected" }).where(eq(artists.id, omar.artist.id));
  await expectCountsFollowArtists();
  await db.update(artists).set({ status: "approved" }).where(eq(artists.id, omar.artist.id));
  // A user deleted takes its artist along (ON DELETE CASCADE); an artist deleted alone leaves its user.
  await db.delete(users).where(eq(users.id, omar.user.id));
  await db.delete(artists).where(eq(artists.id, maya.artist.id));
  expect(await expectCountsFollowArtists()).toEqual([]);
});

test("the recount gives what the triggers kept", async () => {
  const { db } = handle;
  for (const name of ["Ana Silva", "Jun Park"]) await insertArtist(db, { name, styles: ["Jazz", "Lyrical"], place: { city: "Ottawa" } });
  await expectRebuildKeeps(db, keptAndCounted, sql`select artist_facet_counts_recount()`);
});
