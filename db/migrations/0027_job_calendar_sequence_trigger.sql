-- A job's calendar version (RFC 5545 SEQUENCE) follows every change a
-- calendar shows, whichever code path or instance writes it: calendars that
-- subscribed replace their copy of the event only when its SEQUENCE grows.
CREATE FUNCTION jobs_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.calendar_sequence = OLD.calendar_sequence AND (
    (NEW.studio_name, NEW.style, NEW.city, NEW.postal_code, NEW.address, NEW.description,
     NEW.start_date, NEW.end_date, NEW.start_time, NEW.end_time, NEW.status, NEW.confirmed_artist_id)
    IS DISTINCT FROM
    (OLD.studio_name, OLD.style, OLD.city, OLD.postal_code, OLD.address, OLD.description,
     OLD.start_date, OLD.end_date, OLD.start_time, OLD.end_time, OLD.status, OLD.confirmed_artist_id)
  ) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_calendar_sequence BEFORE UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_bump_calendar_sequence();
