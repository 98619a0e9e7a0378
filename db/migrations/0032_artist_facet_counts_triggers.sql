-- The search's filters and facets read the listed artists' few columns they
-- need from this index alone (an index-only scan) rather than the wide rows (bio, document,
-- files); keyed by the city, it also finds a city's artists. Here because drizzle cannot say INCLUDE.
CREATE INDEX artists_listed_idx ON artists (city_key)
  INCLUDE (id, user_id, city, style_ids, type_ids, availability_ids, review_count, rating_sum, created_at)
  WHERE status = 'approved';--> statement-breakpoint
-- artist_facet_counts follows the listed artists exactly: every write to
-- an artist's status, user, lookup ids (themselves kept from the links by the search
-- triggers, migration 0024) or city, and every change of a user's status, moves it in
-- the same transaction. A listed artist is approved and its user active, as the search reads it.
CREATE FUNCTION artist_facet_values(style_ids uuid[], type_ids uuid[], availability_ids uuid[], city text)
  RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'all', ''
  UNION ALL SELECT 'style', unnest(style_ids)::text
  UNION ALL SELECT 'type', unnest(type_ids)::text
  UNION ALL SELECT 'availability', unnest(availability_ids)::text
  UNION ALL SELECT 'city', city WHERE city IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION artist_listed(status text, user_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT status = 'approved' AND EXISTS (SELECT 1 FROM users u WHERE u.id = user_id AND u.status = 'active')
$$;--> statement-breakpoint
-- Every transaction moving the counts takes this lock first (until it ends): two profiles
-- swapping styles one link at a time would otherwise lock two counts crosswise. Artists'
-- writes are rare and short; the key is the table's oid, apart from the migrations' lock.
CREATE FUNCTION artist_facet_counts_lock() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock('artist_facet_counts'::regclass::oid::int, 0)
$$;--> statement-breakpoint
-- The old row's values out, the new row's in, netted.
CREATE FUNCTION artist_facet_counts_on_artist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.user_id = NEW.user_id AND OLD.style_ids = NEW.style_ids
    AND OLD.type_ids = NEW.type_ids AND OLD.availability_ids = NEW.availability_ids AND OLD.city IS NOT DISTINCT FROM NEW.city THEN
    RETURN NULL;
  END IF;
  PERFORM artist_facet_counts_lock();
  INSERT INTO artist_facet_counts AS c (facet, value, artists)
    SELECT d.facet, d.value, sum(d.delta)::int FROM (
      SELECT f.facet, f.value, -1 AS delta FROM artist_facet_values(OLD.style_ids, OLD.type_ids, OLD.availability_ids, OLD.city) f
        WHERE TG_OP <> 'INSERT' AND artist_listed(OLD.status, OLD.user_id)
      UNION ALL
      SELECT f.facet, f.value, 1 FROM artist_facet_values(NEW.style_ids, NEW.type_ids, NEW.availability_ids, NEW.city) f
        WHERE TG_OP <> 'DELETE' AND artist_listed(NEW.status, NEW.user_id)
    ) d
    GROUP BY d.facet, d.value HAVING sum(d.delta) <> 0 ORDER BY d.facet, d.value
  ON CONFLICT (facet, value) DO UPDATE SET artists = c.artists + excluded.artists;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER artists_facet_counts AFTER INSERT OR UPDATE OR DELETE ON artists
  FOR EACH ROW EXECUTE FUNCTION artist_facet_counts_on_artist();--> statement-breakpoint
-- A user turning active or not lists or unlists its approved artist. A deleted user takes
-- its artist along (ON DELETE CASCADE), and by then the artist's trigger no longer finds
-- the user: its share goes out here, before.
CREATE FUNCTION artist_facet_counts_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta int := CASE WHEN TG_OP = 'DELETE' OR OLD.status = 'active' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'DELETE' AND OLD.status <> 'active' THEN RETURN OLD; END IF;
  PERFORM artist_facet_counts_lock();
  INSERT INTO artist_facet_counts AS c (facet, value, artists)
    SELECT f.facet, f.value, (delta * count(*))::int
    FROM artists a CROSS JOIN LATERAL artist_facet_values(a.style_ids, a.type_ids, a.availability_ids, a.city) f
    WHERE a.user_id = OLD.id AND a.status = 'approved'
    GROUP BY f.facet, f.value ORDER BY f.facet, f.value
  ON CONFLICT (facet, value) DO UPDATE SET artists = c.artists + excluded.artists;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER users_facet_counts AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN ((OLD.status = 'active') IS DISTINCT FROM (NEW.status = 'active')) EXECUTE FUNCTION artist_facet_counts_on_user();--> statement-breakpoint
CREATE TRIGGER users_delete_facet_counts BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION artist_facet_counts_on_user();--> statement-breakpoint
-- The counts from scratch: the backfill below, and a bulk load made with the triggers held (scripts/bench/scale-seed.ts).
CREATE FUNCTION artist_facet_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM artist_facet_counts;
  INSERT INTO artist_facet_counts (facet, value, artists)
    SELECT f.facet, f.value, count(*)::int
    FROM artists a JOIN users u ON u.id = a.user_id
      CROSS JOIN LATERAL artist_facet_values(a.style_ids, a.type_ids, a.availability_ids, a.city) f
    WHERE a.status = 'approved' AND u.status = 'active'
    GROUP BY f.facet, f.value;
$$;--> statement-breakpoint
SELECT artist_facet_counts_recount();
