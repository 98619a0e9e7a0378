import { and, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { COMMIT_WITHOUT_FLUSH, type Database } from "../../platform/db/client.ts";
import { alias } from "drizzle-orm/pg-core";
import { chatAssignments, chatMessages, chatThreads, users } from "../../../db/schema.ts";
import { CHAT_HISTORY_LIMIT, CHAT_STAFF_ROLES, type ChatAssigneeFilter, type ChatMessage, type ChatSendInput, type Conversation } from "./chat.contract.ts";
import { ADMIN_ID, type SessionUser } from "../../platform/contract/roles.ts";
import { z } from "zod";
import { coalesce } from "../../platform/db/coalesce.ts";
import { sqlStateOf } from "../accounts/index.ts";
import { forbidden, invalid, notFound } from "../../platform/errors.ts";
import type { LargeEvents } from "../../platform/events/bus.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";

type ChatRow = Pick<
  typeof chatMessages.$inferSelect,
  "id" | "senderId" | "receiverId" | "message" | "createdAt" | "deliveredAt" | "readAt" | "staffUserId" | "staffName"
>;

export const toChatMessage = (row: ChatRow): ChatMessage => ({
  _id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  readAt: row.readAt?.toISOString() ?? null,
  staffUserId: row.staffUserId,
  staffName: row.staffName,
});

/**
 * Whether `user` answers the agency's chat (an owner or a coordinator): their sockets receive
 * the agency's conversations, and they write as the agency.
 */
export const answersAgencyChat = (user: SessionUser): boolean =>
  user.role === "admin" && user.staffRole !== undefined && CHAT_STAFF_ROLES.includes(user.staffRole);

/**
 * Who `user` is in a conversation: the agency's staff all speak as the agency (its fixed id),
 * the chat partner every studio and artist knows.
 */
export const chatParty = (user: SessionUser): SessionUser => (user.role === "admin" ? { ...user, userId: ADMIN_ID } : user);

/**
 * A client or an artist talks only with the admin (anyone else: 403);
 * the admin talks with any client or artist that exists (else 404).
 */
async function assertPartner(db: Database, user: SessionUser, otherUserId: string): Promise<void> {
  if (user.role !== "admin") {
    if (otherUserId !== ADMIN_ID) throw forbidden("api.chat.agencyOnly");
    return;
  }
  if (otherUserId === user.userId) throw invalid("api.chat.notYourself");
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherUserId), ne(users.role, "admin")))
    .limit(1);
  if (!other) throw notFound("api.chat.userNotFound");
}

type NewChatRow = Pick<typeof chatMessages.$inferInsert, "senderId" | "receiverId" | "message" | "staffUserId" | "staffName"> & { id: string };
type Saved = { row: ChatRow } | { error: unknown };

/**
 * Inserts a round of messages in one statement: one commit, so one wait for the WAL
 * flush (6 to 8 ms here) for every message sent meanwhile, where a statement each
 * waited for its own flush in turn on the pool's connection. A row the database refuses
 * (its receiver deleted since the check) is inserted alone, so it fails only its own send.
 */
async function insertRound(db: Database, rows: NewChatRow[]): Promise<Map<string, Saved>> {
  try {
    const saved = await db.insert(chatMessages).values(rows).returning();
    return new Map(saved.map((row) => [row.id, { row }]));
  } catch (error) {
    if (rows.length === 1 || !sqlStateOf(error)?.startsWith("23")) throw error;
    const each = await Promise.all(
      rows.map((row) =>
        db
          .insert(chatMessages)
          .values(row)
          .returning()
          .then(
            ([saved]): Saved => ({ row: saved! }),
            (refused: unknown): Saved => ({ error: refused }),
          ),
      ),
    );
    return new Map(rows.map((row, i) => [row.id, each[i]!]));
  }
}

/** Per database: the messages sent while a round's insert runs go together in the next one. */
const insertRounds = new WeakMap<Database, (rows: NewChatRow[]) => Promise<Map<string, Saved>>>();

async function saveMessage(db: Database, row: NewChatRow): Promise<ChatRow> {
  let round = insertRounds.get(db);
  if (!round) {
    round = coalesce((rows: NewChatRow[]) => insertRound(db, rows));
    insertRounds.set(db, round);
  }
  const saved = (await round([row])).get(row.id)!;
  if ("error" in saved) throw saved.error;
  return saved.row;
}

/**
 * Stores a message from the signed-in `author`, then tells it (the chat sockets of every
 * instance deliver it). A staff member writes as the agency (its fixed id is the sender), and
 * the message keeps who they are and their name, which the studio or artist reads beside it.
 * The partner is checked on `db`; the message is stored by a round on `commitDb`, whose wait
 * for the disk holds none of the other requests' statements.
 */
export async function sendChat(
  { db, commitDb }: { db: Database; commitDb: Database },
  events: EventPublisher,
  author: SessionUser,
  input: ChatSendInput,
): Promise<ChatMessage> {
  const sender = chatParty(author);
  await assertPartner(db, sender, input.receiverId);
  const staff = author.role === "admin" ? { staffUserId: author.userId, staffName: author.name } : { staffUserId: null, staffName: null };
  const row = await saveMessage(commitDb, { id: Bun.randomUUIDv7(), senderId: sender.userId, receiverId: input.receiverId, message: input.message, ...staff });
  const chat = toChatMessage(row);
  events.publish({ type: "chat.message_sent", chat });
  return chat;
}

const between = (a: string, b: string) =>
  or(and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)), and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)));

/**
 * The conversation of `user` with `otherUserId`, oldest first: its newest
 * CHAT_HISTORY_LIMIT messages, or with `before` (a message of this conversation)
 * the newest of those older than it, so a long conversation reads back page by page.
 */
export async function chatHistory(db: Database, user: SessionUser, otherUserId: string, before?: string): Promise<ChatMessage[]> {
  await assertPartner(db, user, otherUserId);
  const conversation = between(user.userId, otherUserId);
  let older: SQL | undefined;
  if (before) {
    const [anchor] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, before), conversation))
      .limit(1);
    if (!anchor) throw notFound("api.chat.messageNotFound");
    // Compared in SQL (microseconds, not a JavaScript Date's milliseconds) and as a row, in
    // the listing's order: messages of one instant are neither skipped nor repeated.
    older = sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select ${chatMessages.createdAt}, ${chatMessages.id} from ${chatMessages} where ${chatMessages.id} = ${before})`;
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(conversation, older))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse().map(toChatMessage);
}

/** A stored message by id, or undefined (a malformed id names nothing). */
export async function findChat(db: Database, id: string): Promise<ChatMessage | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row && toChatMessage(row);
}

/** A chat message too long for a NOTIFY payload crosses to the other instances as its id, and is read back there. */
export const chatMessagesByReference = (db: Database): LargeEvents => ({
  referenceOf: (event) => (event.type === "chat.message_sent" ? event.chat._id : undefined),
  async load(id) {
    const chat = await findChat(db, id);
    return chat && { type: "chat.message_sent", chat };
  },
});

const assignees = alias(users, "assignees");

/**
 * The admin's inbox: every user who exchanged messages with the admin, with the
 * last message, how many of theirs the admin has not read and who of the staff has
 * the conversation, newest activity first; `assignee` keeps those given to `viewerId`
 * ("me"), to nobody ("none") or all ("any"). One row per conversation from chat_threads
 * (kept by a trigger), not a pass over every message; the unread ones are found by their own index.
 */
export async function listConversations(db: Database, adminId: string, viewerId: string, assignee: ChatAssigneeFilter = "any"): Promise<Conversation[]> {
  const given = assignee === "me" ? eq(chatAssignments.staffUserId, viewerId) : assignee === "none" ? isNull(chatAssignments.partnerId) : undefined;
  const [last, unread] = await Promise.all([
    db
      .select({
        partnerId: chatThreads.partnerId,
        last: chatMessages,
        name: users.name,
        role: users.role,
        assigneeId: assignees.id,
        assigneeName: assignees.name,
      })
      .from(chatThreads)
      .innerJoin(chatMessages, eq(chatMessages.id, chatThreads.lastMessageId))
      .innerJoin(users, eq(users.id, chatThreads.partnerId))
      .leftJoin(chatAssignments, eq(chatAssignments.partnerId, chatThreads.partnerId))
      .leftJoin(assignees, eq(assignees.id, chatAssignments.staffUserId))
      .where(and(eq(chatThreads.ownerId, adminId), given))
      .orderBy(desc(chatThreads.lastAt), desc(chatThreads.lastMessageId)),
    db
      .select({ senderId: chatMessages.senderId, n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.receiverId, adminId), isNull(chatMessages.readAt)))
      .groupBy(chatMessages.senderId),
  ]);
  const unreadOf = new Map(unread.map((u) => [u.senderId, u.n]));
  return last.map(({ name, role, partnerId, assigneeId, assigneeName, last: message }) => ({
    user: { userId: partnerId, name, role },
    lastMessage: toChatMessage(message),
    unreadCount: unreadOf.get(partnerId) ?? 0,
    assignee: assigneeId && assigneeName !== null ? { userId: assigneeId, name: assigneeName } : null,
  }));
}

type ReceiptRow = { id: string; senderId: string; receiverId: string; deliveredAt: Date | null; readAt: Date | null };

const receiptColumns = {
  id: chatMessages.id,
  senderId: chatMessages.senderId,
  receiverId: chatMessages.receiverId,
  deliveredAt: chatMessages.deliveredAt,
  readAt: chatMessages.readAt,
};

/** Ids per receipt: an event crosses instances as a NOTIFY payload, which must stay under 8,000 bytes. */
const RECEIPT_IDS_MAX = 100;

/** Tells both sides which messages reached (or were read by) their receivers: receipts per conversation, in payload-sized parts. */
function publishReceipts(events: EventPublisher, rows: ReceiptRow[]) {
  const byConversation = Map.groupBy(rows, (row) => `${row.senderId} ${row.receiverId}`);
  for (const own of byConversation.values()) {
    for (let from = 0; from < own.length; from += RECEIPT_IDS_MAX) {
      const part = own.slice(from, from + RECEIPT_IDS_MAX);
      const first = part[0]!;
      events.publish({
        type: "chat.receipt",
        receipt: {
          senderId: first.senderId,
          receiverId: first.receiverId,
          messageIds: part.map((row) => row.id),
          deliveredAt: (first.deliveredAt ?? new Date()).toISOString(),
          readAt: first.readAt?.toISOString() ?? null,
        },
      });
    }
  }
}

/** A socket of `receiverId` had `messageId`, or (without one) joined and has everything not yet delivered to them. */
export interface DeliveredMark {
  receiverId: string;
  messageId?: string;
}

/**
 * Sockets have what was sent to them (`marks`, gathered by the hub while a round runs:
 * one statement for many). Marked once, however many instances or tabs hold the
 * receiver (`delivered_at IS NULL`): only the first tells the sender.
 *
 * The commit does not wait for the WAL flush (COMMIT_WITHOUT_FLUSH): the mark is
 * derived, and one a crash loses is made again when the receiver's socket joins
 * (everything not yet delivered), while a flush costs milliseconds on the pool every
 * send needs. The message itself is always flushed (`sendChat`).
 */
export async function markDelivered(db: Database, events: EventPublisher, marks: DeliveredMark[]): Promise<void> {
  const ids = marks.flatMap((m) => (m.messageId ? [m.messageId] : []));
  const everything = marks.flatMap((m) => (m.messageId ? [] : [m.receiverId]));
  const rows = await db
    .update(chatMessages)
    .set({ deliveredAt: sql`now()` })
    .where(
      and(
        isNull(chatMessages.deliveredAt),
        or(
          // The ids come from the hub's own events, each addressed to the receiver it names.
          sql`${chatMessages.id} = any(${sql.param(ids)}::uuid[])`,
          sql`${chatMessages.receiverId} = any(${sql.param(everything)}::uuid[])`,
        ),
        COMMIT_WITHOUT_FLUSH,
      ),
    )
    .returning(receiptColumns);
  publishReceipts(events, rows);
}

/**
 * `reader` opened the conversation with `partnerId`: every message the partner sent
 * them is read (and delivered, if no socket had it yet). Any role: the agency's inbox,
 * a studio's or an artist's chat. Returns how many were unread.
 */
export async function markConversationRead(db: Database, events: EventPublisher, reader: SessionUser, partnerId: string): Promise<number> {
  await assertPartner(db, reader, partnerId);
  const rows = await db
    .update(chatMessages)
    .set({ readAt: sql`now()`, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, now())` })
    .where(and(eq(chatMessages.senderId, partnerId), eq(chatMessages.receiverId, reader.userId), isNull(chatMessages.readAt)))
    .returning(receiptColumns);
  publishReceipts(events, rows);
  return rows.length;
}

/** Messages sent to `userId` that they have not opened: the badge on their chat entry. */
export async function unreadChatCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, userId), isNull(chatMessages.readAt)));
  return row?.n ?? 0;
}
