import { afterAll, beforeAll, test } from "bun:test";
import { confirmsRaceForOneArtist } from "../../../tests/booking-race.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../../tests/harness.ts";

// PostgreSQL, with connections enough for every confirm to run on its own, truly at once (PGlite is one connection;
// the default pool is one per core Bun leaves free, which is one on a small machine).
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DATABASE_POOL_SIZE: "8" } });
  admin = (await t.adminLogin()).cookie;
}, BOOT_TIMEOUT);
afterAll(() => t.close());

test("two confirms of one artist on overlapping jobs at once, on PostgreSQL: exactly one wins, every time", async () => {
  await confirmsRaceForOneArtist(t, admin, 10);
});
