import { and, count, desc, eq, gt, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, clients, invoices, jobs, sessions, users } from "../../../db/schema.ts";
import type { Paged, PageRequest } from "../../platform/contract/pagination.ts";
import { paginate } from "../../platform/db/paging.ts";
import { notFound } from "../../platform/errors.ts";
import type { AdminUser, AdminUserDetail, AdminUserInvoice, AdminUserJob, AdminUsersQuery } from "./admin-users.contract.ts";
import type { AccountStatus } from "./auth.contract.ts";

/** What a user typed, matched literally inside a name or an address (`%` and `_` are letters here). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
};
type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

const toAdminUser = (row: UserRow): AdminUser => ({
  ...row,
  // Erased accounts are left out of every query here.
  status: row.status as AccountStatus,
  createdAt: row.createdAt.toISOString(),
  emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
});

/**
 * `GET /api/admin/users`: the accounts, newest first, narrowed by a part of the name or the address, a role and a
 * status. Erased accounts (their names and addresses anonymised) are not people to find any more.
 */
export async function listAdminUsers(db: Database, query: AdminUsersQuery, page: PageRequest | undefined): Promise<Paged<AdminUser>> {
  const where: (SQL | undefined)[] = [ne(users.status, "deleted")];
  if (query.q) where.push(or(ilike(users.name, containing(query.q)), ilike(users.email, containing(query.q))));
  if (query.role) where.push(eq(users.role, query.role));
  if (query.status) where.push(eq(users.status, query.status));
  const select = db
    .select(userColumns)
    .from(users)
    .where(and(...where))
    .$dynamic();
  const { rows, total } = await paginate(db, select, [desc(users.createdAt), desc(users.id)], page);
  return { items: rows.map(toAdminUser), total };
}

const LATEST = 10;

/** `GET /api/admin/users/:userId`: one account and what the agency looks at before acting on it. */
export async function getAdminUser(db: Database, userId: string): Promise<AdminUserDetail> {
  const [user] = await db
    .select({ ...userColumns, locale: users.locale, studioName: clients.studioName, clientId: clients.id, artistId: artists.id, artistStatus: artists.status })
    .from(users)
    .leftJoin(clients, eq(clients.userId, users.id))
    .leftJoin(artists, eq(artists.userId, users.id))
    .where(and(eq(users.id, userId), ne(users.status, "deleted")))
    .limit(1);
  if (!user) throw notFound("api.account.userNotFound");
  // A studio's jobs are those it posted (its drafts are its own), an artist's those it was booked on; the same for invoices.
  const jobsOf = user.clientId
    ? and(eq(jobs.clientId, user.clientId), ne(jobs.status, "draft"))
    : user.artistId
      ? eq(jobs.confirmedArtistId, user.artistId)
      : null;
  const invoicesOf = user.clientId ? eq(invoices.clientId, user.clientId) : user.artistId ? eq(invoices.artistId, user.artistId) : null;
  const [[open], jobList, invoiceList] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()))),
    jobsOf ? latestJobs(db, jobsOf) : { items: [], total: 0 },
    invoicesOf ? latestInvoices(db, invoicesOf) : { items: [], total: 0 },
  ]);
  const { locale, studioName, clientId, artistId, artistStatus, ...account } = user;
  return {
    ...toAdminUser(account),
    locale,
    sessions: open?.n ?? 0,
    profile:
      clientId && studioName !== null ? { kind: "studio", studioName } : artistId && artistStatus ? { kind: "artist", artistId, status: artistStatus } : null,
    jobs: jobList,
    invoices: invoiceList,
  };
}

async function latestJobs(db: Database, where: SQL | undefined): Promise<Paged<AdminUserJob>> {
  const query = db
    .select({ id: jobs.id, style: jobs.style, studioName: jobs.studioName, startDate: jobs.startDate, status: jobs.status })
    .from(jobs)
    .where(where)
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(jobs.startDate), desc(jobs.id)], { offset: 0, limit: LATEST });
  return { items: rows, total };
}

// Written out: drizzle leaves a one-table select's columns unqualified, which the credit notes' alias would capture.
const invoiceStatus = sql<AdminUserInvoice["status"]>`case when "invoices"."kind" = 'credit_note' then 'credit'
  when exists (select 1 from invoices credit_notes where credit_notes.credited_invoice_id = "invoices"."id" and not credit_notes.partial_credit) then 'credited'
  when "invoices"."paid_at" is not null then 'paid' else 'unpaid' end`;

async function latestInvoices(db: Database, where: SQL): Promise<Paged<AdminUserInvoice>> {
  const query = db
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt, totalCents: invoices.totalCents, status: invoiceStatus })
    .from(invoices)
    .where(where)
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(invoices.issuedAt), desc(invoices.id)], { offset: 0, limit: LATEST });
  return { items: rows.map((r) => ({ ...r, issuedAt: r.issuedAt.toISOString() })), total };
}
