-- The credentials' notices, each claimed by one insert that only one instance's scheduler wins: the reminders
-- before a verified credential runs out (60, 30 and 7 days before), and the confirmed bookings whose sessions
-- fall on or after the day a required credential of their artist no longer holds.
CREATE TABLE credential_reminders (
  credential_id uuid NOT NULL REFERENCES artist_credentials(id) ON DELETE CASCADE,
  days_before smallint NOT NULL,
  sent_at timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY (credential_id, days_before),
  CONSTRAINT credential_reminders_days_check CHECK (days_before in (60, 30, 7))
);--> statement-breakpoint
CREATE TABLE lapsed_booking_flags (
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  artist_id uuid NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  first_day date NOT NULL,
  flagged_at timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY (job_id, artist_id)
);--> statement-breakpoint
CREATE INDEX artist_credentials_valid_idx ON artist_credentials (kind, expires_on, artist_id) WHERE status = 'verified';--> statement-breakpoint
-- The roster shows a badge per credential holding today and filters by them: a decision moves the
-- roster's generation (migration 0035), so no recent search keeps answering without it.
CREATE TRIGGER artist_credentials_roster_generation AFTER INSERT OR UPDATE OR DELETE ON artist_credentials
  FOR EACH STATEMENT EXECUTE FUNCTION roster_generation_bump();
