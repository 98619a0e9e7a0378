import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { chatAssignments, users } from "../../../db/schema.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { CHAT_STAFF_ROLES, type ChatAssignee } from "./chat.contract.ts";

/** A studio or an artist (the agency's chat partners), or a 404. */
async function assertChatPartner(db: Database, partnerId: string): Promise<void> {
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, partnerId), ne(users.role, "admin"), ne(users.status, "deleted")))
    .limit(1);
  if (!partner) throw notFound("api.chat.userNotFound");
}

/** Who answers `partnerId` now, or null. */
export async function assigneeOf(db: Database, partnerId: string): Promise<ChatAssignee | null> {
  const [row] = await db
    .select({ userId: users.id, name: users.name })
    .from(chatAssignments)
    .innerJoin(users, eq(users.id, chatAssignments.staffUserId))
    .where(eq(chatAssignments.partnerId, partnerId))
    .limit(1);
  return row ?? null;
}

/**
 * Gives the conversation with `partnerId` to `staffUserId`, or back to everyone (null). The one
 * given it must be an active staff member who chats: another account is a 404, a bookkeeper or a
 * removed member a 409 (they could not answer).
 */
export async function assignConversation(db: Database, partnerId: string, staffUserId: string | null): Promise<ChatAssignee | null> {
  await assertChatPartner(db, partnerId);
  if (staffUserId === null) {
    await db.delete(chatAssignments).where(eq(chatAssignments.partnerId, partnerId));
    return null;
  }
  const [staff] = await db
    .select({ userId: users.id, name: users.name, staffRole: users.staffRole, status: users.status })
    .from(users)
    .where(and(eq(users.id, staffUserId), eq(users.role, "admin"), ne(users.status, "deleted")))
    .limit(1);
  if (!staff) throw notFound("api.staff.notFound");
  if (staff.status !== "active" || !staff.staffRole || !CHAT_STAFF_ROLES.includes(staff.staffRole)) throw conflict("api.chat.assigneeCannotChat");
  await db
    .insert(chatAssignments)
    .values({ partnerId, staffUserId })
    .onConflictDoUpdate({ target: chatAssignments.partnerId, set: { staffUserId, assignedAt: new Date() } });
  return { userId: staff.userId, name: staff.name };
}

const activeChatStaff = () => and(eq(users.role, "admin"), eq(users.status, "active"), inArray(users.staffRole, [...CHAT_STAFF_ROLES]));

/** The staff a conversation can be given to (the console's picker), by name. */
export async function chatStaff(db: Database): Promise<ChatAssignee[]> {
  return db.select({ userId: users.id, name: users.name }).from(users).where(activeChatStaff()).orderBy(asc(users.name), asc(users.id));
}

/**
 * Who hears of a new message from `partnerId`: the staff member it is given to, or, while nobody
 * has it (or its member was removed since), every active coordinator and owner.
 */
export async function chatRecipients(db: Database, partnerId: string): Promise<string[]> {
  const [assigned] = await db
    .select({ id: users.id })
    .from(chatAssignments)
    .innerJoin(users, eq(users.id, chatAssignments.staffUserId))
    .where(and(eq(chatAssignments.partnerId, partnerId), activeChatStaff()))
    .limit(1);
  if (assigned) return [assigned.id];
  const rows = await db.select({ id: users.id }).from(users).where(activeChatStaff());
  return rows.map((r) => r.id);
}
