-- Each job happens in its place's time zone (src/platform/places/time-zones.ts): the zone of its studio's
-- province, else of its postal code's, else the agency's. Its dates and times are the wall clock
-- there; "today", completion, reminders and calendars read them there.
ALTER TABLE "jobs" ADD COLUMN "time_zone" text DEFAULT 'America/Toronto' NOT NULL;--> statement-breakpoint
-- The jobs already posted take their place's zone. The calendar version grows with it (the
-- trigger below now counts the zone beside the weekdays), so subscribed calendars move the events that moved.
CREATE OR REPLACE FUNCTION jobs_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.calendar_sequence = OLD.calendar_sequence AND (
    (NEW.studio_name, NEW.style, NEW.city, NEW.postal_code, NEW.address, NEW.description,
     NEW.start_date, NEW.end_date, NEW.start_time, NEW.end_time, NEW.status, NEW.confirmed_artist_id, NEW.weekdays, NEW.time_zone)
    IS DISTINCT FROM
    (OLD.studio_name, OLD.style, OLD.city, OLD.postal_code, OLD.address, OLD.description,
     OLD.start_date, OLD.end_date, OLD.start_time, OLD.end_time, OLD.status, OLD.confirmed_artist_id, OLD.weekdays, OLD.time_zone)
  ) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "jobs" SET "time_zone" = z.zone FROM (
  SELECT j.id, CASE coalesce(c.province, CASE
      WHEN upper(ltrim(j.postal_code)) ~ '^X0[ABC]' THEN 'NU'
      ELSE CASE upper(left(ltrim(j.postal_code), 1))
        WHEN 'A' THEN 'NL' WHEN 'B' THEN 'NS' WHEN 'C' THEN 'PE' WHEN 'E' THEN 'NB'
        WHEN 'G' THEN 'QC' WHEN 'H' THEN 'QC' WHEN 'J' THEN 'QC'
        WHEN 'K' THEN 'ON' WHEN 'L' THEN 'ON' WHEN 'M' THEN 'ON' WHEN 'N' THEN 'ON' WHEN 'P' THEN 'ON'
        WHEN 'R' THEN 'MB' WHEN 'S' THEN 'SK' WHEN 'T' THEN 'AB' WHEN 'V' THEN 'BC' WHEN 'X' THEN 'NT' WHEN 'Y' THEN 'YT'
      END
    END)
    WHEN 'BC' THEN 'America/Vancouver' WHEN 'AB' THEN 'America/Edmonton' WHEN 'SK' THEN 'America/Regina'
    WHEN 'MB' THEN 'America/Winnipeg' WHEN 'NS' THEN 'America/Halifax' WHEN 'NB' THEN 'America/Halifax'
    WHEN 'PE' THEN 'America/Halifax' WHEN 'NL' THEN 'America/St_Johns' WHEN 'YT' THEN 'America/Whitehorse'
    WHEN 'NT' THEN 'America/Yellowknife' WHEN 'NU' THEN 'America/Iqaluit' ELSE 'America/Toronto'
  END AS zone
  FROM "jobs" j JOIN "clients" c ON c.id = j.client_id
) z WHERE z.id = "jobs"."id" AND z.zone <> 'America/Toronto';--> statement-breakpoint
-- An invoice's date is its issue instant's date in its job's zone, kept with the invoice: the
-- document, the books' CSV and their date filters read the same day. Invoices issued before
-- zones were dated in the agency's zone, and keep that date.
ALTER TABLE "invoices" ADD COLUMN "time_zone" text DEFAULT 'America/Toronto' NOT NULL;
