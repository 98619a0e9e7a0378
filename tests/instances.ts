import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "../scripts/lib/server.ts";
import type { SessionUser } from "../src/platform/contract/roles.ts";
import { openTestSocket, type TestSocket } from "./realtime.ts";
import { createTestDatabase } from "./harness.ts";

/** The local PostgreSQL server the `*.pg.ts` suites create their databases on, unless TEST_DATABASE_URL names another. */
export function usePostgresServer() {
  process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
}

/**
 * Two real server processes (production mode) on one fresh PostgreSQL database,
 * as two instances behind a load balancer without sticky sessions,
 * sharing one DATA_DIR as their shared volume (uploads with STORAGE_DRIVER=local).
 * Started while the suite loads (top-level await), one after the other (the first
 * start may build the islands the second one reuses); stopped after its tests with
 * the sockets opened through `socketOn`, and the database dropped.
 */
export async function twoInstances(env: { JWT_SECRET: string; SEED_DEMO?: string } & Record<string, string>) {
  usePostgresServer();
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "dance-instances-"));
  const sockets: TestSocket[] = [];
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const serverEnv = { DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO: "0", NODE_ENV: "production", LOG_LEVEL: "info", ...env };
  for (let i = 0; i < 2; i++) servers.push(await startServer(serverEnv));
  const [a, b] = servers as [RunningServer, RunningServer];

  /** A chat socket on `server` with `session`'s cookie, joined as its user; closed after the suite. */
  async function socketOn(server: RunningServer, session: { cookie: string; user: Pick<SessionUser, "userId"> }) {
    const socket = await openTestSocket(`${server.url.replace(/^http/, "ws")}/ws`, session.cookie);
    sockets.push(socket);
    await socket.join(session.user.userId);
    return socket;
  }
  return { a, b, socketOn, databaseUrl: database.url };
}
