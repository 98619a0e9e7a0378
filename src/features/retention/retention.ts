import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { agencySettings, artistCredentials, artists, contacts, retentionFiles, retentionRuns } from "../../../db/schema.ts";
import { type Database, executedRows, type Queryable } from "../../platform/db/client.ts";
import type { Logger } from "../../platform/log.ts";
import { type Periodic, periodic } from "../../platform/periodic.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { purgeExpiredAudit } from "../audit/index.ts";
import { storedDocumentKeys, withoutDocuments } from "../artists/index.ts";
import type { RetentionCounts, RetentionRunView, RetentionSettings } from "./retention.contract.ts";
import type { RetentionFileKind } from "./tables.ts";

/** A pass is due when none started within this many hours: once a day, with room for the timer's drift. */
const DAILY_HOURS = 23;
/** An unfinished pass older than this was left by a process that stopped: it no longer holds the claim. */
const STALE_RUN_MINUTES = 60;
/** How often each instance asks whether a pass is due. */
export const RETENTION_CHECK_MS = 60 * 60_000;
/** Errors are kept to this many characters. */
const ERROR_LENGTH = 1000;
/** How many passes the console shows. */
const RUNS_SHOWN = 10;
/** Rejected applications let go in one transaction, and files read from the waiting list at once: each statement stays short. */
const BATCH = 100;

export async function getRetentionSettings(db: Queryable): Promise<RetentionSettings> {
  const [row] = await db
    .select({
      rejectedApplicationDays: agencySettings.rejectedApplicationDays,
      deletedAccountFileDays: agencySettings.deletedAccountFileDays,
      contactMessageDays: agencySettings.contactMessageDays,
      auditLogMonths: agencySettings.auditRetentionMonths,
    })
    .from(agencySettings)
    .where(eq(agencySettings.id, 1));
  return row ?? { rejectedApplicationDays: 180, deletedAccountFileDays: 30, contactMessageDays: 730, auditLogMonths: 24 };
}

export async function updateRetentionSettings(db: Queryable, input: RetentionSettings): Promise<RetentionSettings> {
  await db
    .update(agencySettings)
    .set({
      rejectedApplicationDays: input.rejectedApplicationDays,
      deletedAccountFileDays: input.deletedAccountFileDays,
      contactMessageDays: input.contactMessageDays,
      auditRetentionMonths: input.auditLogMonths,
      updatedAt: sql`now()`,
    })
    .where(eq(agencySettings.id, 1));
  return getRetentionSettings(db);
}

/** The instant an agency period of `column` days (`fallback` without settings) ends before now, as SQL. */
const periodStart = (column: PgColumn, fallback: number): SQL =>
  sql`now() - make_interval(days => coalesce((select ${column} from ${agencySettings} where ${agencySettings.id} = 1), ${fallback}))`;

/** Deletes the contact form's messages older than the agency's period (two years unless it says otherwise). */
async function purgeContactMessages(db: Database): Promise<number> {
  const gone = await db
    .delete(contacts)
    .where(lt(contacts.createdAt, periodStart(agencySettings.contactMessageDays, 730)))
    .returning({ id: contacts.id });
  return gone.length;
}

/**
 * Puts stored files on the retention pass's list, in the caller's transaction (the one that lets go of the rows
 * pointing at them): `deleted_account` files wait the agency's period after now, `rejected_application` ones go
 * at the next pass. A key listed twice keeps its first listing.
 */
export async function leaveFilesForRetention(db: Queryable, kind: RetentionFileKind, keys: (string | null | undefined)[]): Promise<void> {
  const listed = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (listed.length > 0)
    await db
      .insert(retentionFiles)
      .values(listed.map((key) => ({ key, kind })))
      .onConflictDoNothing();
}

/** Takes files off the list once they are gone from storage (deleted at once by whoever left them). */
export async function retentionFilesGone(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(retentionFiles).where(inArray(retentionFiles.key, keys));
}

/** An application that still points at a stored file: one of its documents or a credential's. */
const keepsFiles = or(
  ne(artists.headshotKey, ""),
  ne(artists.resumeKey, ""),
  isNotNull(artists.policeCheckKey),
  ne(artists.directDepositKey, ""),
  sql`${artists.referenceLetterKeys} <> '["", ""]'::jsonb`,
  sql`exists (select 1 from ${artistCredentials} where ${artistCredentials.artistId} = ${artists.id})`,
);

/**
 * Applications rejected longer ago than the agency's period let go of their documents: the row's keys are emptied
 * (the profile and the downloads then answer that there is no file), the credentials and their documents are
 * removed, and every key goes on the list the pass then deletes from storage, in one transaction per batch.
 * Answers how many applications it let go.
 */
async function releaseRejectedApplications(db: Database): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: artists.id,
          headshotKey: artists.headshotKey,
          resumeKey: artists.resumeKey,
          policeCheckKey: artists.policeCheckKey,
          directDepositKey: artists.directDepositKey,
          referenceLetterKeys: artists.referenceLetterKeys,
        })
        .from(artists)
        .where(and(eq(artists.status, "rejected"), lt(artists.rejectedAt, periodStart(agencySettings.rejectedApplicationDays, 180)), keepsFiles))
        .limit(BATCH)
        .for("update");
      if (due.length === 0) return 0;
      const ids = due.map((a) => a.id);
      const credentials = await tx.delete(artistCredentials).where(inArray(artistCredentials.artistId, ids)).returning({ key: artistCredentials.documentKey });
      await tx
        .update(artists)
        .set({ ...withoutDocuments(), updatedAt: new Date() })
        .where(inArray(artists.id, ids));
      const keys = due.flatMap(storedDocumentKeys);
      await leaveFilesForRetention(tx, "rejected_application", [...keys, ...credentials.map((c) => c.key)]);
      return due.length;
    });
    released += count;
    if (count < BATCH) return released;
  }
}

/** The files of the list that are due: a rejected application's at once (listed once past its period), a deleted account's after its period. */
const DUE_FILES: Record<RetentionFileKind, SQL | undefined> = {
  rejected_application: undefined,
  deleted_account: lt(retentionFiles.leftAt, periodStart(agencySettings.deletedAccountFileDays, 30)),
};

/**
 * Deletes from storage the listed files of `kind` that are due, and takes each off the list once gone (a file
 * already missing from storage is gone too). One the store fails to delete stays listed for the next pass.
 */
async function deleteListedFiles(db: Database, files: FileStore, kind: RetentionFileKind): Promise<{ removed: number; failures: string[] }> {
  let removed = 0;
  const failures: string[] = [];
  let after = "";
  for (;;) {
    const batch = await db
      .select({ key: retentionFiles.key })
      .from(retentionFiles)
      .where(and(eq(retentionFiles.kind, kind), DUE_FILES[kind], gt(retentionFiles.key, after)))
      .orderBy(asc(retentionFiles.key))
      .limit(BATCH);
    const gone: string[] = [];
    for (const { key } of batch) {
      try {
        await files.delete(key);
        gone.push(key);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    await retentionFilesGone(db, gone);
    removed += gone.length;
    if (batch.length < BATCH) return { removed, failures };
    after = batch.at(-1)!.key;
  }
}

/**
 * Claims today's pass for this instance: frees the claim of a pass whose process stopped,
 * then inserts a row when none started within the day. The partial unique index on the
 * unfinished row makes a second instance's insert do nothing. Answers the row's id, if any.
 */
async function claimRetentionRun(db: Database): Promise<string | undefined> {
  await db
    .update(retentionRuns)
    .set({ finishedAt: sql`now()`, error: "Interrupted: the process running it stopped before it was done." })
    .where(and(isNull(retentionRuns.finishedAt), sql`${retentionRuns.startedAt} < now() - make_interval(mins => ${STALE_RUN_MINUTES})`));
  const id = Bun.randomUUIDv7();
  const claimed = executedRows<{ id: string }>(
    await db.execute(sql`insert into ${retentionRuns} (id)
      select ${id}
      where not exists (select 1 from ${retentionRuns} where started_at > now() - make_interval(hours => ${DAILY_HOURS}))
      on conflict do nothing
      returning id`),
  );
  return claimed[0]?.id;
}

/**
 * One day's pass, when it is due and no other instance holds it: removes what the agency's
 * periods say is past and records how many of each kind (or the error). Answers the counts,
 * or undefined when there was nothing to do today.
 */
export async function runRetention(db: Database, files: FileStore): Promise<RetentionCounts | undefined> {
  const runId = await claimRetentionRun(db);
  if (!runId) return undefined;
  try {
    await releaseRejectedApplications(db);
    const rejected = await deleteListedFiles(db, files, "rejected_application");
    const deleted = await deleteListedFiles(db, files, "deleted_account");
    const removed: RetentionCounts = {
      contactMessages: await purgeContactMessages(db),
      auditLog: await purgeExpiredAudit(db),
      rejectedApplicationFiles: rejected.removed,
      deletedAccountFiles: deleted.removed,
    };
    // What the store refused stays listed for tomorrow's pass; the row says so beside what was removed.
    const failures = [...rejected.failures, ...deleted.failures];
    const error = failures.length > 0 ? `${failures.length} file(s) not deleted from storage, tried again at the next pass: ${failures[0]}` : null;
    await db
      .update(retentionRuns)
      .set({ finishedAt: sql`now()`, removed, error: error?.slice(0, ERROR_LENGTH) ?? null })
      .where(eq(retentionRuns.id, runId));
    return removed;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(retentionRuns)
      .set({ finishedAt: sql`now()`, error: message.slice(0, ERROR_LENGTH) })
      .where(eq(retentionRuns.id, runId));
    throw error;
  }
}

/** The console's last passes, newest first. */
export async function listRetentionRuns(db: Database): Promise<RetentionRunView[]> {
  const rows = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt)).limit(RUNS_SHOWN);
  return rows.map((r) => ({ startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null, removed: r.removed, error: r.error }));
}

/** The daily pass: every instance asks at start and each hour; the one whose claim succeeds runs it. */
export const createRetentionJob = (deps: { db: Database; files: FileStore; log: Logger }): Periodic =>
  periodic(
    () => runRetention(deps.db, deps.files).then((removed) => removed && deps.log.info("retention pass done", { ...removed })),
    RETENTION_CHECK_MS,
    (error) => deps.log.error("retention pass failed", { error: error instanceof Error ? error.message : String(error) }),
  );
