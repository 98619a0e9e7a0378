/**
 * Chat delivery latency with many open sockets (DESIGN §11): starts a real server
 * (`bun src/server.ts`), connects `sockets` WebSockets on loopback spread over
 * `users` signed-in users (several tabs each), then has the admin send `messages`
 * chats through `POST /api/chat/send` and times each from the send call to its
 * arrival on every socket of the receiver. Bounded by `timeLimitMs`; what did not
 * arrive by then is reported as missing.
 *
 * `bun scripts/bench-chat.ts [--sockets 1000] [--messages 200]` prints the figures;
 * `benchChat()` returns them to the main bench.
 */
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from "../e2e/support.ts";
import type { ChatServerFrame } from "../src/contracts/chat.ts";
import type { SessionUser } from "../src/contracts/roles.ts";
import { remoteLogIn, remotePost, remoteSignUp, socketWithCookie } from "../src/realtime/testing.ts";

export interface ChatBenchOptions {
  sockets?: number;
  users?: number;
  messages?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /** The whole run, connections included. */
  timeLimitMs?: number;
  /** memory:// (default) or a postgres:// URL. */
  databaseUrl?: string;
}

export interface ChatBenchResult {
  sockets: number;
  users: number;
  messages: number;
  deliveries: number;
  missing: number;
  connectMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Deliveries per second over the sending phase. */
  deliveriesPerSecond: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

export async function benchChat(options: ChatBenchOptions = {}): Promise<ChatBenchResult> {
  const socketCount = options.sockets ?? 1000;
  const userCount = Math.min(options.users ?? 40, socketCount);
  const messageCount = options.messages ?? 200;
  const concurrency = options.concurrency ?? 4;
  const deadline = Date.now() + (options.timeLimitMs ?? 120_000);

  const server = await startServer({
    DATABASE_URL: options.databaseUrl ?? "memory://",
    SEED_DEMO: "0",
    NODE_ENV: "production",
    // Every bench user signs up from its own (forwarded) address, as real users would.
    TRUST_PROXY: "1",
  });
  const open: WebSocket[] = [];
  try {
    let ip = 0;
    const fromNewAddress = () => ({ "x-forwarded-for": `10.77.${Math.floor(++ip / 250)}.${ip % 250}` });

    const admin = await remoteLogIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD, fromNewAddress());
    const users: { user: SessionUser; cookie: string }[] = [];
    for (let i = 0; i < userCount; i++) users.push(await remoteSignUp(server.url, "client", fromNewAddress()));

    // Message text (unique per send) -> when its send started.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const wsUrl = `${server.url.replace(/^http/, "ws")}/ws`;
    const connectStart = performance.now();
    const socketsPerUser = Math.ceil(socketCount / userCount);

    function connect(session: { user: SessionUser; cookie: string }): Promise<void> {
      return new Promise((resolve, reject) => {
        const ws = socketWithCookie(wsUrl, session.cookie);
        open.push(ws);
        ws.onopen = () => ws.send(JSON.stringify({ event: "join_room", data: session.user.userId }));
        ws.onerror = () => reject(new Error("socket refused"));
        ws.onmessage = (e) => {
          const arrived = performance.now();
          const frame = JSON.parse(String(e.data)) as ChatServerFrame;
          if (frame.event === "joined") resolve();
          if (frame.event !== "receive_message") return;
          const started = sentAt.get(frame.data.message);
          if (started !== undefined) latencies.push(arrived - started);
        };
      });
    }
    const sessions = Array.from({ length: socketCount }, (_, i) => users[Math.floor(i / socketsPerUser)]!);
    for (let i = 0; i < sessions.length; i += 100) await Promise.all(sessions.slice(i, i + 100).map(connect));
    const connectMs = performance.now() - connectStart;

    const receiversOf = (u: number) => sessions.filter((s) => s === users[u]).length;
    let expected = 0;
    let next = 0;
    const sendStart = performance.now();
    async function sender() {
      while (next < messageCount && Date.now() < deadline) {
        const i = next++;
        const u = i % userCount;
        const token = `bench message ${i}`;
        expected += receiversOf(u);
        sentAt.set(token, performance.now());
        await remotePost(server.url, "/api/chat/send", { receiverId: users[u]!.user.userId, message: token }, admin);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, sender));
    while (latencies.length < expected && Date.now() < deadline) await Bun.sleep(10);
    const sendMs = performance.now() - sendStart;

    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      sockets: open.length,
      users: userCount,
      messages: sentAt.size,
      deliveries: latencies.length,
      missing: Math.max(0, expected - latencies.length),
      connectMs: Math.round(connectMs),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? NaN),
      deliveriesPerSecond: Math.round(latencies.length / (sendMs / 1000)),
    };
  } finally {
    for (const ws of open) ws.close();
    await server.stop();
  }
}

export function formatChatBench(r: ChatBenchResult): string {
  return [
    `chat delivery (send -> every receiving socket), ${r.sockets} sockets over ${r.users} users, connected in ${r.connectMs} ms`,
    `  ${r.messages} messages, ${r.deliveries} deliveries (${r.deliveriesPerSecond}/s), missing ${r.missing}`,
    `  p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms   max ${r.maxMs} ms`,
  ].join("\n");
}

if (import.meta.main) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  const result = await benchChat({ sockets: arg("sockets"), users: arg("users"), messages: arg("messages") });
  console.log(formatChatBench(result));
}
