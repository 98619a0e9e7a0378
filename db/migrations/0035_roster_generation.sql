-- The roster's generation: one row, moved by every statement that can change
-- what a roster search answers (its artists and their narrow rows, users through those rows,
-- the lookups listed in the facets), in the writer's transaction. An instance reloading an
-- expired search reads it first and keeps its result when it has not moved, so searches nobody
-- changed are not computed again every TTL. Transactional, not a sequence: a reader never sees
-- a write's bump before the write itself. Writes to artists already queue on one lock
-- (artist_facet_counts_lock); this row queues them the same way, until commit.
CREATE TABLE roster_generation (n bigint NOT NULL);--> statement-breakpoint
INSERT INTO roster_generation VALUES (1);--> statement-breakpoint
CREATE FUNCTION roster_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE roster_generation SET n = n + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER artists_roster_generation AFTER INSERT OR UPDATE OR DELETE ON artists
  FOR EACH STATEMENT EXECUTE FUNCTION roster_generation_bump();--> statement-breakpoint
CREATE TRIGGER listed_artists_roster_generation AFTER INSERT OR UPDATE OR DELETE ON listed_artists
  FOR EACH STATEMENT EXECUTE FUNCTION roster_generation_bump();--> statement-breakpoint
CREATE TRIGGER artist_styles_roster_generation AFTER INSERT OR UPDATE OR DELETE ON artist_styles
  FOR EACH STATEMENT EXECUTE FUNCTION roster_generation_bump();--> statement-breakpoint
CREATE TRIGGER artist_types_roster_generation AFTER INSERT OR UPDATE OR DELETE ON artist_types
  FOR EACH STATEMENT EXECUTE FUNCTION roster_generation_bump();--> statement-breakpoint
CREATE TRIGGER artist_availabilities_roster_generation AFTER INSERT OR UPDATE OR DELETE ON artist_availabilities
  FOR EACH STATEMENT EXECUTE FUNCTION roster_generation_bump();--> statement-breakpoint
-- A bulk load made with the triggers held refills listed_artists: a new generation too.
CREATE OR REPLACE FUNCTION listed_artists_refill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM listed_artists;
  INSERT INTO listed_artists (artist_id, name, document, style_ids, type_ids, availability_ids, city, city_key, rating, review_count, created_at)
    SELECT a.id, u.name, a.search_document, a.style_ids, a.type_ids, a.availability_ids, a.city, a.city_key,
      CASE WHEN a.review_count > 0 THEN round(a.rating_sum::numeric / a.review_count, 1) END, a.review_count, a.created_at
    FROM artists a JOIN users u ON u.id = a.user_id
    WHERE a.status = 'approved' AND u.status = 'active';
  UPDATE roster_generation SET n = n + 1;
$$;
