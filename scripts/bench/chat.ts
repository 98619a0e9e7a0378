import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchMessage, type ClientPlan, now } from "./chat-clients.ts";
import { currentRss, type ServerProcess } from "./process.ts";
import type { ChatSession } from "./scale-seed.ts";

/**
 * Chat delivery with many open sockets: the
 * users' sockets are opened by several client processes (scripts/bench/chat-clients.ts),
 * spread over `servers` in turn (with two, each user has sockets on both and every
 * message crosses instances); then the agency sends `messages` chats through
 * `POST /api/chat/send`, to each user in turn and through each server in turn, and every
 * arrival on every socket of the receiver is timed from the send call's start.
 */
export interface ChatBenchOptions {
  protocol: ClientPlan["protocol"];
  servers: ServerProcess[];
  /** The sender's `session=` cookie (the agency: it may write to anyone). */
  senderCookie: string;
  /** The receivers, signed in (their cookies open the sockets). */
  sessions: ChatSession[];
  socketsPerUser: number;
  messages: number;
  /** Sends in flight at once. */
  concurrency: number;
  clientProcesses: number;
}

export interface ChatBenchResult {
  protocol: ClientPlan["protocol"];
  servers: number;
  sockets: number;
  users: number;
  messages: number;
  deliveries: number;
  missing: number;
  connectMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Deliveries per second from the first send to the last send's reply. */
  deliveriesPerSecond: number;
  /** Each server's resident memory (VmRSS) with every socket open, after the sends. */
  rssBytes: number[];
}

/** Sockets opening at once over all client processes: a burst of upgrades beyond the server's pool queue (256) is refused. */
const OPENING_AT_ONCE = 64;
/** How long arrivals are awaited after the last send returned. */
const GRACE_MS = 3_000;
const CONNECT_LIMIT_MS = 180_000;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

/** A client process: its plan, its `ready` line, then its report. */
function startClients(plan: ClientPlan, dir: string, index: number) {
  const planFile = join(dir, `plan-${index}.json`);
  const written = Bun.write(planFile, JSON.stringify(plan));
  const proc = written.then(() => Bun.spawn(["bun", join(import.meta.dir, "chat-clients.ts"), planFile], { stdin: "pipe", stdout: "pipe", stderr: "inherit" }));
  const lines = proc.then(async function* (p) {
    let pending = "";
    const reader = p.stdout.pipeThrough(new TextDecoderStream()).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      pending += chunk.value;
      const parts = pending.split("\n");
      pending = parts.pop()!;
      yield* parts;
    }
  });
  const nextLine = async () => {
    const { value, done } = await (await lines).next();
    if (done) throw new Error(`chat client process ${index} exited (${await (await proc).exited})`);
    return value;
  };
  return {
    async ready() {
      const line = await nextLine();
      if (line !== "ready") throw new Error(`chat client process ${index}: ${line}`);
    },
    async report(): Promise<number[]> {
      const p = await proc;
      p.stdin.write("report\n");
      await p.stdin.flush();
      return (JSON.parse(await nextLine()) as { delays: number[] }).delays;
    },
    kill: () => void proc.then((p) => p.kill()),
  };
}

export async function benchChat(o: ChatBenchOptions): Promise<ChatBenchResult> {
  const sockets = o.sessions.flatMap((s, u) =>
    Array.from({ length: o.socketsPerUser }, (_, k) => ({
      url: o.servers[(u * o.socketsPerUser + k) % o.servers.length]!.url,
      cookie: s.cookie,
      userId: s.userId,
    })),
  );
  const dir = mkdtempSync(join(tmpdir(), "bench-chat-"));
  const perProcess = Math.ceil(sockets.length / o.clientProcesses);
  const clients = Array.from({ length: o.clientProcesses }, (_, i) =>
    startClients(
      {
        protocol: o.protocol,
        sockets: sockets.slice(i * perProcess, (i + 1) * perProcess),
        openingAtOnce: Math.max(1, Math.floor(OPENING_AT_ONCE / o.clientProcesses)),
      },
      dir,
      i,
    ),
  );
  try {
    const connectStart = performance.now();
    await Promise.race([
      Promise.all(clients.map((c) => c.ready())),
      Bun.sleep(CONNECT_LIMIT_MS).then(() => Promise.reject(new Error(`${sockets.length} sockets not open after ${CONNECT_LIMIT_MS} ms`))),
    ]);
    const connectMs = performance.now() - connectStart;

    let next = 0;
    const sendStart = performance.now();
    const send = async (m: number) => {
      const server = o.servers[m % o.servers.length]!;
      const res = await fetch(`${server.url}/api/chat/send`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: o.senderCookie },
        body: JSON.stringify({ receiverId: o.sessions[m % o.sessions.length]!.userId, message: benchMessage(now(), m) }),
      });
      if (!res.ok) throw new Error(`chat send answered ${res.status}: ${await res.text()}`);
    };
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        while (next < o.messages) await send(next++);
      }),
    );
    const sendSeconds = (performance.now() - sendStart) / 1000;
    await Bun.sleep(GRACE_MS);
    const rssBytes = await Promise.all(o.servers.map((s) => currentRss(s.proc.pid)));
    const delays = (await Promise.all(clients.map((c) => c.report()))).flat().sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      protocol: o.protocol,
      servers: o.servers.length,
      sockets: sockets.length,
      users: o.sessions.length,
      messages: o.messages,
      deliveries: delays.length,
      missing: Math.max(0, o.messages * o.socketsPerUser - delays.length),
      connectMs: Math.round(connectMs),
      p50Ms: round(percentile(delays, 50)),
      p99Ms: round(percentile(delays, 99)),
      maxMs: round(delays.at(-1) ?? NaN),
      deliveriesPerSecond: Math.round(delays.length / sendSeconds),
      rssBytes,
    };
  } finally {
    for (const c of clients) c.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
