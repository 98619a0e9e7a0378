-- Private files kept before they were sealed at rest are sealed once by the pass at start;
-- an instance claims a file here while it seals it, so two instances never seal it both.
CREATE TABLE file_seal_claims (
  key text PRIMARY KEY,
  claimed_at timestamp with time zone DEFAULT now() NOT NULL
);
