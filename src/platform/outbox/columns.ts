import { sql } from "drizzle-orm";
import { check, index, integer, type PgColumn, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

/**
 * The columns every outbox table has beside its own values (src/platform/outbox/queue.ts
 * claims and marks them): where the row stands, its tries, when it is due (a lease
 * while claimed), the last failure, when it went.
 */
export const outboxColumns = () => ({
  status: text("status", { enum: ["pending", "sent", "dead"] })
    .notNull()
    .default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

/** An outbox table's due index (the claim's scan) and its status check, named after the table. */
export const outboxIndexes = (table: string, t: { status: PgColumn; nextAttemptAt: PgColumn }) => [
  index(`${table}_due_idx`).on(t.status, t.nextAttemptAt),
  check(`${table}_status_check`, sql`${t.status} in ('pending', 'sent', 'dead')`),
];
