ALTER TABLE "artist_availabilities" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "artist_styles" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "artist_types" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "designation_fr" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "description_fr" text;