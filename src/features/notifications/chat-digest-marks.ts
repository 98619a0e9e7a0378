import { sql } from "drizzle-orm";
import { COMMIT_WITHOUT_FLUSH, type Database, type Queryable } from "../../platform/db/client.ts";
import { chatMailDigests } from "../../../db/schema.ts";
import type { ChatMessage } from "../chat/index.ts";
import type { Logger } from "../../platform/log.ts";

/** The link of a chat conversation in the recipient's dashboard. */
export const chatLink = (role: string) => (role === "admin" ? "/admin/inbox" : role === "artist" ? "/artist/messages" : "/client/messages");

/**
 * Chat mail digests' bookkeeping: a message to a user with no open
 * socket in this process marks the conversation pending since its time, unless
 * the user was reached at or after it (in another instance); a message delivered
 * to an open socket here marks it reached (`last_mailed_at`, which also spaces
 * the mails) and clears what was pending up to it. Both are idempotent upserts,
 * in whichever order the instances run them.
 */
async function trackChatDigest(db: Queryable, chat: ChatMessage, reached: boolean): Promise<void> {
  const at = new Date(chat.createdAt);
  // A raw SQL value is sent as text (postgres.js takes no Date there): an ISO instant, cast.
  const atSql = sql`${at.toISOString()}::timestamptz`;
  const row = { userId: chat.receiverId, partnerId: chat.senderId };
  if (reached) {
    await db
      .insert(chatMailDigests)
      .values({ ...row, pendingSince: null, lastMailedAt: at })
      .onConflictDoUpdate({
        target: [chatMailDigests.userId, chatMailDigests.partnerId],
        set: {
          pendingSince: sql`case when ${chatMailDigests.pendingSince} <= ${atSql} then null else ${chatMailDigests.pendingSince} end`,
          lastMailedAt: sql`greatest(${chatMailDigests.lastMailedAt}, ${atSql})`,
        },
      });
    return;
  }
  await db
    .insert(chatMailDigests)
    .values({ ...row, pendingSince: at })
    .onConflictDoUpdate({
      target: [chatMailDigests.userId, chatMailDigests.partnerId],
      set: {
        pendingSince: sql`case when ${chatMailDigests.lastMailedAt} >= ${atSql} then ${chatMailDigests.pendingSince}
          else coalesce(${chatMailDigests.pendingSince}, ${atSql}) end`,
      },
    });
}

/** A message heard on the bus, and whether its receiver had a socket here then. */
export interface DigestMark {
  chat: ChatMessage;
  reached: boolean;
}

const byConversation = (a: DigestMark, b: DigestMark) =>
  a.chat.receiverId < b.chat.receiverId
    ? -1
    : a.chat.receiverId > b.chat.receiverId
      ? 1
      : a.chat.senderId < b.chat.senderId
        ? -1
        : a.chat.senderId > b.chat.senderId
          ? 1
          : 0;

/**
 * The digests' marks of a round of messages in one transaction: one commit, one wait
 * for the WAL flush, for every message heard while the previous round ran (a flush
 * each held every send behind it on the pool's connection). Applied in conversation
 * order, so two instances' rounds lock the rows in one order and never wait for each
 * other in a cycle; one conversation's marks keep their arrival order (a stable sort).
 * A round the database refuses (a user deleted meanwhile) is applied mark by mark,
 * so only that mark is lost.
 */
export async function trackChatDigests(db: Database, log: Logger, marks: DigestMark[]): Promise<void> {
  const ordered = marks.toSorted(byConversation);
  try {
    await db.transaction(async (tx) => {
      // Only "reached" marks: the commit need not wait for the WAL flush (3 to 8 ms here, on the
      // connection the sends need). One a crash loses is derived from a delivery that happened,
      // and costs at worst a digest mail about a message the person saw. A "pending" mark is
      // what a digest is mailed from, so a round holding one is flushed.
      if (ordered.every((mark) => mark.reached)) await tx.execute(sql`select ${COMMIT_WITHOUT_FLUSH}`);
      for (const { chat, reached } of ordered) await trackChatDigest(tx, chat, reached);
    });
  } catch (error) {
    if (ordered.length === 1) throw error;
    for (const { chat, reached } of ordered) {
      await trackChatDigest(db, chat, reached).catch((refused) => log.error("chat digest mark failed", { error: String(refused) }));
    }
  }
}
