-- Catalog names are unique per list whatever their case and accents (issue 21):
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
WITH ranked AS (
  SELECT id, "name" AS old, row_number() OVER (PARTITION BY catalog_name_key("name") ORDER BY sort_order, created_at, id) AS n FROM "artist_styles"
), renamed AS (
  SELECT id, old, old || ' (' || n || ')' AS new FROM ranked WHERE n > 1
), moved_jobs AS (
  UPDATE "jobs" SET "style" = renamed.new FROM renamed WHERE "jobs"."style" = renamed.old
)
UPDATE "artist_styles" SET "name" = renamed.new FROM renamed WHERE "artist_styles".id = renamed.id;--> statement-breakpoint
WITH ranked AS (
  SELECT id, "name" AS old, row_number() OVER (PARTITION BY catalog_name_key("name") ORDER BY sort_order, created_at, id) AS n FROM "artist_types"
)
UPDATE "artist_types" SET "name" = ranked.old || ' (' || ranked.n || ')' FROM ranked WHERE ranked.n > 1 AND "artist_types".id = ranked.id;--> statement-breakpoint
WITH ranked AS (
  SELECT id, "name" AS old, row_number() OVER (PARTITION BY catalog_name_key("name") ORDER BY sort_order, created_at, id) AS n FROM "artist_availabilities"
)
UPDATE "artist_availabilities" SET "name" = ranked.old || ' (' || ranked.n || ')' FROM ranked WHERE ranked.n > 1 AND "artist_availabilities".id = ranked.id;--> statement-breakpoint
WITH ranked AS (
  SELECT id, "name" AS old, row_number() OVER (PARTITION BY catalog_name_key("name") ORDER BY sort_order, created_at, id) AS n FROM "services"
)
UPDATE "services" SET "name" = ranked.old || ' (' || ranked.n || ')' FROM ranked WHERE ranked.n > 1 AND "services".id = ranked.id;--> statement-breakpoint
WITH ranked AS (
  SELECT id, "name" AS old, row_number() OVER (PARTITION BY catalog_name_key("name") ORDER BY sort_order, created_at, id) AS n FROM "testimonials"
)
UPDATE "testimonials" SET "name" = ranked.old || ' (' || ranked.n || ')' FROM ranked WHERE ranked.n > 1 AND "testimonials".id = ranked.id;--> statement-breakpoint
WITH ranked AS (
  SELECT id, "question" AS old, row_number() OVER (PARTITION BY catalog_name_key("question") ORDER BY sort_order, created_at, id) AS n FROM "faq_entries"
)
UPDATE "faq_entries" SET "question" = ranked.old || ' (' || ranked.n || ')' FROM ranked WHERE ranked.n > 1 AND "faq_entries".id = ranked.id;--> statement-breakpoint
DROP INDEX "artist_availabilities_name_lower_idx";--> statement-breakpoint
DROP INDEX "artist_styles_name_lower_idx";--> statement-breakpoint
DROP INDEX "artist_types_name_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "artist_availabilities_name_key_idx" ON "artist_availabilities" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "artist_styles_name_key_idx" ON "artist_styles" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "artist_types_name_key_idx" ON "artist_types" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_question_key_idx" ON "faq_entries" USING btree (catalog_name_key("question"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_key_idx" ON "services" USING btree (catalog_name_key("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_name_key_idx" ON "testimonials" USING btree (catalog_name_key("name"));