import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, oneOf } from "../../platform/db/columns.ts";
import type { RetentionCounts } from "./retention.contract.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * The daily retention passes (migration 0060): when each ran, what it removed by kind
 * (counts, never contents), or why it failed. At most one unfinished row (a partial unique
 * index): the insert that claims a pass is what lets one instance at a time run it.
 */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: id(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    removed: jsonb("removed").$type<Partial<RetentionCounts>>().notNull().default({}),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("retention_runs_one_running_idx").on(sql`(true)`).where(sql`${t.finishedAt} is null`),
    index("retention_runs_started_idx").on(t.startedAt),
  ],
);

/** Why a stored file waits for the retention pass: which period applies to it. */
export const RETENTION_FILE_KINDS = ["rejected_application", "deleted_account"] as const;
export type RetentionFileKind = (typeof RETENTION_FILE_KINDS)[number];

/**
 * Stored files no row points to any more, waiting to be deleted from storage (migration 0061): a deleted
 * account's files the deletion could not delete at once, and a rejected application's documents once past
 * their period. Written in the same transaction that lets the rows go, so a file is never forgotten; removed
 * once the file is gone from storage.
 */
export const retentionFiles = pgTable(
  "retention_files",
  {
    key: text("key").primaryKey(),
    kind: text("kind", { enum: RETENTION_FILE_KINDS }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("retention_files_kind_left_idx").on(t.kind, t.leftAt), oneOf("retention_files_kind_check", t.kind, RETENTION_FILE_KINDS)],
);
