import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id, keyedBy, oneOf } from "../../platform/db/columns.ts";
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
    oneOf("users_staff_role_check", t.staffRole, STAFF_ROLES),
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
    userId: belongsTo("user_id", () => users.id),
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
    userId: belongsTo("user_id", () => users.id),
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

/**
 * Two-factor sign-in (migration 0047): the user's TOTP secret, sealed with a key derived from
 * JWT_SECRET; pending until `enabled_at` is set by a first right code. `last_used_step` is the
 * time step of the last code accepted: a code is taken only for a later step (a conditional
 * update), so a replay in its window is refused. `failed_attempts` wrong codes in a row set
 * `locked_until`.
 */
export const twoFactor = pgTable("two_factor", {
  userId: keyedBy("user_id", () => users.id),
  secretSealed: text("secret_sealed").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true, mode: "date" }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

/** The ten recovery codes given when two-factor sign-in is turned on: their SHA-256 only, each spent once (`used_at`). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right, waiting for its second factor: the browser's httpOnly cookie
 * holds a random secret, this table its hash; it lasts 5 minutes and carries the language of the page signed in on.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    locale: text("locale", { enum: ["en", "fr"] }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("two_factor_challenges_token_hash_idx").on(t.tokenHash), index("two_factor_challenges_user_idx").on(t.userId)],
);
