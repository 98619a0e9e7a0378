-- When artists are free (the booking rules): weekly windows in minutes of the job's local day
-- (0 Sunday; 1440 is midnight at the day's end), merged by the API so none overlaps another of
-- its day, and blackouts, whole local days with the artist's note. An artist without weekly
-- rows is free any time. The catalogue's availabilities stay descriptive labels.
CREATE TABLE artist_weekly_hours (
  artist_id uuid NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  day integer NOT NULL,
  from_minute integer NOT NULL,
  to_minute integer NOT NULL,
  CONSTRAINT artist_weekly_hours_pkey PRIMARY KEY (artist_id, day, from_minute),
  CONSTRAINT artist_weekly_hours_day_check CHECK (day between 0 and 6),
  CONSTRAINT artist_weekly_hours_minutes_check CHECK (from_minute >= 0 and to_minute <= 1440 and to_minute > from_minute)
);--> statement-breakpoint
CREATE TABLE artist_blackouts (
  id uuid PRIMARY KEY NOT NULL,
  artist_id uuid NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  first_day date NOT NULL,
  last_day date NOT NULL,
  note text DEFAULT '' NOT NULL,
  CONSTRAINT artist_blackouts_days_check CHECK (last_day >= first_day)
);--> statement-breakpoint
CREATE INDEX artist_blackouts_artist_idx ON artist_blackouts (artist_id, last_day);
