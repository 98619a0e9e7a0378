import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id, oneOf, updatedAt } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";
import { POLICY_KINDS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from "./privacy-kinds.contract.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/** A policy the owner published; a kind without a row is the product's default text, version 1. */
export const policyDocuments = pgTable(
  "policy_documents",
  {
    kind: text("kind", { enum: POLICY_KINDS }).primaryKey(),
    version: integer("version").notNull(),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    text: text("text").notNull(),
    textFr: text("text_fr").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf("policy_documents_kind_check", t.kind, POLICY_KINDS), check("policy_documents_version_check", sql`${t.version} >= 1`)],
);

/** Each version of the agreement (terms and privacy policy) a user accepted, and when: the proof of consent. */
export const termsAcceptances = pgTable(
  "terms_acceptances",
  {
    userId: belongsTo("user_id", () => users.id),
    version: integer("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "terms_acceptances_pk", columns: [t.userId, t.version] })],
);

/** A request about one's personal information, sent from /privacy; the agency answers within 30 days. */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: id(),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    details: text("details").notNull(),
    /** The language of the page it was sent from: the answer's mail goes in it. */
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    status: text("status", { enum: PRIVACY_REQUEST_STATUSES }).notNull().default("received"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("privacy_requests_kind_check", t.kind, PRIVACY_REQUEST_KINDS),
    oneOf("privacy_requests_status_check", t.status, PRIVACY_REQUEST_STATUSES),
    check("privacy_requests_locale_check", sql`${t.locale} in ('en', 'fr')`),
    index("privacy_requests_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The register of confidentiality incidents Law 25 asks the agency to keep. */
export const privacyIncidents = pgTable(
  "privacy_incidents",
  {
    id: id(),
    occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" }).notNull(),
    description: text("description").notNull(),
    /** The people and the kinds of information the incident touched. */
    affected: text("affected").notNull(),
    riskOfSeriousInjury: boolean("risk_of_serious_injury").notNull(),
    /** Whether the Commission d'accès à l'information and the people concerned were told. */
    notified: boolean("notified").notNull(),
    /** The staff member who wrote it in the register. */
    recordedBy: text("recorded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("privacy_incidents_occurred_idx").on(t.occurredAt.desc(), t.id.desc())],
);
