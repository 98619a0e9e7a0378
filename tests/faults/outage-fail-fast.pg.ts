import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { logIn, startMarketplace, type Marketplace } from "../../scripts/bench/marketplace.ts";
import { SEED_PASSWORD } from "../../scripts/bench/seed.ts";
import { createPrivateCluster, type OutageAnswer, type PrivateCluster, readOutageAnswer } from "../pg-cluster.ts";
import { ADMIN_ID } from "../../src/contracts.ts";

/**
 * With PostgreSQL stopped, requests queued behind the pool (one
 * 503 a second, the 33rd after 32.8 s) and writes committed after their caller had
 * given up. Now a query waits at most CONNECTION_WAIT_MS for a connection, is never
 * sent once refused, and the server serves again as soon as the database is back.
 */

type Answer = OutageAnswer & { ms: number };

let cluster: PrivateCluster;
let market: Marketplace;
let cookie: string;

beforeAll(async () => {
  cluster = await createPrivateCluster();
  market = await startMarketplace({ postgresServer: cluster.url, counts: { approvedArtists: 2, pendingArtists: 0, clients: 2, jobs: 4 } });
  cookie = await logIn(market.server.url, market.seeded.clientEmails[0]!, SEED_PASSWORD);
}, 180_000);

afterAll(async () => {
  await market?.close();
  await cluster?.drop();
}, 60_000);

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${market.server.url}${path}`, { ...init, headers: { cookie, ...init.headers }, signal: AbortSignal.timeout(30_000) });
  const answer = await readOutageAnswer(res);
  return { ...answer, ms: performance.now() - started };
}

const send = (message: string, headers: Record<string, string> = {}) =>
  call("/api/chat/send", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ receiverId: ADMIN_ID, message }),
  });
const history = () => call(`/api/chat/history?otherUserId=${ADMIN_ID}`);

async function savedMessages(prefix: string): Promise<string[]> {
  const sql = postgres(market.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ message: string }[]>`select message from chat_messages where message like ${`${prefix}%`}`;
    return rows.map((r) => r.message);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

describe("PostgreSQL stopped", () => {
  test("51 concurrent requests: 503 envelopes with Retry-After within 2.5 s, /readyz 503 within 2 s, no write committed after its 503, recovery without a restart", async () => {
    const pid = market.server.proc.pid;
    expect((await send("before the outage")).status).toBe(201);
    expect((await history()).status).toBe(200);

    await cluster.stop();
    const requests = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? send(`outage-${i}`) : history()));
    const keyed = { "Idempotency-Key": crypto.randomUUID() };
    requests.push(send("keyed retry", keyed));
    const ready = call("/readyz");
    const answers = await Promise.all(requests);
    const readiness = await ready;

    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 503));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2_500);
    for (const a of answers) {
      expect(a.envelope?.status).toBe(false);
      expect(typeof a.envelope?.message).toBe("string");
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    expect(readiness.status).toBe(503);
    expect(readiness.ms).toBeLessThan(2_000);
    expect((await call("/healthz")).status).toBe(200);

    await cluster.start();
    const deadline = Date.now() + 30_000;
    let back = await history();
    while (back.status !== 200 && Date.now() < deadline) {
      await Bun.sleep(200);
      back = await history();
    }
    expect(back.status).toBe(200);
    expect((await call("/readyz")).status).toBe(200);
    expect((await send("after the outage")).status).toBe(201);
    // The write refused with its Idempotency-Key runs when retried with it, once.
    expect((await send("keyed retry", keyed)).status).toBe(201);
    expect((await send("keyed retry", keyed)).status).toBe(201);
    expect(await savedMessages("keyed retry")).toEqual(["keyed retry"]);
    // A refused write was never sent: nothing of it lands once the database is back.
    await Bun.sleep(1_000);
    expect(await savedMessages("outage-")).toEqual([]);
    expect(market.server.proc.pid).toBe(pid);
    expect(market.server.proc.exitCode).toBeNull();
  }, 120_000);
});
