import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { agencySettings, auditLog } from "../../../db/schema.ts";
import type { DomainEvent, EventPublisher } from "../../platform/events/domain-events.ts";
import { clientIp, type TrustedProxies } from "../../platform/http/client-ip.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { currentUser } from "../../platform/http/session.ts";
import { AGENCY_TIME_ZONE } from "../../platform/i18n/format.ts";
import type { AuditAction } from "./audit-actions.contract.ts";
import { AUDIT_CSV_MAX_ROWS, type AuditQuery, type AuditRow } from "./audit.contract.ts";

/** Who acted, and from where: the signed-in user (or, for a failed sign-in, the address typed), the client's address and browser. */
export interface AuditActor {
  userId: string | null;
  name: string;
  ip: string | null;
  userAgent: string | null;
}

/** `{field: [before, after]}`. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/** What happened to what: `artist.approved` on `artist` 0190…, with the fields it changed. */
export interface AuditEntry {
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  changes?: AuditChanges;
}

/** The longest user agent kept: enough to recognise a browser, never a payload. */
const MAX_USER_AGENT = 300;

/** Where a request came from, for a row of the log. */
export function requestOrigin(c: Context<AppEnv>, trustProxy: TrustedProxies): Pick<AuditActor, "ip" | "userAgent"> {
  return { ip: clientIp(c, trustProxy), userAgent: (c.req.header("user-agent") ?? "").slice(0, MAX_USER_AGENT) || null };
}

/** The signed-in user of the request as the actor of what it changes. */
export function auditActor(c: Context<AppEnv>, trustProxy: TrustedProxies): AuditActor {
  const user = currentUser(c);
  return { userId: user.userId, name: user.name, ...requestOrigin(c, trustProxy) };
}

/** A field whose value is never written to the log, whatever the change (a password, a token, a hash, a secret). */
const SECRET_FIELD = /password|token|secret|hash|code/i;

/** The fields `after` changes from `before` (all of `after` when there was nothing before), secrets left out. */
export function changesBetween(before: object | undefined, after: object): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    // A file's bytes are not a change to read: its stored name, when it has one, is.
    if (SECRET_FIELD.test(field) || value === undefined || value instanceof Blob) continue;
    const was = (before as Record<string, unknown> | undefined)?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(value)) changes[field] = [was, value];
  }
  return changes;
}

/** Appends one row, in the caller's transaction: it commits, or is rolled back, with the change it tells of. */
export async function appendAudit(tx: Pick<Queryable, "insert">, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const changes = Object.fromEntries(Object.entries(entry.changes ?? {}).filter(([field]) => !SECRET_FIELD.test(field)));
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    changes,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

interface Audited<T> {
  /** The entity as it was, read in the transaction before the change (the `before` of its changes). */
  before?(tx: Database): Promise<object | undefined>;
  /** The row to write once the change is done: from its result and what was before. */
  entry(result: T, before: object | undefined): AuditEntry;
}

/**
 * Runs a staff member's change and writes its row in one transaction: the change's own
 * transaction becomes a savepoint inside it, so the change and its row commit together
 * or not at all. The events the change publishes wait for that commit (a listener reads
 * what was committed), as they would have waited for the change's own.
 */
export async function audited<T>(
  deps: { db: Database; events: EventPublisher },
  actor: AuditActor,
  change: (tx: Database, events: EventPublisher) => Promise<T>,
  what: Audited<NoInfer<T>>,
): Promise<T> {
  const held: DomainEvent[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const before = await what.before?.(tx);
    const done = await change(tx, { publish: (event) => held.push(event) });
    await appendAudit(tx, actor, what.entry(done, before));
    return done;
  });
  for (const event of held) deps.events.publish(event);
  return result;
}

/** The days of a query on the agency's clock, and the other filters, as one condition. */
function filtersOf(q: AuditQuery): SQL | undefined {
  const isId = z.uuid().safeParse(q.actor).success;
  const day = (d: string) => sql`(${d}::date)::timestamp at time zone ${AGENCY_TIME_ZONE}`;
  return and(
    q.actor ? (isId ? eq(auditLog.actorUserId, q.actor) : ilike(auditLog.actorName, `%${q.actor.replace(/[\\%_]/g, "\\$&")}%`)) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.from ? gte(auditLog.at, day(q.from)) : undefined,
    q.to ? lt(auditLog.at, sql`(${q.to}::date + 1)::timestamp at time zone ${AGENCY_TIME_ZONE}`) : undefined,
  );
}

const toRow = (r: typeof auditLog.$inferSelect): AuditRow => ({ ...r, at: r.at.toISOString() });

/** `GET /admin/audit`: a page of the log, newest first, and how many rows match. */
export async function listAudit(db: Database, q: AuditQuery): Promise<{ items: AuditRow[]; total: number }> {
  const where = filtersOf(q);
  const pageSize = q.pageSize ?? 25;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset(((q.page ?? 1) - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0 };
}

/** How many of a record's own rows its page in the console shows: the latest. */
export const HISTORY_ROWS = 50;

/**
 * A record's own history (an artist's, a job's, an invoice's page in the console), newest
 * first: shown to any staff member who may see the record, where the whole log is the owner's.
 */
export async function entityHistory(db: Database, entityType: string, entityId: string): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_ROWS);
  return rows.map(toRow);
}

/** `GET /admin/audit.csv`: the rows the filters match, newest first (at most AUDIT_CSV_MAX_ROWS), as the CSV's cells. */
export async function auditCsvRows(db: Database, q: AuditQuery): Promise<(string | number)[][]> {
  const rows = await db.select().from(auditLog).where(filtersOf(q)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(AUDIT_CSV_MAX_ROWS);
  return rows.map((r) => [
    r.at.toISOString(),
    r.actorName,
    r.actorUserId ?? "",
    r.action,
    r.entityType,
    r.entityId ?? "",
    JSON.stringify(r.changes),
    r.ip ?? "",
    r.userAgent ?? "",
  ]);
}

export const AUDIT_CSV_HEADER = ["at", "actor", "actorUserId", "action", "entityType", "entityId", "changes", "ip", "userAgent"];

/**
 * Deletes the rows older than the agency's retention (24 months unless it says otherwise), in the daily pass of src/features/retention/:
 * the only delete the append-only trigger lets through: this transaction says it is the purge.
 */
export async function purgeExpiredAudit(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('dancelink.audit_purge', 'on', true)`);
    const months = sql`coalesce((select ${agencySettings.auditRetentionMonths} from ${agencySettings} where ${agencySettings.id} = 1), 24)`;
    const gone = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, sql`now() - make_interval(months => ${months})`))
      .returning({ id: auditLog.id });
    return gone.length;
  });
}
