import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { logIn, startMarketplace, type Marketplace } from "../../scripts/bench/marketplace.ts";
import { SEED_PASSWORD } from "../../scripts/bench/seed.ts";
import { createPrivateCluster, type OutageAnswer, type PrivateCluster, readOutageAnswer } from "../pg-cluster.ts";

/**
 * A fault: PostgreSQL goes away in the middle of traffic. The server must
 * answer 503 envelopes (and /readyz 503) while it is down, never a 500 or a hang,
 * and serve again once it is back, without being restarted. The database runs in a
 * private cluster of its own, so stopping it disturbs nobody else.
 */

type Outcome = OutageAnswer & { path: string; at: number };

let cluster: PrivateCluster;
let market: Marketplace;
let cookie: string;
let artistId: string;

beforeAll(async () => {
  cluster = await createPrivateCluster();
  market = await startMarketplace({
    postgresServer: cluster.url,
    counts: { approvedArtists: 20, pendingArtists: 2, clients: 4, jobs: 100 },
  });
  cookie = await logIn(market.server.url, market.seeded.clientEmails[0]!, SEED_PASSWORD);
  const roster = (await (await fetch(`${market.server.url}/api/artist/all-list`)).json()) as { response: { id: string }[] };
  artistId = roster.response[0]!.id;
}, 180_000);

afterAll(async () => {
  await market?.close();
  await cluster?.drop();
}, 60_000);

/** Calls that read the database on every request. */
const databasePaths = () => ["/api/auth/me", `/api/artist/artist-detail/${artistId}`, "/readyz"];

/**
 * `workers` loops calling the server until `until()` is true or `maxMs` passes
 * (bounded in time; loopback only), recording every outcome.
 */
async function traffic(workers: number, maxMs: number, until: (seen: Outcome[]) => boolean): Promise<Outcome[]> {
  const seen: Outcome[] = [];
  const deadline = Date.now() + maxMs;
  const paths = databasePaths();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; Date.now() < deadline && !until(seen); i++) {
        const path = paths[i % paths.length]!;
        const res = await fetch(`${market.server.url}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });
        seen.push({ path, ...(await readOutageAnswer(res)), at: Date.now() });
      }
    }),
  );
  return seen;
}

const statuses = (outcomes: Outcome[]) => [...new Set(outcomes.map((o) => o.status))].sort();
/**
 * Serving again, for good: the last 60 answers are all 200 and cover every
 * database path. (Right after the database returns, a connection of the pool
 * caught mid-handshake may still fail once; that is a 503, never a 500.)
 */
const STEADY = 60;
const steady = (seen: Outcome[]) => {
  const last = seen.slice(-STEADY);
  return last.length === STEADY && last.every((o) => o.status === 200) && databasePaths().every((p) => last.some((o) => o.path === p));
};

describe("PostgreSQL stopped and started again under load", () => {
  test("503 envelopes while it is down, /readyz 503, then 200s again with the same server process", async () => {
    const pid = market.server.proc.pid;
    const before = await traffic(8, 5_000, (seen) => seen.length >= 60);
    expect(statuses(before)).toEqual([200]);

    const load = traffic(8, 60_000, (seen) => {
      const down = seen.filter((o) => o.status === 503);
      return databasePaths().every((p) => down.some((o) => o.path === p));
    });
    await cluster.stop();
    const whileDown = await load;
    const down = whileDown.filter((o) => o.status === 503);
    expect(databasePaths().every((p) => down.some((o) => o.path === p))).toBe(true);
    // Nothing but successes (requests that finished before the stop) and 503s.
    expect(statuses(whileDown).filter((s) => s !== 200)).toEqual([503]);
    for (const o of down) {
      expect(o.envelope?.status).toBe(false);
      expect(typeof o.envelope?.message).toBe("string");
    }
    expect(down.filter((o) => o.path.startsWith("/api/")).every((o) => o.retryAfter === "5")).toBe(true);

    await cluster.start();
    const recovering = await traffic(8, 60_000, steady);
    expect(steady(recovering)).toBe(true);
    expect(statuses(recovering).filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(market.server.proc.pid).toBe(pid);
    expect(market.server.proc.exitCode).toBeNull();
  }, 180_000);

  test("a restart in the middle of load costs at most some 503s, never a 500", async () => {
    let restarted = false;
    const load = traffic(8, 90_000, (seen) => restarted && steady(seen));
    await Bun.sleep(300);
    await cluster.restart();
    restarted = true;
    const outcomes = await load;
    expect(steady(outcomes)).toBe(true);
    expect(statuses(outcomes).filter((s) => s !== 200 && s !== 503)).toEqual([]);
  }, 180_000);
});
