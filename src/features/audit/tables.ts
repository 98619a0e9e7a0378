import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../../platform/db/columns.ts";

/**
 * Who did what (migration 0043): every write by the agency's staff and every security
 * event, a row each, written in the transaction of the change. Append-only: a trigger
 * refuses UPDATE and DELETE but the retention purge's. `changes` is
 * `{field: [before, after]}`, never a secret.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at.desc()),
    index("audit_log_actor_idx").on(t.actorUserId, t.at.desc()),
    index("audit_log_action_idx").on(t.action, t.at.desc()),
  ],
);
