-- Scheduled backups: one row per run, which the console reads (the last one, its
-- size, whether it succeeded). At most one run at a time across instances: the partial unique
-- index admits one 'running' row, claimed by an insert that does nothing when it is taken. A
-- running instance refreshes heartbeat_at; a row whose heartbeat stopped is a run its process
-- never finished (it stopped or crashed), marked failed by the next claim.
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'succeeded', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_one_running_idx" ON "backup_runs" USING btree ((true)) WHERE "backup_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");
