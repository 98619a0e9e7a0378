import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { logIn, startMarketplace, type Marketplace } from "../../scripts/bench/marketplace.ts";
import { SEED_PASSWORD } from "../../scripts/bench/seed.ts";
import { jpegFile } from "../artist-fixtures.ts";
import { jobBody } from "../job-fixtures.ts";
import { createPrivateCluster, type OutageAnswer, type PrivateCluster, readOutageAnswer } from "../pg-cluster.ts";
import { startDatabaseProxy, type DatabaseProxy } from "../pg-proxy.ts";
import type { ChatMessage, ChatServerFrame } from "../../src/features/chat/chat.contract.ts";
import { ADMIN_ID } from "../../src/contracts.ts";
import { openTestSocket, type TestSocket } from "../realtime.ts";

/**
 * The second security review: with the database connected but silent, reads failed in
 * about 2 s, chat sends waited 20 s, requests behind a proxy that swallowed bytes hung for
 * up to 355 s, and once it came back the server answered 503 for another minute, until its
 * dead connections were closed. Here a TCP proxy (tests/pg-proxy.ts) stands between the
 * production server and its PostgreSQL: it passes, refuses, or swallows every byte. Every
 * kind of call must get its 503 (a frame, on the chat socket) within 2.5 s while the
 * database is away, succeed within 5 s of its return, and nothing acknowledged may be lost.
 */

type Answer = OutageAnswer & { ms: number };

const WHILE_AWAY_MS = 2_500;
const BACK_WITHIN_MS = 5_000;

let cluster: PrivateCluster;
let proxy: DatabaseProxy;
let market: Marketplace;
/** The test's own connection, straight to the cluster: what the database holds, whatever the proxy does. */
let direct: postgres.Sql;
let client: string;
let writer: string;
let artist: { cookie: string; email: string };
let style: string;

beforeAll(async () => {
  cluster = await createPrivateCluster();
  proxy = await startDatabaseProxy(cluster.port);
  market = await startMarketplace({ postgresServer: proxy.through(cluster.url), counts: { approvedArtists: 2, pendingArtists: 0, clients: 2, jobs: 4 } });
  const databaseUrl = new URL(market.databaseUrl);
  databaseUrl.port = String(cluster.port);
  direct = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
  client = await logIn(market.server.url, market.seeded.clientEmails[0]!, SEED_PASSWORD);
  writer = await logIn(market.server.url, market.seeded.clientEmails[1]!, SEED_PASSWORD, "198.51.100.2");
  const email = market.seeded.approvedArtistEmails[0]!;
  artist = { email, cookie: await logIn(market.server.url, email, SEED_PASSWORD, "198.51.100.3") };
  style = market.seeded.styles[0]!;
}, 180_000);

// Whatever a test left, the next starts with the database reachable.
afterEach(() => proxy.pass());

afterAll(async () => {
  await direct?.end({ timeout: 5 });
  await proxy?.pass();
  await market?.close();
  await proxy?.close();
  await cluster?.drop();
}, 60_000);

async function call(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer> {
  const started = performance.now();
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  const res = await fetch(`${market.server.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
  return { ...(await readOutageAnswer(res)), ms: performance.now() - started };
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** A chat message to the agency, with its own Idempotency-Key as the browser's outbox sends it. */
const sendChat = (cookie: string, message: string, key: string = crypto.randomUUID()) =>
  call("/api/chat/send", { ...json("POST", { receiverId: ADMIN_ID, message }, { "Idempotency-Key": key }), cookie });

let searches = 0;
/** One call of each kind, each reaching the database (the roster search on its own connections, a new word each time). */
const ROUTES: Record<string, () => Promise<Answer>> = {
  "read: chat history": () => call(`/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: client }),
  "read: the artist's profile": () => call("/api/artist/profile", { cookie: artist.cookie }),
  "read: roster search": () => call(`/api/artist/search?q=${encodeURIComponent(`arabesque${++searches}`)}`),
  "write: chat send": () => sendChat(client, `chat ${crypto.randomUUID()}`),
  "write: job post": () => call("/api/job/add", { ...json("POST", jobBody({ style })), cookie: client }),
  upload: () => {
    const form = new FormData();
    form.set("name", "Frozen Upload");
    form.set("email", artist.email);
    form.set("headshot", jpegFile());
    return call("/api/artist/update", { method: "PUT", body: form, cookie: artist.cookie });
  },
  "sign-in": () =>
    call("/api/auth/login", json("POST", { email: market.seeded.clientEmails[0], password: SEED_PASSWORD }, { "x-forwarded-for": "198.51.100.9" })),
  "chat socket, opening": () => call("/ws", { cookie: `session=${crypto.randomUUID()}` }),
};

const unavailable = (a: Answer) => a.status === 503 && a.envelope?.status === false && typeof a.envelope.message === "string" && Number(a.retryAfter) > 0;

/** Calls `route` until it succeeds, within `limitMs`: how long that took, or undefined. */
async function firstSuccess(route: () => Promise<Answer>, since: number, limitMs: number): Promise<number | undefined> {
  while (performance.now() - since < limitMs) {
    const answer = await route();
    if (answer.status >= 200 && answer.status < 300) return performance.now() - since;
    // The socket's opening with an unknown session: a 401 is the database's answer.
    if (answer.status === 401) return performance.now() - since;
    await Bun.sleep(100);
  }
  return undefined;
}

async function savedCopies(message: string): Promise<number> {
  const [row] = await direct<{ n: number }[]>`select count(*)::int as n from chat_messages where message = ${message}`;
  return row!.n;
}

/** Sends `message` with `key` until a reply says it is saved (a 409 is the first try, not yet released). */
async function retryUntilSaved(cookie: string, message: string, key: string): Promise<Answer> {
  const deadline = performance.now() + 20_000;
  let answer = await sendChat(cookie, message, key);
  while (answer.status !== 201 && performance.now() < deadline) {
    await Bun.sleep(250);
    answer = await sendChat(cookie, message, key);
  }
  return answer;
}

describe("PostgreSQL connected but silent", () => {
  test("a write caught by the freeze after its Idempotency-Key was claimed: 503 within 2.5 s; once back, its retry saves it once", async () => {
    const key = crypto.randomUUID();
    // The chat insert's statement text goes with its first use: the claim has committed, the insert never arrives.
    const frozen = proxy.freezeWhenSent('insert into "chat_messages"');
    const caught = await sendChat(client, "caught by the freeze", key);
    await frozen;
    expect(unavailable(caught)).toBe(true);
    expect(caught.ms).toBeLessThan(WHILE_AWAY_MS);

    await proxy.pass();
    expect((await retryUntilSaved(client, "caught by the freeze", key)).status).toBe(201);
    expect(await savedCopies("caught by the freeze")).toBe(1);
  }, 60_000);

  test("every kind of call gets its 503 within 2.5 s, the socket an error frame with retryAfter; back, each succeeds within 5 s; nothing acknowledged is lost", async () => {
    const pid = market.server.proc.pid;
    // Sent as the browser's outbox sends it, retried until saved: a connection the last test's freeze
    // swallowed is found dead only when next used (READ_TIMEOUT_MS), and this send may be what finds it.
    const before = await retryUntilSaved(client, "before the freeze", crypto.randomUUID());
    expect(before.status).toBe(201);
    const saved = (before.envelope as { chat: ChatMessage }).chat;
    const socket: TestSocket = await openTestSocket(`${market.server.url.replace(/^http/, "ws")}/ws`, client);
    try {
      await socket.join(saved.senderId);

      // Another studio writes all along; its outbox retries what got a 503.
      const sent: { message: string; key: string; answer: Answer }[] = [];
      let writing = true;
      const writes = (async () => {
        for (let i = 0; writing; i++) {
          const message = `stream ${i}`;
          const key = crypto.randomUUID();
          sent.push({ message, key, answer: await sendChat(writer, message, key) });
          await Bun.sleep(50);
        }
      })();
      await Bun.sleep(300);

      proxy.freeze();
      const routes = Object.entries(ROUTES);
      const answers = Promise.all(routes.map(async ([name, route]) => ({ name, answer: await route() })));
      const ready = call("/readyz");
      const frameSentAt = performance.now();
      socket.send("send_message", { _id: saved._id });
      const frame = (await socket.waitFor((f) => f.event === "error", "the socket's error frame")) as Extract<ChatServerFrame, { event: "error" }>;
      const frameMs = performance.now() - frameSentAt;

      for (const { name, answer } of await answers) {
        expect({ name, unavailable: unavailable(answer) }).toEqual({ name, unavailable: true });
        expect({ name, ms: answer.ms < WHILE_AWAY_MS }).toEqual({ name, ms: true });
      }
      const readiness = await ready;
      expect(readiness.status).toBe(503);
      expect(readiness.ms).toBeLessThan(2_000);
      expect(typeof frame.data.message).toBe("string");
      expect(frame.data.retryAfter).toBeGreaterThan(0);
      expect(frameMs).toBeLessThan(WHILE_AWAY_MS);
      expect((await call("/healthz")).status).toBe(200);
      // Frozen until the writer has had its 503 too (a send it began before the freeze may still succeed).
      const deadline = performance.now() + 10_000;
      while (!sent.some((s) => s.answer.status === 503) && performance.now() < deadline) await Bun.sleep(50);

      // Back: connections swallowed while frozen stay dead (as after a real network fault), so the server must replace them.
      await proxy.pass();
      const back = performance.now();
      const recovered = await Promise.all(routes.map(async ([name, route]) => ({ name, ms: await firstSuccess(route, back, BACK_WITHIN_MS) })));
      for (const { name, ms } of recovered) expect({ name, within: ms !== undefined }).toEqual({ name, within: true });
      const republished = socket.frames.length;
      socket.send("send_message", { _id: saved._id });
      await socket.waitFor(
        (f) => f.event === "receive_message" && f.data._id === saved._id && socket.frames.indexOf(f) >= republished,
        "the message re-published",
      );

      writing = false;
      await writes;
      // Every reply was a success or a 503, never a 500 or a hang.
      expect([...new Set(sent.map((s) => s.answer.status))].sort()).toEqual([201, 503]);
      for (const s of sent.filter((s) => s.answer.status === 201))
        expect({ message: s.message, copies: await savedCopies(s.message) }).toEqual({ message: s.message, copies: 1 });
      // What got a 503 is saved once when sent again with its key, as the outbox does.
      for (const s of sent.filter((s) => s.answer.status === 503)) {
        expect((await retryUntilSaved(writer, s.message, s.key)).status).toBe(201);
        expect({ message: s.message, copies: await savedCopies(s.message) }).toEqual({ message: s.message, copies: 1 });
      }
      expect(market.server.proc.pid).toBe(pid);
      expect(market.server.proc.exitCode).toBeNull();
    } finally {
      socket.ws.close();
    }
  }, 120_000);
});

describe("PostgreSQL refusing connections", () => {
  test("every kind of call gets its 503 within 2.5 s; back, each succeeds within 5 s", async () => {
    await proxy.refuse();
    const routes = Object.entries(ROUTES);
    const answers = await Promise.all(routes.map(async ([name, route]) => ({ name, answer: await route() })));
    for (const { name, answer } of answers) {
      expect({ name, unavailable: unavailable(answer) }).toEqual({ name, unavailable: true });
      expect({ name, ms: answer.ms < WHILE_AWAY_MS }).toEqual({ name, ms: true });
    }
    await proxy.pass();
    const back = performance.now();
    const recovered = await Promise.all(routes.map(async ([name, route]) => ({ name, ms: await firstSuccess(route, back, BACK_WITHIN_MS) })));
    for (const { name, ms } of recovered) expect({ name, within: ms !== undefined }).toEqual({ name, within: true });
  }, 60_000);
});
