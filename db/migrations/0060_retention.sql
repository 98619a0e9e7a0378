-- How long the agency keeps what it no longer needs (Québec's Law 25): the documents of rejected applications,
-- what remains of a deleted account's files, the messages of the contact form (the audit log has its own period).
ALTER TABLE "agency_settings" ADD COLUMN "rejected_application_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "deleted_account_file_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "contact_message_days" integer DEFAULT 730 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_rejected_application_days_check" CHECK ("agency_settings"."rejected_application_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_deleted_account_file_days_check" CHECK ("agency_settings"."deleted_account_file_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_contact_message_days_check" CHECK ("agency_settings"."contact_message_days" between 1 and 3650);--> statement-breakpoint
-- One row per daily pass: when, how many rows or files of each kind it removed (counts, never contents), or why it failed.
-- At most one unfinished row: the insert that claims a pass is the lock across instances.
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"removed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "retention_runs_one_running_idx" ON "retention_runs" USING btree ((true)) WHERE "retention_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");
