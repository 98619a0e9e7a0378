import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { insertArtist } from "../../../tests/factories.ts";
import { createMigratedTestDatabase } from "../../../tests/harness.ts";
import { type DatabaseHandle, executedRows, openDatabase } from "../../platform/db/client.ts";
import { artistStyleLinks, artistStyles } from "../../../db/schema.ts";

// Two transactions at once need PostgreSQL (PGlite has one connection).
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const dataDir = mkdtempSync(join(tmpdir(), "artist-facet-counts-pg-"));
const database = await createMigratedTestDatabase();
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase(database.url, dataDir, 2);
  await handle.db.insert(artistStyles).values([{ name: "Ballet" }, { name: "Jazz" }]);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("two profiles swapping styles at once both commit (no deadlock on the counts), and the counts add up", async () => {
  const { db } = handle;
  const styleId = async (name: string) => (await db.select().from(artistStyles).where(eq(artistStyles.name, name)))[0]!.id;
  const ballet = await styleId("Ballet");
  const jazz = await styleId("Jazz");
  const maya = (await insertArtist(db, { name: "Maya Chen", styles: ["Ballet"] })).artist.id;
  const lea = (await insertArtist(db, { name: "Léa Tremblay", styles: ["Jazz"] })).artist.id;
  const unlink = (artistId: string, styleId: string) => and(eq(artistStyleLinks.artistId, artistId), eq(artistStyleLinks.styleId, styleId));
  const { promise: mayaUnlinked, resolve: mayaUnlinkedNow } = Promise.withResolvers<void>();
  const { promise: leaStarted, resolve: leaStartedNow } = Promise.withResolvers<void>();
  // Maya trades Ballet for Jazz while Léa trades Jazz for Ballet, one link at a time, interleaved.
  const mayaSwap = db.transaction(async (tx) => {
    await tx.delete(artistStyleLinks).where(unlink(maya, ballet));
    mayaUnlinkedNow();
    await leaStarted;
    await Bun.sleep(50);
    await tx.insert(artistStyleLinks).values({ artistId: maya, styleId: jazz });
  });
  await mayaUnlinked;
  const leaSwap = db.transaction(async (tx) => {
    const unlinked = tx.delete(artistStyleLinks).where(unlink(lea, jazz)).execute();
    leaStartedNow();
    await unlinked;
    await tx.insert(artistStyleLinks).values({ artistId: lea, styleId: ballet });
  });
  await Promise.all([mayaSwap, leaSwap]);
  const counts = executedRows<{ value: string; artists: number }>(
    await db.execute(sql`select value, artists from artist_facet_counts where facet = 'style' order by value`),
  );
  expect(counts).toEqual([ballet, jazz].sort().map((value) => ({ value, artists: 1 })));
});
