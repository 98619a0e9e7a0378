import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
import { z } from "zod";
import { ADMIN_ID, type SessionUser } from "../../platform/contract/roles.ts";
import { coalesce } from "../../platform/db/coalesce.ts";
import type { Database } from "../../platform/db/client.ts";
import type { EventBus } from "../../platform/events/bus.ts";
import { NO_PROXY, type TrustedProxies } from "../../platform/http/client-ip.ts";
import { failure } from "../../platform/http/envelope.ts";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCode } from "../../platform/http/error-handler.ts";
import { isSameOrigin, requestedOrigin } from "../../platform/http/origin.ts";
import { type ActiveSession, type SessionOptions, sessionTokenFromCookieHeader } from "../../platform/http/session.ts";
import { translateMessage } from "../../platform/i18n/api-messages.ts";
import { LOCALE_COOKIE, type Locale, localeOf, negotiateLocale } from "../../platform/i18n/locales.ts";
import type { Logger } from "../../platform/log.ts";
import { getNotification, type PresenceBoard, unreadCount } from "../notifications/index.ts";
import { CHAT_CLOSE_CODES, type ChatMessage, type ChatServerFrame } from "./chat.contract.ts";
import { answersAgencyChat, type DeliveredMark, findChat, markDelivered } from "./chat.ts";

/** The chat socket's path. */
export const SOCKET_PATH = "/ws";

/**
 * Seconds a socket may stay silent. Shortly before, the server pings it (browsers
 * answer by themselves), so an idle but live connection sees traffic every ~26 s,
 * well inside the 60 s idle limit of common proxies; one that does not answer is dropped.
 */
export const IDLE_TIMEOUT_SECONDS = 30;
/** Frames a socket may send per window before it is closed (a chat needs a handful). */
const FRAME_LIMIT = 60;
const FRAME_WINDOW_MS = 10_000;
/** The largest frame: a `send_message` with a 2,000-character chat fits with room to spare. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Sockets one user may hold in this process (tabs, devices); a new one closes the oldest. */
export const MAX_SOCKETS_PER_USER = 10;

export interface SocketData {
  user: SessionUser;
  sessionId: string;
  /** The page's language when it connected (its `locale` cookie, else Accept-Language): pushed notifications are worded in it. */
  locale: Locale;
  frames: number;
  windowStart: number;
}
type ChatSocket = ServerWebSocket<SocketData>;

const topicOf = (userId: string) => `user:${userId}`;

const clientFrameSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("join_room"), data: z.string() }),
  z.object({ event: z.literal("send_message"), data: z.object({ _id: z.string() }) }),
  z.object({ event: z.literal("ping"), data: z.unknown().optional() }),
]);

function send(ws: ChatSocket, frame: ChatServerFrame) {
  ws.send(JSON.stringify(frame));
}
const refuse = (ws: ChatSocket, message: string) => send(ws, { event: "error", data: { message } });

export interface ChatHubOptions {
  db: Database;
  events: EventBus;
  session: SessionOptions;
  log: Logger;
  idleTimeoutSeconds?: number;
  /** Behind a trusted proxy the Origin is checked against the host it forwarded. */
  trustProxy?: TrustedProxies;
  /** Notifications ask whether a user has an open socket here: the hub tells them while it runs. */
  presence?: PresenceBoard;
}

export type ChatHub = ReturnType<typeof createChatHub>;

/**
 * The chat's sockets in this process: the upgrade is authenticated by
 * the session cookie; each user's sockets share the topic `user:{id}` once they
 * join it; every message the bus carries goes to its sender's and receiver's topics.
 */
export function createChatHub(options: ChatHubOptions) {
  const { db, events, log } = options;
  const sockets = new Set<ChatSocket>();
  /** Each user's sockets in this process, oldest first. */
  const byUser = new Map<string, ChatSocket[]>();
  /** The joined sockets of the staff who answer the agency's chat: each receives the agency's conversations. */
  const agencySockets = new Set<ChatSocket>();
  let server: Server<SocketData> | undefined;

  // The marks asked for while a round's statement runs go together in the next one.
  const markRound = coalesce((marks: DeliveredMark[]) => markDelivered(db, events, marks));
  /** Marks what reached `receiverId`'s sockets here as delivered: the sender's "Delivered". */
  const delivered = (receiverId: string, messageId?: string) =>
    void markRound([{ receiverId, messageId }]).catch((error) => log.error("chat delivery mark failed", { error: String(error) }));
  const deliver = (chat: ChatMessage) => {
    if (!server) return;
    const frame = JSON.stringify({ event: "receive_message", data: chat } satisfies ChatServerFrame);
    server.publish(topicOf(chat.senderId), frame);
    if (chat.receiverId === chat.senderId) return;
    server.publish(topicOf(chat.receiverId), frame);
    if (!chat.deliveredAt && server.subscriberCount(topicOf(chat.receiverId)) > 0) delivered(chat.receiverId, chat._id);
  };
  const unsubscribeChat = events.on("chat.message_sent", ({ chat }) => deliver(chat));
  const unsubscribeReceipts = events.on("chat.receipt", ({ receipt }) => {
    if (!server) return;
    const frame = JSON.stringify({ event: "receipt", data: receipt } satisfies ChatServerFrame);
    server.publish(topicOf(receipt.senderId), frame);
    server.publish(topicOf(receipt.receiverId), frame);
  });
  // A notification for a user with sockets here (written by this instance or another: the notifier finds it), worded in each socket's language.
  async function pushNotification(userId: string, notificationId: string) {
    const own = byUser.get(userId);
    if (!own?.length) return;
    const unread = await unreadCount(db, userId);
    const frames = new Map<Locale, string>();
    for (const ws of own) {
      let frame = frames.get(ws.data.locale);
      if (!frame) {
        const notification = await getNotification(db, userId, notificationId, ws.data.locale);
        if (!notification) return;
        frame = JSON.stringify({ event: "notification", data: { notification, unread } } satisfies ChatServerFrame);
        frames.set(ws.data.locale, frame);
      }
      ws.send(frame);
    }
  }
  const leavePresence = options.presence?.add({
    // The agency is there while any of its chat staff has a socket here.
    isConnected: (userId) => (byUser.get(userId)?.length ?? 0) > 0 || (userId === ADMIN_ID && agencySockets.size > 0),
    push: (userId, notificationId) =>
      void pushNotification(userId, notificationId).catch((error) => log.error("notification push failed", { error: String(error) })),
  });
  // A session ended (logout, password or role change): its sockets close here as on every instance.
  const unsubscribeSessions = events.on("session.revoked", (event) => {
    const ended =
      "userId" in event ? (ws: ChatSocket) => ws.data.user.userId === event.userId : (ws: ChatSocket) => event.sessionIds.includes(ws.data.sessionId);
    for (const ws of sockets) if (ended(ws)) ws.close(CHAT_CLOSE_CODES.sessionEnded, "Session ended");
  });

  function track(ws: ChatSocket) {
    sockets.add(ws);
    const own = byUser.get(ws.data.user.userId) ?? [];
    own.push(ws);
    byUser.set(ws.data.user.userId, own);
    while (own.length > MAX_SOCKETS_PER_USER) own.shift()!.close(CHAT_CLOSE_CODES.tooManySockets, "Too many open chat connections");
  }
  function untrack(ws: ChatSocket) {
    sockets.delete(ws);
    agencySockets.delete(ws);
    const own = byUser.get(ws.data.user.userId);
    if (!own) return;
    const at = own.indexOf(ws);
    if (at >= 0) own.splice(at, 1);
    if (own.length === 0) byUser.delete(ws.data.user.userId);
  }

  /** `send_message`: re-read by id, re-published only when this user sent it (a staff member who chats: the agency). */
  async function republish(ws: ChatSocket, id: string) {
    const chat = await findChat(db, id);
    const { user } = ws.data;
    if (!chat || chat.senderId !== (answersAgencyChat(user) ? ADMIN_ID : user.userId)) {
      refuse(ws, "Message not found");
      return;
    }
    events.publish({ type: "chat.message_sent", chat });
  }

  /**
   * The code when `error` says the database could not answer, logged as the API logs it (the
   * code only: during an outage every call fails so); undefined otherwise. The caller then
   * answers as the API's 503: try again in DATABASE_RETRY_AFTER_SECONDS.
   */
  function databaseAway(error: unknown): string | undefined {
    const code = databaseUnavailableCode(error);
    if (code) log.warn("database unavailable", { path: SOCKET_PATH, code });
    return code;
  }

  function overLimit(ws: ChatSocket): boolean {
    const now = Date.now();
    if (now - ws.data.windowStart >= FRAME_WINDOW_MS) {
      ws.data.windowStart = now;
      ws.data.frames = 0;
    }
    return ++ws.data.frames > FRAME_LIMIT;
  }

  const websocket: WebSocketHandler<SocketData> = {
    idleTimeout: options.idleTimeoutSeconds ?? IDLE_TIMEOUT_SECONDS,
    sendPings: true,
    maxPayloadLength: MAX_FRAME_BYTES,
    open(ws) {
      track(ws);
    },
    close(ws) {
      untrack(ws);
    },
    message(ws, raw) {
      if (overLimit(ws)) {
        ws.close(1008, "Too many messages");
        return;
      }
      let parsed: z.infer<typeof clientFrameSchema>;
      try {
        const result = clientFrameSchema.safeParse(JSON.parse(String(raw)));
        if (!result.success) throw result.error;
        parsed = result.data;
      } catch {
        refuse(ws, "Unknown frame");
        return;
      }
      const { user } = ws.data;
      switch (parsed.event) {
        case "join_room":
          if (parsed.data !== user.userId) {
            refuse(ws, "You can only join your own room");
            return;
          }
          ws.subscribe(topicOf(user.userId));
          // A staff member who answers the chat hears the agency's conversations on their own socket too.
          if (answersAgencyChat(user) && user.userId !== ADMIN_ID) {
            ws.subscribe(topicOf(ADMIN_ID));
            agencySockets.add(ws);
          }
          send(ws, { event: "joined", data: user.userId });
          // What was sent while this user had no socket reaches them now (they load the history next).
          delivered(user.userId);
          if (agencySockets.has(ws)) delivered(ADMIN_ID);
          return;
        case "send_message":
          republish(ws, parsed.data._id).catch((error) => {
            if (databaseAway(error)) {
              send(ws, { event: "error", data: { message: translateMessage(ws.data.locale, "api.unavailable"), retryAfter: DATABASE_RETRY_AFTER_SECONDS } });
              return;
            }
            log.error("chat re-publish failed", { error: String(error) });
            refuse(ws, "Message could not be sent");
          });
          return;
        case "ping":
          send(ws, { event: "pong", data: null });
          return;
      }
    },
  };

  return {
    path: SOCKET_PATH,
    websocket,
    /** Binds the hub to the server whose topics it publishes to. */
    attach(srv: Server<SocketData>) {
      server = srv;
    },
    /** Upgrades `/ws` for a signed-in user of this site; 401 without a valid session, 403 from another site, 503 when the database cannot tell. */
    async upgrade(req: Request, srv: Server<SocketData>): Promise<Response | undefined> {
      const origin = req.headers.get("origin");
      const locale = negotiateLocale(req.headers.get("accept-language"));
      if (origin && !isSameOrigin(origin, requestedOrigin(req.url, req.headers, srv.requestIP(req)?.address, options.trustProxy ?? NO_PROXY))) {
        return failure(403, translateMessage(locale, "api.crossSite"));
      }
      let session: ActiveSession | null;
      try {
        session = await options.session.store.read(sessionTokenFromCookieHeader(req.headers.get("cookie")));
      } catch (error) {
        if (!databaseAway(error)) throw error;
        return failure(503, translateMessage(locale, "api.unavailable"), { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
      }
      if (!session) return failure(401, translateMessage(locale, "api.auth.loginRequired"));
      const cookieLocale = localeOf(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(req.headers.get("cookie") ?? "")?.[1]);
      const data = { user: session.user, sessionId: session.id, locale: cookieLocale ?? locale, frames: 0, windowStart: Date.now() };
      if (srv.upgrade(req, { data })) return undefined;
      return failure(426, translateMessage(locale, "api.webSocketOnly"));
    },
    /** Open sockets in this process. */
    get connections() {
      return sockets.size;
    },
    /** Graceful stop: every socket is told the server is going away (clients reconnect elsewhere). */
    close() {
      unsubscribeChat();
      unsubscribeReceipts();
      unsubscribeSessions();
      leavePresence?.();
      for (const ws of sockets) ws.close(1001, "Server restarting");
      sockets.clear();
      byUser.clear();
      agencySockets.clear();
    },
  };
}
