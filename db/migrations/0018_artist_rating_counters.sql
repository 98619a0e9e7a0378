ALTER TABLE "artists" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;