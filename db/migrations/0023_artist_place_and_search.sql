-- The roster search: accents stripped by unaccent, typos found by trigrams.
-- Both ship with PostgreSQL's contrib and with PGlite (loaded in src/platform/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "artist_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "city_key" text GENERATED ALWAYS AS (catalog_name_key(city)) STORED;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "travel_km" integer;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "style_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "type_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "availability_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "artist_search_terms_trgm_idx" ON "artist_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artists_search_idx" ON "artists" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_province_check" CHECK ("artists"."province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'));--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_travel_km_check" CHECK ("artists"."travel_km" between 0 and 1000);