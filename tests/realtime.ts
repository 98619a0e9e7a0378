import type { Server } from "bun";
import type { ChatMessage, ChatServerFrame } from "../src/features/chat/chat.contract.ts";
import type { SessionUser } from "../src/platform/contract/roles.ts";
import type { TestApp } from "./harness.ts";
import { createChatHub, type ChatHub, type SocketData } from "../src/features/chat/hub.ts";
import { serveWithSocket } from "../src/platform/realtime/serve.ts";
import { socketWithCookie } from "../scripts/lib/socket.ts";

/** A test app served on a free port with its chat hub, as src/server.ts serves it. */
export function serveTestApp(
  t: TestApp,
  options: { idleTimeoutSeconds?: number; port?: number } = {},
): { server: Server<SocketData>; hub: ChatHub; wsUrl: string } {
  const hub = createChatHub({
    db: t.db,
    events: t.deps.events,
    session: t.deps.session,
    log: t.deps.log,
    idleTimeoutSeconds: options.idleTimeoutSeconds,
    presence: t.deps.notifications.presence,
  });
  const server = serveWithSocket(t.app, hub, options.port ?? 0);
  return { server, hub, wsUrl: `ws://127.0.0.1:${server.port}/ws` };
}

/** A socket that records every frame and lets a test wait for the next one matching a condition. */
export interface TestSocket {
  ws: WebSocket;
  frames: ChatServerFrame[];
  /** Resolves with the first frame, from the start, that matches (recorded or still to come). */
  waitFor(match: (frame: ChatServerFrame) => boolean, what?: string): Promise<ChatServerFrame>;
  /** Resolves when the socket has closed, with its close code. */
  closed: Promise<number>;
  send(event: string, data?: unknown): void;
  /** Joins its own room and waits for the server to confirm. */
  join(userId: string): Promise<void>;
}

const WAIT_LIMIT_MS = 10_000;

/** Opens a socket to `wsUrl` with `cookie` as the session. */
export async function openTestSocket(wsUrl: string, cookie: string): Promise<TestSocket> {
  const ws = socketWithCookie(wsUrl, cookie);
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(String(e.data)) as ChatServerFrame);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve(), { once: true });
    ws.addEventListener("error", () => reject(new Error("socket refused")), { once: true });
  });

  function waitFor(match: (frame: ChatServerFrame) => boolean, what = "a frame"): Promise<ChatServerFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(frames)}`));
      }, WAIT_LIMIT_MS);
      waiters.add(check);
      check();
    });
  }
  const send = (event: string, data?: unknown) => ws.send(JSON.stringify({ event, data }));
  return {
    ws,
    frames,
    waitFor,
    closed,
    send,
    async join(userId) {
      send("join_room", userId);
      await waitFor((f) => f.event === "joined", "joined");
    },
  };
}

/** The `_id`s of the messages a socket received, in order. */
export const receivedIds = (socket: TestSocket) => socket.frames.flatMap((f) => (f.event === "receive_message" ? [f.data._id] : []));

/** Waits until `condition` holds, checking every 20 ms, failing after `limitMs`. */
export async function eventually(condition: () => boolean, what: string, limitMs = WAIT_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(20);
  }
}

/**
 * A WebSocket handshake over a bare TCP connection, for what a WebSocket API hides:
 * the refusal's status line, and a peer that never answers pings.
 */
export async function rawHandshake(port: number, headers: Record<string, string> = {}) {
  let received = "";
  let onData: (() => void) | undefined;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port,
    socket: {
      data(_s, chunk) {
        received += chunk.toString("latin1");
        onData?.();
      },
      close: () => resolveClosed(),
      error: () => resolveClosed(),
    },
  });
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  socket.write(
    `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${btoa("0123456789abcdef")}\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`,
  );
  const statusLine = await new Promise<string>((resolve) => {
    onData = () => {
      const end = received.indexOf("\r\n");
      if (end >= 0) resolve(received.slice(0, end));
    };
    onData();
  });
  return { statusLine, status: Number(statusLine.split(" ")[1]), closed, end: () => socket.end() };
}

/** A JSON POST to a running server (another process), with its reply and any session cookie it set. */
export async function remotePost<T>(baseUrl: string, path: string, body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: boolean; message: string; response: T; chat?: ChatMessage };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("session="))
    ?.split(";")[0];
  return { json, cookie };
}

export async function remoteLogIn(baseUrl: string, email: string, password: string, headers?: Record<string, string>) {
  const { json, cookie } = await remotePost<SessionUser>(baseUrl, "/api/auth/login", { email, password }, { headers });
  return { user: json.response, cookie: cookie! };
}

/** Registers a new user on a running server and logs in. */
export async function remoteSignUp(baseUrl: string, role: "client" | "artist", headers?: Record<string, string>) {
  const email = `${role}-${crypto.randomUUID()}@remote.test`;
  const password = "password-123";
  await remotePost(baseUrl, "/api/auth/register", { name: `${role} ${email.slice(role.length + 1, role.length + 9)}`, email, role, password }, { headers });
  return remoteLogIn(baseUrl, email, password, headers);
}
