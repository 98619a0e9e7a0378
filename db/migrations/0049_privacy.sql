-- Privacy and legal (Québec's Law 25): the policies the owner publishes, who accepted which version of
-- the terms and the privacy policy, the person in charge of personal information, the requests people
-- make about their information and the register of confidentiality incidents.
CREATE TABLE "policy_documents" (
  "kind" text PRIMARY KEY NOT NULL,
  "version" integer NOT NULL,
  "effective_date" date NOT NULL,
  "text" text NOT NULL,
  "text_fr" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "policy_documents_kind_check" CHECK ("kind" in ('terms', 'privacy', 'cookies')),
  CONSTRAINT "policy_documents_version_check" CHECK ("version" >= 1)
);--> statement-breakpoint
-- One row per version a user accepted, kept as the proof of their consent and its time.
CREATE TABLE "terms_acceptances" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "version" integer NOT NULL,
  "accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "terms_acceptances_pk" PRIMARY KEY ("user_id", "version")
);--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "privacy_officer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "privacy_officer_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "privacy_officer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Access, correction, deletion, withdrawal of consent: answered within 30 days of receipt.
CREATE TABLE "privacy_requests" (
  "id" uuid PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "details" text NOT NULL,
  "locale" text NOT NULL,
  "status" text DEFAULT 'received' NOT NULL,
  "answer" text,
  "answered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "privacy_requests_kind_check" CHECK ("kind" in ('access', 'correction', 'deletion', 'withdrawal')),
  CONSTRAINT "privacy_requests_status_check" CHECK ("status" in ('received', 'completed', 'refused')),
  CONSTRAINT "privacy_requests_locale_check" CHECK ("locale" in ('en', 'fr'))
);--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE TABLE "privacy_incidents" (
  "id" uuid PRIMARY KEY NOT NULL,
  "occurred_at" timestamp with time zone NOT NULL,
  "description" text NOT NULL,
  "affected" text NOT NULL,
  "risk_of_serious_injury" boolean NOT NULL,
  "notified" boolean NOT NULL,
  "recorded_by" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "privacy_incidents_occurred_idx" ON "privacy_incidents" ("occurred_at" DESC, "id" DESC);
