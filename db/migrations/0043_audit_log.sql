-- Who did what: every write by the agency's staff and every security event, one row each,
-- written in the transaction of the change. Never a secret (no password, token or hash).
CREATE TABLE "audit_log" (
  "id" uuid PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_user_id" uuid,
  "actor_name" text NOT NULL,
  "action" text NOT NULL,
  "entity_type" text NOT NULL,
  "entity_id" text,
  "changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "ip" text,
  "user_agent" text
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity_type", "entity_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_user_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "at" DESC);--> statement-breakpoint
-- Append-only: no row is changed, and none is deleted but by the retention purge, which
-- says so for its own transaction (set_config('dancelink.audit_purge', 'on', true)).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('dancelink.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- How long the log is kept, an agency setting: 24 months unless the owner says otherwise.
ALTER TABLE "agency_settings" ADD COLUMN "audit_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_audit_retention_check" CHECK ("audit_retention_months" BETWEEN 1 AND 120);
