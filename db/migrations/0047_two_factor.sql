-- Two-factor sign-in: each user's TOTP secret (sealed with a key derived from JWT_SECRET), on once
-- enabled_at is set; the last time step whose code was accepted (a replay in its window is refused);
-- wrong codes in a row and the lock they set.
CREATE TABLE two_factor (
  user_id uuid PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  enabled_at timestamp with time zone,
  last_used_step bigint,
  failed_attempts integer DEFAULT 0 NOT NULL,
  locked_until timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The ten recovery codes given when it is turned on, hashed; each is spent once.
CREATE TABLE two_factor_recovery_codes (
  id uuid PRIMARY KEY NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX two_factor_recovery_codes_user_hash_idx ON two_factor_recovery_codes (user_id, code_hash);--> statement-breakpoint
-- A sign-in whose password was right, waiting for its code: the browser holds the secret, the table its hash.
CREATE TABLE two_factor_challenges (
  id uuid PRIMARY KEY NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  locale text,
  expires_at timestamp with time zone NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX two_factor_challenges_token_hash_idx ON two_factor_challenges (token_hash);--> statement-breakpoint
CREATE INDEX two_factor_challenges_user_idx ON two_factor_challenges (user_id);--> statement-breakpoint
-- The owner may require it of every staff account.
ALTER TABLE agency_settings ADD COLUMN require_staff_two_factor boolean DEFAULT false NOT NULL;
