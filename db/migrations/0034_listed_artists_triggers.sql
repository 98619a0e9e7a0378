-- listed_artists follows the listed artists (approved, their user active) exactly, so the roster's
-- counts read few rows: every write to an artist's searched columns (its document, lookup ids and city,
-- themselves kept by the search triggers of migration 0024; its status, user, ratings) and
-- every change of a user's name or status moves it in the same transaction. A deleted
-- artist's row goes by the foreign key.
CREATE FUNCTION listed_artist_refresh(artist uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM listed_artists l WHERE l.artist_id = artist
    AND NOT EXISTS (SELECT FROM artists a JOIN users u ON u.id = a.user_id WHERE a.id = artist AND a.status = 'approved' AND u.status = 'active');
  INSERT INTO listed_artists AS l (artist_id, name, document, style_ids, type_ids, availability_ids, city, city_key, rating, review_count, created_at)
    SELECT a.id, u.name, a.search_document, a.style_ids, a.type_ids, a.availability_ids, a.city, a.city_key,
      CASE WHEN a.review_count > 0 THEN round(a.rating_sum::numeric / a.review_count, 1) END, a.review_count, a.created_at
    FROM artists a JOIN users u ON u.id = a.user_id
    WHERE a.id = artist AND a.status = 'approved' AND u.status = 'active'
  ON CONFLICT (artist_id) DO UPDATE SET name = excluded.name, document = excluded.document, style_ids = excluded.style_ids,
    type_ids = excluded.type_ids, availability_ids = excluded.availability_ids, city = excluded.city, city_key = excluded.city_key,
    rating = excluded.rating, review_count = excluded.review_count, created_at = excluded.created_at;
$$;--> statement-breakpoint
CREATE FUNCTION listed_artists_on_artist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listed_artist_refresh(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER artists_listed_refresh AFTER INSERT OR UPDATE OF status, user_id, search_document, style_ids, type_ids, availability_ids,
    city, rating_sum, review_count, created_at ON artists
  FOR EACH ROW EXECUTE FUNCTION listed_artists_on_artist();--> statement-breakpoint
CREATE FUNCTION listed_artists_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listed_artist_refresh(a.id) FROM artists a WHERE a.user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_listed_refresh AFTER UPDATE OF name, status ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION listed_artists_on_user();--> statement-breakpoint
-- From scratch: the backfill below, and a bulk load made with the triggers held (scripts/bench/scale-seed.ts).
CREATE FUNCTION listed_artists_refill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM listed_artists;
  INSERT INTO listed_artists (artist_id, name, document, style_ids, type_ids, availability_ids, city, city_key, rating, review_count, created_at)
    SELECT a.id, u.name, a.search_document, a.style_ids, a.type_ids, a.availability_ids, a.city, a.city_key,
      CASE WHEN a.review_count > 0 THEN round(a.rating_sum::numeric / a.review_count, 1) END, a.review_count, a.created_at
    FROM artists a JOIN users u ON u.id = a.user_id
    WHERE a.status = 'approved' AND u.status = 'active';
$$;--> statement-breakpoint
-- The search reads artists no more: 0032's covering index goes (0033 drops the document's index and the inactive users' one).
DROP INDEX artists_listed_idx;--> statement-breakpoint
SELECT listed_artists_refill();
