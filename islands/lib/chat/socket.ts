import { CHAT_CLOSE_CODES } from "../../../src/features/chat/chat-close-codes.contract.ts";
import type { ChatClientFrame, ChatMessage, ChatReceipt, ChatServerFrame } from "../../../src/features/chat/chat.contract.ts";
import type { NotificationFrameData } from "../../../src/features/notifications/notifications.contract.ts";
import { onUnauthorized } from "../api.ts";

/** SPEC §9: the delay starts at 1000 ms, doubles up to 5000 ms, ±50 % at random; unlimited attempts; 20 s to connect. */
export const RECONNECT = { initialDelayMs: 1000, maxDelayMs: 5000, randomization: 0.5, connectTimeoutMs: 20_000 };
/**
 * The browser cannot see the server's protocol pings, so it checks the line itself:
 * a `ping` frame this often, and a connection that stayed silent for a whole period
 * since is given up for a new one.
 */
export const HEARTBEAT_MS = 25_000;

export type ReconnectSettings = typeof RECONNECT;

/** The wait before reconnect attempt `attempt` (0 for the first retry). */
export function reconnectDelay(attempt: number, settings: ReconnectSettings = RECONNECT, random: () => number = Math.random): number {
  const base = Math.min(settings.initialDelayMs * 2 ** Math.min(attempt, 30), settings.maxDelayMs);
  const jittered = base * (1 + settings.randomization * (2 * random() - 1));
  return Math.round(Math.min(settings.maxDelayMs, Math.max(0, jittered)));
}

/** connecting: opening or joining; online: in the room; offline: waiting to retry. */
export type ChatSocketStatus = "connecting" | "online" | "offline";

export interface ChatSocketListener {
  /** The room is joined, after every (re)connect: the moment to (re)load history. */
  onReady?(): void;
  onMessage?(chat: ChatMessage): void;
  /** Messages were delivered to or read by their receiver. */
  onReceipt?(receipt: ChatReceipt): void;
  /** A new notification for this user and the bell's unread count. */
  onNotification?(data: NotificationFrameData): void;
  onStatus?(status: ChatSocketStatus): void;
}

export interface ChatSocketOptions {
  url: string;
  userId: string;
  createSocket?: (url: string) => WebSocket;
  reconnect?: Partial<ReconnectSettings>;
  heartbeatMs?: number;
  random?: () => number;
  /** The session ended (logout elsewhere, revoked): by default, to the login page (`sessionEndedElsewhere`). */
  onSessionEnded?: () => void;
}

/**
 * The reconnecting chat socket: joins the user's room after every
 * connect, reports chats, retries forever with SPEC §9's back-off.
 */
export class ChatSocket {
  status: ChatSocketStatus = "connecting";
  private readonly listeners = new Set<ChatSocketListener>();
  private readonly settings: ReconnectSettings;
  private ws: WebSocket | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private heardSincePing = true;
  private closed = false;

  constructor(private readonly options: ChatSocketOptions) {
    this.settings = { ...RECONNECT, ...options.reconnect };
    this.connect();
  }

  subscribe(listener: ChatSocketListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Stops for good (no more reconnects). */
  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.drop();
  }

  private emit(call: (l: ChatSocketListener) => void) {
    for (const listener of [...this.listeners]) call(listener);
  }

  private setStatus(status: ChatSocketStatus) {
    if (this.status === status) return;
    this.status = status;
    this.emit((l) => l.onStatus?.(status));
  }

  private send(frame: ChatClientFrame) {
    this.ws?.send(JSON.stringify(frame));
  }

  private connect() {
    this.setStatus("connecting");
    const ws = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.ws = ws;
    // Not in the room within the limit (a stalled handshake): give it up and retry.
    this.connectTimer = setTimeout(() => this.lost(), this.settings.connectTimeoutMs);
    ws.onopen = () => this.send({ event: "join_room", data: this.options.userId });
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = (e) => this.closedByServer(e.code);
  }

  private receive(raw: string) {
    this.heardSincePing = true;
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(raw) as ChatServerFrame;
    } catch {
      console.error("Chat: unreadable frame", raw);
      return;
    }
    switch (frame.event) {
      case "joined":
        clearTimeout(this.connectTimer);
        this.attempt = 0;
        this.startHeartbeat();
        this.setStatus("online");
        this.emit((l) => l.onReady?.());
        return;
      case "receive_message":
        this.emit((l) => l.onMessage?.(frame.data));
        return;
      case "receipt":
        this.emit((l) => l.onReceipt?.(frame.data));
        return;
      case "notification":
        this.emit((l) => l.onNotification?.(frame.data));
        return;
      case "error":
        console.error("Chat:", frame.data.message);
        return;
      case "pong":
        return;
    }
  }

  private startHeartbeat() {
    clearInterval(this.heartbeat);
    this.heardSincePing = true;
    this.heartbeat = setInterval(() => {
      if (!this.heardSincePing) {
        this.lost();
        return;
      }
      this.heardSincePing = false;
      this.send({ event: "ping" });
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
  }

  /** Detaches the current socket, whatever state it is in (its late events are ignored). */
  private drop() {
    clearTimeout(this.connectTimer);
    clearInterval(this.heartbeat);
    const ws = this.ws;
    this.ws = undefined;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = null;
    if (ws.readyState <= 1) ws.close(); // CONNECTING or OPEN
  }

  /**
   * The server closed the socket. An ended session goes to the login page (as a 401
   * does, SPEC §4); a socket closed for a newer one of the same user stays closed,
   * or the tabs would take turns closing each other; anything else is retried.
   */
  private closedByServer(code: number) {
    if (code === CHAT_CLOSE_CODES.sessionEnded || code === CHAT_CLOSE_CODES.tooManySockets) {
      this.close();
      this.setStatus("offline");
      if (code === CHAT_CLOSE_CODES.sessionEnded) (this.options.onSessionEnded ?? sessionEndedElsewhere)();
      return;
    }
    this.lost();
  }

  /** The connection is gone (closed, timed out or silent): retry after the back-off. */
  private lost() {
    this.drop();
    if (this.closed) return;
    this.setStatus("offline");
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++, this.settings, this.options.random));
  }
}

/** How long an ended session waits before the login page: the page's own logout or deletion leaves for its page meanwhile. */
export const SESSION_END_GRACE_MS = 1500;

/**
 * The socket's session ended. When this page ended it (Log out, Sign out everywhere,
 * deleting the account), the server may close the socket before the call's reply
 * arrives, and the page then leaves for its own next page ("/", /login): going to
 * /login at once would cut that navigation off. So: a moment's grace (and onUnauthorized does nothing
 * once the page is leaving); else (a logout in another tab, a revocation) /login.
 */
function sessionEndedElsewhere() {
  setTimeout(onUnauthorized, SESSION_END_GRACE_MS);
}

/** The page's address for the chat socket. */
export const chatSocketUrl = () => `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;

const shared = new Map<string, { socket: ChatSocket; holders: number }>();

/**
 * One socket per user and page, shared by every chat view (the admin's inbox and
 * its open conversation); it closes when the last holder releases it.
 */
export function acquireChatSocket(userId: string): { socket: ChatSocket; release(): void } {
  let entry = shared.get(userId);
  if (!entry) {
    entry = { socket: new ChatSocket({ url: chatSocketUrl(), userId }), holders: 0 };
    shared.set(userId, entry);
  }
  entry.holders++;
  const held = entry;
  let released = false;
  return {
    socket: held.socket,
    release() {
      if (released) return;
      released = true;
      if (--held.holders === 0) {
        held.socket.close();
        shared.delete(userId);
      }
    },
  };
}
