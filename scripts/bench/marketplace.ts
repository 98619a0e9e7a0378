import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScratchDatabase } from "../lib/scratch-database.ts";
import { spawnServer, type ServerProcess } from "./process.ts";
import { seedMarketplace, type SeedCounts, type SeededMarketplace } from "./seed.ts";

export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
export const BENCH_ADMIN = { email: "admin@bench.dancelink.test", password: "bench-admin-password" };
/** The bench server's JWT_SECRET, which also keys its session tokens' hashes (scripts/bench/scale-seed.ts makes sessions with it). */
export const BENCH_SECRET = "bench-secret-bench-secret-bench-secret";

export interface Marketplace {
  server: ServerProcess;
  databaseUrl: string;
  dataDir: string;
  seeded: SeededMarketplace;
  /** Starts the server again on the same database and files (after `server.stop()`). */
  restart(): Promise<ServerProcess>;
  /** Starts another server process on the same database and files (instances share nothing else); the caller stops it. */
  spawnInstance(): Promise<ServerProcess>;
  /** Stops the server, drops the database, removes the files. */
  close(): Promise<void>;
}

/**
 * The production server (`bun src/server.ts`, NODE_ENV=production: the built
 * islands) on a fresh PostgreSQL database of `postgresServer`, seeded at scale.
 * TRUST_PROXY=1 so load generators can stand for many addresses.
 */
export async function startMarketplace(options: {
  postgresServer?: string;
  counts: SeedCounts;
  env?: Record<string, string>;
  /** Runs on the seeded database before `startMarketplace` returns (scripts/bench/scale-seed.ts adds its rows). */
  afterSeed?: (databaseUrl: string) => Promise<void>;
}): Promise<Marketplace> {
  const database = await createScratchDatabase(options.postgresServer ?? process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES);
  const dataDir = mkdtempSync(join(tmpdir(), "dance-bench-"));
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    JWT_SECRET: BENCH_SECRET,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    TRUST_PROXY: "1",
    // Simulated users write far faster than people: measure capacity here; the limits have tests of their own.
    RATE_LIMIT_SCALE: "10000",
    LOG_LEVEL: "info",
    ...options.env,
  };
  const cleanup = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: ServerProcess;
  try {
    server = await spawnServer("src/server.ts", env);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const market: Marketplace = {
    server,
    databaseUrl: database.url,
    dataDir,
    seeded: { approvedArtistEmails: [], pendingArtistEmails: [], clientEmails: [], styles: [] },
    async restart() {
      market.server = await spawnServer("src/server.ts", env);
      return market.server;
    },
    spawnInstance: () => spawnServer("src/server.ts", env),
    async close() {
      await market.server.stop();
      await cleanup();
    },
  };
  try {
    market.seeded = await seedMarketplace(database.url, dataDir, options.counts);
    await options.afterSeed?.(database.url);
  } catch (error) {
    await market.close();
    throw error;
  }
  return market;
}

/** Logs in over HTTP and returns the session cookie pair ("session=..."); `from` stands for the caller's address. */
export async function logIn(baseUrl: string, email: string, password: string, from = "198.51.100.1"): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("session="));
  if (!cookie) throw new Error("login set no session cookie");
  return cookie.split(";")[0]!;
}
