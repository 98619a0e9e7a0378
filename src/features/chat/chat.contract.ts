import { z } from "zod";
import { requiredText, uuid } from "../../platform/contract/fields.ts";
import type { NotificationFrameData } from "../notifications/notifications.contract.ts";
import type { SessionUser, StaffRole } from "../../platform/contract/roles.ts";
import { said } from "../../platform/contract/messages.ts";

export { CHAT_CLOSE_CODES } from "./chat-close-codes.contract.ts";
import { CHAT_ASSIGNEE_FILTERS } from "./chat-assignees.contract.ts";
export { CHAT_ASSIGNEE_FILTERS, type ChatAssigneeFilter } from "./chat-assignees.contract.ts";

/** SPEC §3 "Chat message", as it travels on the wire (REST replies and socket frames). */
export interface ChatMessage {
  _id: string;
  senderId: string;
  receiverId: string;
  message: string;
  /** ISO timestamp. */
  createdAt: string;
  /** When a socket of the receiver first had it (ISO), else null: the sender sees "Delivered". */
  deliveredAt: string | null;
  /** When the receiver opened the conversation with it (ISO), else null: the sender sees "Read". */
  readAt: string | null;
  /**
   * The agency's messages (sender: the agency's fixed id): the staff member who wrote it and the
   * name they had then, which the studio or artist reads beside it ("Marie (agency)"); null on the
   * messages of studios and artists, and on the agency's from before its staff had names.
   */
  staffUserId?: string | null;
  staffName?: string | null;
}

/** A message is trimmed and 1 to 2,000 characters long. */
export const CHAT_MESSAGE_MAX = 2000;

/** `POST /chat/send`. */
export const chatSendSchema = z.object({
  receiverId: uuid("Receiver id"),
  message: requiredText("Message", CHAT_MESSAGE_MAX, { multiline: true }),
});
export type ChatSendInput = z.infer<typeof chatSendSchema>;

/** A history reply carries at most this many messages: the newest, or the newest before `before`. */
export const CHAT_HISTORY_LIMIT = 500;

/** `GET /chat/history?otherUserId=[&before=]`: `before` (a message's id) asks for the messages older than it. */
export const chatHistoryQuerySchema = z.object({
  otherUserId: uuid("Other user id"),
  before: uuid("Before").optional(),
});

/** `PUT /chat/read`: the caller read what `otherUserId` sent them (every role; the admin's inbox has its own path too). */
export const chatReadSchema = z.object({ otherUserId: uuid("Other user id") });

/** `GET /chat/unread`: messages sent to the caller that the caller has not opened (the chat entry's badge). */
export interface ChatUnread {
  unread: number;
}

/**
 * Some messages of one sender to one receiver reached the receiver (`deliveredAt`) or
 * were read by them (`readAt`, which implies delivered): both sides' sockets are told, so
 * the sender's ticks and the receiver's other tabs' unread counts follow.
 */
export interface ChatReceipt {
  senderId: string;
  receiverId: string;
  messageIds: string[];
  deliveredAt: string;
  readAt: string | null;
}

/** `GET /chat/history` sends `chats` and `POST /chat/send` sends `chat` beside the envelope (SPEC §7). */
export interface ChatHistoryReply {
  status: boolean;
  message: string;
  response: ChatMessage[];
  chats: ChatMessage[];
}
export interface ChatSendReply {
  status: boolean;
  message: string;
  response: ChatMessage;
  chat: ChatMessage;
}

/** The staff roles that answer the agency's chat (the bookkeeper has none). */
export const CHAT_STAFF_ROLES: readonly StaffRole[] = ["owner", "coordinator"];

/** The staff member a conversation is given to. */
export interface ChatAssignee {
  userId: string;
  name: string;
}

/** One line of the admin inbox (`GET /api/admin/conversations`), newest activity first. */
export interface Conversation {
  user: SessionUser;
  lastMessage: ChatMessage;
  /** Messages from this user the admin has not opened yet. */
  unreadCount: number;
  /** Who of the staff answers this studio or artist; null: nobody yet. */
  assignee: ChatAssignee | null;
}

/** `GET /api/admin/conversations?assignee=me|none|any`. */
export const conversationListQuerySchema = z.object({
  assignee: z.enum(CHAT_ASSIGNEE_FILTERS, { error: said("Assignee must be me, none or any", "api.chat.assigneeFilter") }).default("any"),
});

/** `PUT /api/admin/chat/:userId/assignee`: a staff member who may chat, or null to give the conversation back to everyone. */
export const chatAssigneeSchema = z.object({
  staffUserId: uuid("Staff user id").nullable(),
});
export type ChatAssigneeInput = z.infer<typeof chatAssigneeSchema>;

/**
 * Frames on `/ws`, JSON `{"event", "data"}`.
 * Client to server: `join_room` (own user id), `send_message` (a saved chat, re-published
 * when this user sent it), `ping` (the browser's heartbeat).
 * Server to client: `joined` (the room is live: load history now), `receive_message`,
 * `receipt` (messages delivered to or read by their receiver, to both sides), `pong`, `error` (a refused frame; nothing happened; with `retryAfter`, the seconds after which the same frame may succeed: the database could not answer), `notification` (a new
 * notification for this user and the bell's unread count, on every socket of the user,
 * joined or not; clients ignore events they do not know).
 */
export type ChatClientFrame =
  | { event: "join_room"; data: string }
  | { event: "send_message"; data: Pick<ChatMessage, "_id"> & Partial<ChatMessage> }
  | { event: "ping"; data?: null };

export type ChatServerFrame =
  | { event: "joined"; data: string }
  | { event: "receive_message"; data: ChatMessage }
  | { event: "receipt"; data: ChatReceipt }
  | { event: "pong"; data: null }
  | { event: "error"; data: { message: string; retryAfter?: number } }
  | { event: "notification"; data: NotificationFrameData };
