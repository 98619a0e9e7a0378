import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/** The kinds of credential the agency records, each valid `validityMonths` from its issue date (migration 0045 seeds two). */
export const credentialKinds = pgTable(
  "credential_kinds",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    nameFr: text("name_fr").notNull(),
    validityMonths: integer("validity_months").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("credential_kinds_key_check", sql`${t.key} ~ '^[a-z][a-z0-9_]{1,39}$'`),
    check("credential_kinds_validity_check", sql`${t.validityMonths} between 1 and 240`),
  ],
);

/**
 * An artist's credential: its kind, issue date and document (a private file). The agency verifies it, which
 * sets `expiresOn` (the first day it no longer holds), or refuses it with a reason.
 */
export const artistCredentials = pgTable(
  "artist_credentials",
  {
    id: id(),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    kind: text("kind")
      .notNull()
      .references(() => credentialKinds.key),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    documentKey: text("document_key").notNull(),
    documentType: text("document_type").notNull(),
    status: text("status", { enum: ["pending", "verified", "refused"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    expiresOn: date("expires_on", { mode: "string" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("artist_credentials_artist_idx").on(t.artistId, t.kind, t.status, t.expiresOn),
    index("artist_credentials_status_idx").on(t.status, t.createdAt),
    check("artist_credentials_status_check", sql`${t.status} in ('pending', 'verified', 'refused')`),
    check("artist_credentials_verified_check", sql`(${t.status} = 'verified') = (${t.expiresOn} IS NOT NULL)`),
  ],
);
