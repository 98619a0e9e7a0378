/**
 * One of the chat bench's client processes (scripts/bench/chat.ts): opens the sockets
 * of the file it is given (`bun scripts/bench/chat-clients.ts <plan.json>`), each
 * signed in with its session cookie and joined to its user's room, prints `ready`,
 * then records when each chat message reaches each socket. A message's text carries
 * the instant it was sent (`performance.timeOrigin + performance.now()`, one clock for
 * every process of the machine), so each arrival is timed here without a round trip.
 * On the line `report` on its input it prints the delays as one JSON line, closes its
 * sockets and exits. One process on two cores cannot drive 10,000 sockets and time
 * them fairly, so the bench starts several.
 *
 * `protocol`: "native" is ours (src/features/chat/hub.ts: a WebSocket on /ws, a `join_room`
 * frame, JSON frames); "socket.io" is the peer's (scripts/bench/peer/server.js), with
 * socket.io-client from the peer's own node_modules.
 */
import { join } from "node:path";
import { socketWithCookie } from "../lib/socket.ts";

export interface ClientPlan {
  protocol: "native" | "socket.io";
  sockets: { url: string; cookie: string; userId: string }[];
  /** Sockets this process opens at once (each upgrade reads a session: the server's pool queues at most 256 queries). */
  openingAtOnce: number;
}

/** A chat message's text in the bench: its send instant, in milliseconds since the epoch (fractional). */
export const benchMessage = (sentAt: number, n: number) => `bench ${sentAt} ${n}`;
export const now = () => performance.timeOrigin + performance.now();
const sentAtOf = (text: string) => Number(text.split(" ")[1]);

interface Opened {
  close(): void;
}

type Arrival = (text: string) => void;

function openNative(s: ClientPlan["sockets"][number], arrived: Arrival): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = socketWithCookie(`${s.url.replace(/^http/, "ws")}/ws`, s.cookie);
    ws.onopen = () => ws.send(JSON.stringify({ event: "join_room", data: s.userId }));
    ws.onerror = () => reject(new Error(`socket to ${s.url} refused`));
    ws.onmessage = (e) => {
      const frame = JSON.parse(String(e.data)) as { event: string; data: { message?: string } };
      if (frame.event === "joined") resolve({ close: () => ws.close() });
      else if (frame.event === "receive_message") arrived(frame.data.message!);
    };
  });
}

interface SocketIoClient {
  on(event: string, listener: (data: never) => void): void;
  close(): void;
}
type SocketIoConnect = (url: string, options: Record<string, unknown>) => SocketIoClient;

async function socketIoOpener(): Promise<(s: ClientPlan["sockets"][number], arrived: Arrival) => Promise<Opened>> {
  const module = (await import(Bun.resolveSync("socket.io-client", join(import.meta.dir, "peer")))) as { io: SocketIoConnect };
  return (s, arrived) =>
    new Promise((resolve, reject) => {
      const socket = module.io(s.url, { transports: ["websocket"], extraHeaders: { cookie: s.cookie }, reconnection: false, forceNew: true });
      socket.on("connect_error", (error: Error) => reject(error));
      socket.on("joined", () => resolve({ close: () => socket.close() }));
      socket.on("receive_message", (chat: { message: string }) => arrived(chat.message));
    });
}

if (import.meta.main) {
  const plan = (await Bun.file(process.argv[2]!).json()) as ClientPlan;
  const delays: number[] = [];
  const arrived: Arrival = (text) => {
    const sentAt = sentAtOf(text);
    if (Number.isFinite(sentAt)) delays.push(now() - sentAt);
  };
  const open = plan.protocol === "native" ? openNative : await socketIoOpener();
  const opened: Opened[] = [];
  for (let i = 0; i < plan.sockets.length; i += plan.openingAtOnce) {
    opened.push(...(await Promise.all(plan.sockets.slice(i, i + plan.openingAtOnce).map((s) => open(s, arrived)))));
  }
  console.log("ready");
  for await (const line of console) {
    if (line.trim() !== "report") continue;
    console.log(JSON.stringify({ delays }));
    for (const o of opened) o.close();
    process.exit(0);
  }
}
