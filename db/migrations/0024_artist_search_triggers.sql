-- The roster search's document, word list and lookup ids, kept by triggers so
-- every write moves them in its own transaction, from any code path or instance: the
-- artist's bio and city, its user's name, its style, type and availability links, the
-- lookups' names. unaccent() is not IMMUTABLE, so a generated column cannot call it; a trigger can.
CREATE OR REPLACE FUNCTION artist_search_refresh(artist uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  person text;
  tags text;
  about text;
BEGIN
  SELECT unaccent(u.name), unaccent(a.bio),
    unaccent(concat_ws(' ', a.city,
      (SELECT string_agg(concat_ws(' ', s.name, s.name_fr), ' ') FROM artist_style_links l JOIN artist_styles s ON s.id = l.style_id WHERE l.artist_id = a.id),
      (SELECT string_agg(concat_ws(' ', t.name, t.name_fr), ' ') FROM artist_type_links l JOIN artist_types t ON t.id = l.type_id WHERE l.artist_id = a.id)))
  INTO person, about, tags
  FROM artists a JOIN users u ON u.id = a.user_id WHERE a.id = artist;
  IF NOT FOUND THEN RETURN; END IF;
  -- Names and tags in 'simple' too: a name is not English or French, and typo matches are 'simple' words.
  UPDATE artists SET
    search_document =
         setweight(to_tsvector('simple', person), 'A')
      || setweight(to_tsvector('simple', tags) || to_tsvector('english', tags) || to_tsvector('french', tags), 'B')
      || setweight(to_tsvector('english', about) || to_tsvector('french', about), 'D'),
    style_ids = ARRAY(SELECT style_id FROM artist_style_links WHERE artist_id = artist ORDER BY style_id),
    type_ids = ARRAY(SELECT type_id FROM artist_type_links WHERE artist_id = artist ORDER BY type_id),
    availability_ids = ARRAY(SELECT availability_id FROM artist_availability_links WHERE artist_id = artist ORDER BY availability_id)
  WHERE id = artist;
  -- In one order: two transactions adding the same words never wait on each other crosswise.
  INSERT INTO artist_search_terms (term)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', person, tags)))) AS w ORDER BY w
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION artist_search_on_artist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM artist_search_refresh(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER artists_search_refresh AFTER INSERT OR UPDATE OF bio, city, user_id ON artists
  FOR EACH ROW EXECUTE FUNCTION artist_search_on_artist();--> statement-breakpoint
CREATE OR REPLACE FUNCTION artist_search_on_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM artist_search_refresh(OLD.artist_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM artist_search_refresh(NEW.artist_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER artist_style_links_search_refresh AFTER INSERT OR UPDATE OR DELETE ON artist_style_links
  FOR EACH ROW EXECUTE FUNCTION artist_search_on_link();--> statement-breakpoint
CREATE TRIGGER artist_type_links_search_refresh AFTER INSERT OR UPDATE OR DELETE ON artist_type_links
  FOR EACH ROW EXECUTE FUNCTION artist_search_on_link();--> statement-breakpoint
CREATE TRIGGER artist_availability_links_search_refresh AFTER INSERT OR UPDATE OR DELETE ON artist_availability_links
  FOR EACH ROW EXECUTE FUNCTION artist_search_on_link();--> statement-breakpoint
CREATE OR REPLACE FUNCTION artist_search_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM artist_search_refresh(a.id) FROM artists a WHERE a.user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_refresh AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION artist_search_on_user();--> statement-breakpoint
CREATE OR REPLACE FUNCTION artist_search_on_lookup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'artist_styles' THEN
    PERFORM artist_search_refresh(l.artist_id) FROM artist_style_links l WHERE l.style_id = NEW.id;
  ELSE
    PERFORM artist_search_refresh(l.artist_id) FROM artist_type_links l WHERE l.type_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER artist_styles_search_refresh AFTER UPDATE OF name, name_fr ON artist_styles
  FOR EACH ROW EXECUTE FUNCTION artist_search_on_lookup();--> statement-breakpoint
CREATE TRIGGER artist_types_search_refresh AFTER UPDATE OF name, name_fr ON artist_types
  FOR EACH ROW EXECUTE FUNCTION artist_search_on_lookup();--> statement-breakpoint
-- A search's words as one full-text query: each word (accents stripped) in English or
-- French stemming, as a prefix ('jas' finds Jasmine), or as a known word a typo away
-- ('balet' finds ballet: trigram similarity 0.45 and up); every word must match. A word
-- that either language drops (the, de) is left out. NULL when nothing is left to search.
CREATE OR REPLACE FUNCTION artist_search_query(q text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT string_agg('(' || alternatives || ')', ' & ')::tsquery
  FROM (
    SELECT concat_ws(' | ',
        nullif(plainto_tsquery('english', w)::text, ''),
        nullif(plainto_tsquery('french', w)::text, ''),
        quote_literal(w) || ':*',
        (SELECT string_agg(quote_literal(t.term), ' | ' ORDER BY t.term) FROM artist_search_terms t WHERE t.term % w AND similarity(t.term, w) >= 0.45)
      ) AS alternatives
    FROM regexp_split_to_table(lower(unaccent(q)), '[^[:alnum:]]+') AS w
    WHERE w <> '' AND numnode(plainto_tsquery('english', w)) > 0 AND numnode(plainto_tsquery('french', w)) > 0
  ) words
$$;--> statement-breakpoint
SELECT artist_search_refresh(id) FROM artists;
