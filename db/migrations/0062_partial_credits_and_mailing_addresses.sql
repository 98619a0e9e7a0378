-- A card refund of part of what a studio paid is credited in part: an invoice may now have several credit notes. Those
-- that leave part of it standing are `partial_credit`; the one that cancels what is left is not, and an invoice has at
-- most one such closing note (the unique index settles two clicks or two deliveries).
ALTER TABLE "invoices" ADD COLUMN "partial_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "invoices_credited_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credited_idx" ON "invoices" ("credited_invoice_id") WHERE NOT "partial_credit";--> statement-breakpoint
CREATE INDEX "invoices_partial_credits_idx" ON "invoices" ("credited_invoice_id") WHERE "partial_credit";--> statement-breakpoint
-- Where an artist receives mail, for the T4A slip the agency issues: private, given with the payout details.
CREATE TABLE "artist_mailing_addresses" (
  "artist_id" uuid PRIMARY KEY NOT NULL,
  "street" text NOT NULL,
  "city" text NOT NULL,
  "province" text NOT NULL,
  "postal_code" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "artist_mailing_addresses" ADD CONSTRAINT "artist_mailing_addresses_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_mailing_addresses" ADD CONSTRAINT "artist_mailing_addresses_province_check" CHECK ("province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'));
