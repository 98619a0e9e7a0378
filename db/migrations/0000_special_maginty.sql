CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_availabilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_availability_links" (
	"artist_id" uuid NOT NULL,
	"availability_id" uuid NOT NULL,
	CONSTRAINT "artist_availability_links_artist_id_availability_id_pk" PRIMARY KEY("artist_id","availability_id")
);
--> statement-breakpoint
CREATE TABLE "artist_style_links" (
	"artist_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	CONSTRAINT "artist_style_links_artist_id_style_id_pk" PRIMARY KEY("artist_id","style_id")
);
--> statement-breakpoint
CREATE TABLE "artist_styles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_type_links" (
	"artist_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	CONSTRAINT "artist_type_links_artist_id_type_id_pk" PRIMARY KEY("artist_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "artist_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bio" text NOT NULL,
	"experience" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"headshot_key" text NOT NULL,
	"resume_key" text NOT NULL,
	"police_check_key" text,
	"direct_deposit_key" text NOT NULL,
	"reference_letter_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_status_check" CHECK ("artists"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"studio_name" text NOT NULL,
	"studio_director" text NOT NULL,
	"address" text NOT NULL,
	"contact_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"studio_name" text NOT NULL,
	"style" text NOT NULL,
	"rate" numeric(10, 2) NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"address" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_artist_id" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "jobs_rate_check" CHECK ("jobs"."rate" > 0),
	CONSTRAINT "jobs_dates_check" CHECK ("jobs"."end_date" >= "jobs"."start_date")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"rating" integer NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'artist', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "artist_availability_links" ADD CONSTRAINT "artist_availability_links_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_availability_links" ADD CONSTRAINT "artist_availability_links_availability_id_artist_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."artist_availabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_style_links" ADD CONSTRAINT "artist_style_links_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_style_links" ADD CONSTRAINT "artist_style_links_style_id_artist_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."artist_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_type_links" ADD CONSTRAINT "artist_type_links_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_type_links" ADD CONSTRAINT "artist_type_links_type_id_artist_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."artist_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_confirmed_artist_id_artists_id_fk" FOREIGN KEY ("confirmed_artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_availabilities_name_lower_idx" ON "artist_availabilities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "artist_style_links_style_idx" ON "artist_style_links" USING btree ("style_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artist_styles_name_lower_idx" ON "artist_styles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "artist_types_name_lower_idx" ON "artist_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "artists_user_idx" ON "artists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "artists_status_idx" ON "artists" USING btree ("status");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree ("sender_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_idx" ON "chat_messages" USING btree ("receiver_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_user_idx" ON "clients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_artist_idx" ON "job_applications" USING btree ("job_id","artist_id");--> statement-breakpoint
CREATE INDEX "job_applications_artist_idx" ON "job_applications" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "jobs_client_status_idx" ON "jobs" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "jobs_status_style_idx" ON "jobs" USING btree ("status","style","end_date");--> statement-breakpoint
CREATE INDEX "jobs_confirmed_artist_idx" ON "jobs" USING btree ("confirmed_artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));