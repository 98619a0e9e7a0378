-- artists.rating_sum and review_count follow the visible (not hidden) reviews exactly:
-- every statement that writes reviews takes what its visible rows leave out of their
-- artists' counters and adds what they bring, in the same transaction. Statement
-- triggers with transition tables, like job_offer_counts (0003): one grouped update
-- per side, whatever the number of rows. An update that changes nothing counted
-- (a reply) takes out and adds back the same values.
CREATE FUNCTION review_counters_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE artists a SET rating_sum = a.rating_sum - d.rating_sum, review_count = a.review_count - d.review_count
      FROM (SELECT artist_id, sum(rating)::int AS rating_sum, count(*)::int AS review_count
            FROM left_reviews WHERE NOT hidden GROUP BY artist_id) d
      WHERE a.id = d.artist_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE artists a SET rating_sum = a.rating_sum + d.rating_sum, review_count = a.review_count + d.review_count
      FROM (SELECT artist_id, sum(rating)::int AS rating_sum, count(*)::int AS review_count
            FROM entered_reviews WHERE NOT hidden GROUP BY artist_id) d
      WHERE a.id = d.artist_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER review_counters_on_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS entered_reviews FOR EACH STATEMENT EXECUTE FUNCTION review_counters_follow();
--> statement-breakpoint
CREATE TRIGGER review_counters_on_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS left_reviews NEW TABLE AS entered_reviews FOR EACH STATEMENT EXECUTE FUNCTION review_counters_follow();
--> statement-breakpoint
CREATE TRIGGER review_counters_on_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS left_reviews FOR EACH STATEMENT EXECUTE FUNCTION review_counters_follow();
