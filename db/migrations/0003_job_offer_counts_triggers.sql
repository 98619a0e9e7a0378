-- job_offer_counts follows jobs exactly: every statement that writes jobs moves the
-- counts of the (style, end date) pairs its pending rows leave and enter, in the
-- same transaction. Statement triggers with transition tables, so a bulk insert
-- costs one grouped upsert, not one per row. Pairs that drop to zero stay (cheap,
-- and reused by the next job of that style and day).
CREATE FUNCTION job_offer_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO job_offer_counts AS c (style, end_date, pending)
      SELECT style, end_date, -count(*) FROM left_jobs WHERE status = 'pending' GROUP BY style, end_date
      ON CONFLICT (style, end_date) DO UPDATE SET pending = c.pending + excluded.pending;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO job_offer_counts AS c (style, end_date, pending)
      SELECT style, end_date, count(*) FROM entered_jobs WHERE status = 'pending' GROUP BY style, end_date
      ON CONFLICT (style, end_date) DO UPDATE SET pending = c.pending + excluded.pending;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_offer_counts_on_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS entered_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_offer_counts_follow();
--> statement-breakpoint
CREATE TRIGGER job_offer_counts_on_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS left_jobs NEW TABLE AS entered_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_offer_counts_follow();
--> statement-breakpoint
CREATE TRIGGER job_offer_counts_on_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS left_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_offer_counts_follow();
--> statement-breakpoint
INSERT INTO job_offer_counts (style, end_date, pending)
  SELECT style, end_date, count(*) FROM jobs WHERE status = 'pending' GROUP BY style, end_date;
