import { and, count, eq, gte, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.ts";
import { artists, chatMessages, contacts, jobs } from "../../../db/schema.ts";
import type { AdminDashboard } from "../bookings/index.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";

/** The counts on the console's first screen: what waits for the agency. */
export async function adminDashboard(db: Queryable): Promise<AdminDashboard> {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const [pendingApplications, openJobs, confirmedJobs, unreadMessages, recentContacts] = await Promise.all([
    countOf(db.select({ n: count() }).from(artists).where(eq(artists.status, "pending"))),
    countOf(db.select({ n: count() }).from(jobs).where(eq(jobs.status, "pending"))),
    countOf(db.select({ n: count() }).from(jobs).where(eq(jobs.status, "confirmed"))),
    countOf(
      db
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.receiverId, ADMIN_ID), isNull(chatMessages.readAt))),
    ),
    countOf(db.select({ n: count() }).from(contacts).where(gte(contacts.createdAt, sql`now() - interval '7 days'`))),
  ]);
  return { pendingApplications, openJobs, confirmedJobs, unreadMessages, recentContacts };
}
