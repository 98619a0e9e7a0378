import { expect } from "bun:test";
import type { SQL } from "drizzle-orm";
import type { Database } from "../src/platform/db/client.ts";

/** A table the database's triggers keep up to date (kept), and the same computed afresh from its sources (fresh). */
export type KeptAndFresh<Row> = () => Promise<{ kept: Row[]; fresh: Row[] }>;

/** The triggers kept the table as its sources say it should be now: its rows, for further checks. */
export async function expectKeptAsFresh<Row>(read: KeptAndFresh<Row>): Promise<Row[]> {
  const { kept, fresh } = await read();
  expect(kept).toEqual(fresh);
  return kept;
}

/** Rebuilding the table from scratch (`rebuild`, its refill function) gives what the triggers kept. */
export async function expectRebuildKeeps<Row>(db: Database, read: KeptAndFresh<Row>, rebuild: SQL) {
  const kept = await expectKeptAsFresh(read);
  await db.execute(rebuild);
  expect((await read()).kept).toEqual(kept);
}
