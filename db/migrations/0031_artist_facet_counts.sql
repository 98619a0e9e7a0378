CREATE TABLE "artist_facet_counts" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"artists" integer NOT NULL,
	CONSTRAINT "artist_facet_counts_facet_value_pk" PRIMARY KEY("facet","value")
);
--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 'active';