-- Weekly classes (the booking rules): a job meets on its chosen weekdays between its start and
-- end dates (0 Sunday, as in JavaScript); null is every day, as every job before. A session
-- the studio or the agency called off is a row of job_session_cancellations: the job stays.
ALTER TABLE jobs ADD COLUMN weekdays smallint[];--> statement-breakpoint
ALTER TABLE jobs ADD CONSTRAINT jobs_weekdays_check CHECK (
  weekdays IS NULL OR (cardinality(weekdays) between 1 and 7 AND weekdays <@ '{0,1,2,3,4,5,6}'::smallint[])
);--> statement-breakpoint
CREATE TABLE job_session_cancellations (
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  date date NOT NULL,
  cancelled_at timestamp with time zone DEFAULT now() NOT NULL,
  cancelled_by uuid REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT job_session_cancellations_pkey PRIMARY KEY (job_id, date)
);--> statement-breakpoint
-- A calendar shows the weekdays too: changing them bumps the job's calendar version.
CREATE OR REPLACE FUNCTION jobs_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.calendar_sequence = OLD.calendar_sequence AND (
    (NEW.studio_name, NEW.style, NEW.city, NEW.postal_code, NEW.address, NEW.description,
     NEW.start_date, NEW.end_date, NEW.start_time, NEW.end_time, NEW.status, NEW.confirmed_artist_id, NEW.weekdays)
    IS DISTINCT FROM
    (OLD.studio_name, OLD.style, OLD.city, OLD.postal_code, OLD.address, OLD.description,
     OLD.start_date, OLD.end_date, OLD.start_time, OLD.end_time, OLD.status, OLD.confirmed_artist_id, OLD.weekdays)
  ) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;
