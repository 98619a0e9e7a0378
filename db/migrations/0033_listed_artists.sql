CREATE TABLE "listed_artists" (
	"artist_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"document" "tsvector",
	"style_ids" uuid[] NOT NULL,
	"type_ids" uuid[] NOT NULL,
	"availability_ids" uuid[] NOT NULL,
	"city" text,
	"city_key" text,
	"rating" numeric,
	"review_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "artists_search_idx";--> statement-breakpoint
DROP INDEX "users_inactive_idx";--> statement-breakpoint
ALTER TABLE "listed_artists" ADD CONSTRAINT "listed_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listed_artists_document_idx" ON "listed_artists" USING gin ("document");--> statement-breakpoint
CREATE INDEX "listed_artists_city_key_idx" ON "listed_artists" USING btree ("city_key");