-- Catalog names are unique per list whatever their case and accents:
-- "Ballet", "ballet" and "Bállet" are one name. The key is lower case without the
-- combining accents left by NFD; normalize(), regexp_replace() and lower() are
-- IMMUTABLE on PostgreSQL and PGlite alike, so an index may use it (unaccent() is not,
-- and PGlite does not ship it).
CREATE OR REPLACE FUNCTION catalog_name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(regexp_replace(normalize(btrim(name), NFD), '[\u0300-\u036f]', '', 'g')) $$;--> statement-breakpoint
-- An install may already hold names that differ only by their accents (or, outside the
-- lookup lists, by case): the later ones get " (2)", " (3)"… so the indexes can be
-- built, and the agency sees and renames them. Jobs name their style: they follow it.
DO $$
DECLARE
  list record;
BEGIN
  FOR list IN SELECT * FROM (VALUES ('artist_styles', 'name'), ('artist_types', 'name'), ('artist_availabilities', 'name'),
    ('services', 'name'), ('testimonials', 'name'), ('faq_entries', 'question')) AS lists (tbl, col)
  LOOP
    EXECUTE format('CREATE TEMP TABLE renamed ON COMMIT DROP AS
      SELECT id, old, old || '' ('' || n || '')'' AS new FROM (
        SELECT id, %2$I AS old, row_number() OVER (PARTITION BY catalog_name_key(%2$I) ORDER BY sort_order, created_at, id) AS n FROM %1$I
      ) ranked WHERE n > 1', list.tbl, list.col);
    IF list.tbl = 'artist_styles' THEN
      UPDATE jobs SET style = renamed.new FROM renamed WHERE jobs.style = renamed.old;
    END IF;
    EXECUTE format('UPDATE %1$I SET %2$I = renamed.new FROM renamed WHERE %1$I.id = renamed.id', list.tbl, list.col);
    DROP TABLE renamed;
  END LOOP;
END $$;--> statement-breakpoint
DROP INDEX "artist_availabilities_name_lower_idx";--> statement-breakpoint
DROP INDEX "artist_styles_name_lower_idx";--> statement-breakpoint
DROP INDEX "artist_types_name_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "artist_availabilities_name_key_idx" ON "artist_availabilities" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "artist_styles_name_key_idx" ON "artist_styles" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "artist_types_name_key_idx" ON "artist_types" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_question_key_idx" ON "faq_entries" USING btree (catalog_name_key("question"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_key_idx" ON "services" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_name_key_idx" ON "testimonials" USING btree (catalog_name_key("name"));