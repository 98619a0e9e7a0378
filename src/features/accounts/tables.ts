import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/db/columns.ts";
import { STAFF_ROLES } from "../../platform/contract/roles.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["client", "artist", "admin"] }).notNull(),
    /** What an agency account (role "admin", and only one) may do; null for everyone else. */
    staffRole: text("staff_role", { enum: STAFF_ROLES }),
    /** The language the user chose: "en" | "fr", null until they choose; their mail goes in it. */
    locale: text("locale", { enum: ["en", "fr"] }),
    /** When the user proved they read mail at `email`; null until then. They can use the product meanwhile. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    /**
     * "disabled": the agency shut the account (login answers 403, sessions revoked).
     * "deleted": the user erased it; the row stays, anonymised, so the agency's bookings keep their party.
     */
    status: text("status", { enum: ["active", "disabled", "deleted"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('client', 'artist', 'admin')`),
    check("users_locale_check", sql`${t.locale} in ('en', 'fr')`),
    check("users_status_check", sql`${t.status} in ('active', 'disabled', 'deleted')`),
    check("users_staff_role_check", sql`${t.staffRole} in ('owner', 'coordinator', 'bookkeeper')`),
    check("users_staff_role_admin_check", sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`),
  ],
);

/**
 * Signed-in sessions. The cookie carries a random secret; only its SHA-256 is
 * stored, so a leaked table signs nobody in. Every request and socket is checked
 * against a row (through a cache that `session.revoked` clears on every
 * instance); logout deletes the row, a password or role change deletes all of
 * the user's rows. `last_seen_at` is written at most once a minute per session.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/**
 * Single-use secrets mailed to a user: verify an address, reset a
 * password, confirm a new address. Only the token's hash is stored; `email` is the
 * address the token proves (the new one for "change_email"). A token is spent by
 * setting `used_at`, in the same transaction as the change it allows.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "change_email"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_idx").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`),
  ],
);
