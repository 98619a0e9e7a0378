-- When the agency last rejected an application: its documents are kept for the agency's period after that day
-- (rejected_application_days), then removed by the daily retention pass. Cleared when the agency approves it or the
-- artist resubmits. An application rejected before keeps its last change as the day of its rejection.
ALTER TABLE "artists" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
UPDATE "artists" SET "rejected_at" = "updated_at"
  WHERE "status" = 'rejected' AND "user_id" NOT IN (SELECT "id" FROM "users" WHERE "status" = 'deleted');--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_rejected_at_check" CHECK ("artists"."rejected_at" IS NULL OR "artists"."status" = 'rejected');--> statement-breakpoint
CREATE INDEX "artists_rejected_at_idx" ON "artists" USING btree ("rejected_at") WHERE "artists"."rejected_at" IS NOT NULL;--> statement-breakpoint
-- Stored files no row points to any more, waiting for the retention pass to delete them from storage: those of a
-- deleted account the deletion could not delete at once (kept deleted_account_file_days after the deletion), and
-- those of an application rejected longer ago than its period (deleted by the same pass that let them go).
CREATE TABLE "retention_files" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_files_kind_check" CHECK ("retention_files"."kind" in ('rejected_application', 'deleted_account'))
);--> statement-breakpoint
CREATE INDEX "retention_files_kind_left_idx" ON "retention_files" USING btree ("kind","left_at");
