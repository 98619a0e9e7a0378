import { afterAll, beforeAll, expect, test } from "bun:test";
import { startMarketplace, type Marketplace } from "../../scripts/bench/marketplace.ts";
import { SEED_PASSWORD } from "../../scripts/bench/seed.ts";

/**
 * A fault: SIGTERM (a deploy, a scale-in) arrives while the server is
 * busy. Requests it has already taken must finish with their real answer; the
 * process then exits 0. Traffic that arrives after the signal may be refused,
 * but nothing gets a 5xx.
 */

let market: Marketplace;
beforeAll(async () => {
  market = await startMarketplace({ counts: { approvedArtists: 20, pendingArtists: 2, clients: 20, jobs: 100 } });
}, 180_000);
afterAll(() => market?.close(), 60_000);

test("SIGTERM under load: the logins in flight all succeed, no 5xx, exit code 0", async () => {
  const { url } = market.server;
  const roster = (await (await fetch(`${url}/api/artist/all-list`)).json()) as { response: { id: string }[] };
  const paths = ["/api/artist/all-list", "/api/service/all-list", ...roster.response.slice(0, 5).map((a) => `/api/artist/artist-detail/${a.id}`)];

  // Background readers until the server is gone (bounded: 30 s at most).
  const statuses: number[] = [];
  let refused = 0;
  let stopReaders = false;
  const deadline = Date.now() + 30_000;
  const readers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = w; !stopReaders && Date.now() < deadline; i++) {
      try {
        const res = await fetch(`${url}${paths[i % paths.length]}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch {
        // After the signal the port closes: a refused or closed connection, never an answer.
        refused++;
        stopReaders = true;
      }
    }
  });

  // Logins are slow on purpose (argon2id), so these are in the server's hands when the signal lands.
  const logins = market.seeded.clientEmails.slice(0, 16).map((email, i) =>
    fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
      body: JSON.stringify({ email, password: SEED_PASSWORD }),
    }),
  );
  // The first answer proves the server is working through the batch; the rest are still hashing.
  await Promise.race(logins);
  market.server.proc.kill("SIGTERM");

  const answers = await Promise.all(logins);
  expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
  for (const res of answers) expect(res.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
  expect(await market.server.proc.exited).toBe(0);
  await Promise.all(readers);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(refused).toBeGreaterThan(0);

  // Nothing was lost: the same database serves a new process.
  const again = await market.restart();
  expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
}, 120_000);
