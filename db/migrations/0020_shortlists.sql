CREATE TABLE "client_favourites" (
	"client_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_favourites_client_id_artist_id_pk" PRIMARY KEY("client_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "job_preferred_artists" (
	"job_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	CONSTRAINT "job_preferred_artists_job_id_artist_id_pk" PRIMARY KEY("job_id","artist_id")
);
--> statement-breakpoint
ALTER TABLE "client_favourites" ADD CONSTRAINT "client_favourites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_favourites" ADD CONSTRAINT "client_favourites_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_preferred_artists" ADD CONSTRAINT "job_preferred_artists_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_preferred_artists" ADD CONSTRAINT "job_preferred_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_favourites_client_created_idx" ON "client_favourites" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "job_preferred_artists_artist_idx" ON "job_preferred_artists" USING btree ("artist_id");