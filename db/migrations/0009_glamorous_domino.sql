CREATE TABLE "artist_style_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"artist_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_style_requests" ADD CONSTRAINT "artist_style_requests_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_style_requests" ADD CONSTRAINT "artist_style_requests_style_id_artist_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."artist_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_style_requests_pair_idx" ON "artist_style_requests" USING btree ("artist_id","style_id");--> statement-breakpoint
CREATE INDEX "artist_style_requests_style_idx" ON "artist_style_requests" USING btree ("style_id");