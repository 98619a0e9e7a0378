-- An approved artist's new name or bio, waiting for the agency: the public profile, mails and
-- invoices keep the approved text (users.name, artists.bio) until the agency approves it. One row
-- per artist at most: an edit while one waits replaces what it asks for, under a new id, so a
-- decision names the version the agency saw. A null column is a text that does not change.
CREATE TABLE "artist_profile_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"artist_id" uuid NOT NULL,
	"name" text,
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_profile_changes_asks_something" CHECK ("name" IS NOT NULL OR "bio" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "artist_profile_changes" ADD CONSTRAINT "artist_profile_changes_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_profile_changes_artist_idx" ON "artist_profile_changes" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "artist_profile_changes_created_idx" ON "artist_profile_changes" USING btree ("created_at","id");
