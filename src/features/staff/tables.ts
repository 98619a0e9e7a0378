import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf } from "../../platform/db/columns.ts";
import { STAFF_ROLES } from "../../platform/contract/roles.ts";
import { users } from "../accounts/tables.ts";

/**
 * An owner's invitation to join the agency's staff (migration 0042): only the mailed
 * token's SHA-256 is kept; it is spent once (`used_at`), in the transaction that
 * creates the account (`user_id`), and works for 7 days.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    staffRole: text("staff_role", { enum: STAFF_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_invites_token_hash_idx").on(t.tokenHash),
    index("staff_invites_user_idx").on(t.userId),
    oneOf("staff_invites_staff_role_check", t.staffRole, STAFF_ROLES),
  ],
);
