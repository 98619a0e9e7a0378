-- Credentials (teaching children): the kinds the agency records, each valid a number of months from its
-- issue date, and each artist's uploads of them. The document is a private file; a verified credential
-- keeps its expiry date (issue date + the kind's validity at the time of the decision).
CREATE TABLE credential_kinds (
  key text PRIMARY KEY,
  name text NOT NULL,
  name_fr text NOT NULL,
  validity_months integer NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT credential_kinds_key_check CHECK (key ~ '^[a-z][a-z0-9_]{1,39}$'),
  CONSTRAINT credential_kinds_validity_check CHECK (validity_months between 1 and 240)
);--> statement-breakpoint
INSERT INTO credential_kinds (key, name, name_fr, validity_months) VALUES
  ('vulnerable_sector_check', 'Vulnerable sector check', 'Vérification des antécédents en vue d’un travail auprès de personnes vulnérables', 36),
  ('first_aid', 'First aid', 'Premiers soins', 36);--> statement-breakpoint
CREATE TABLE artist_credentials (
  id uuid PRIMARY KEY,
  artist_id uuid NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  kind text NOT NULL REFERENCES credential_kinds(key),
  issued_on date NOT NULL,
  document_key text NOT NULL,
  document_type text NOT NULL,
  status text DEFAULT 'pending' NOT NULL,
  reason text,
  expires_on date,
  decided_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT artist_credentials_status_check CHECK (status in ('pending', 'verified', 'refused')),
  CONSTRAINT artist_credentials_verified_check CHECK ((status = 'verified') = (expires_on IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX artist_credentials_artist_idx ON artist_credentials (artist_id, kind, status, expires_on);--> statement-breakpoint
CREATE INDEX artist_credentials_status_idx ON artist_credentials (status, created_at);
