-- The agency's margin: what it keeps of a studio's rate unless it sets the artist's pay at the confirm.
ALTER TABLE "agency_settings" ADD COLUMN "default_commission_percent" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_commission_check" CHECK ("agency_settings"."default_commission_percent" between 0 and 100);--> statement-breakpoint
-- The artist's pay in cents per hour, set when the agency confirms; the studio's bill rate stays in "rate".
ALTER TABLE "jobs" ADD COLUMN "artist_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_artist_rate_check" CHECK ("jobs"."artist_rate_cents" IS NULL OR "jobs"."artist_rate_cents" >= 0);--> statement-breakpoint
-- One payment of the agency to one artist: the lines it settles point to it.
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"artist_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" uuid
);--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batches_artist_idx" ON "payout_batches" USING btree ("artist_id","paid_at");--> statement-breakpoint
-- What the agency owes an artist for one session held, written with the job's completion.
CREATE TABLE "pay_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"artist_rate_cents" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"batch_id" uuid,
	CONSTRAINT "pay_lines_paid_check" CHECK (("pay_lines"."paid_at" IS NULL) = ("pay_lines"."batch_id" IS NULL)),
	CONSTRAINT "pay_lines_amount_check" CHECK ("pay_lines"."amount_cents" >= 0 AND "pay_lines"."minutes" > 0)
);--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_lines_job_date_idx" ON "pay_lines" USING btree ("job_id","date");--> statement-breakpoint
CREATE INDEX "pay_lines_artist_date_idx" ON "pay_lines" USING btree ("artist_id","date");--> statement-breakpoint
CREATE INDEX "pay_lines_batch_idx" ON "pay_lines" USING btree ("batch_id");--> statement-breakpoint
-- A pay line says what was earned, whoever writes: only its payment is recorded, once (paid_at and its batch together).
CREATE FUNCTION pay_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a pay line cannot be deleted (%)', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF (to_jsonb(NEW) - 'paid_at' - 'batch_id') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_at' - 'batch_id') THEN
    RAISE EXCEPTION 'a pay line cannot change (%)', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.paid_at IS NOT NULL AND (NEW.paid_at IS DISTINCT FROM OLD.paid_at OR NEW.batch_id IS DISTINCT FROM OLD.batch_id) THEN
    RAISE EXCEPTION 'pay line % is paid already', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER pay_lines_immutable BEFORE UPDATE OR DELETE ON "pay_lines" FOR EACH ROW EXECUTE FUNCTION pay_lines_immutable();
