CREATE TABLE "agency_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_settings_single_row_check" CHECK ("agency_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"province" text NOT NULL,
	"kind" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_province_kind_pk" PRIMARY KEY("province","kind"),
	CONSTRAINT "tax_rates_province_check" CHECK ("tax_rates"."province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
	CONSTRAINT "tax_rates_kind_check" CHECK ("tax_rates"."kind" in ('GST', 'HST', 'QST', 'PST')),
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_ppm" between 0 and 500000)
);
--> statement-breakpoint
-- The rates in force. HST in the Atlantic provinces and Ontario, GST and QST in Québec, GST alone elsewhere.
INSERT INTO "tax_rates" ("province", "kind", "rate_ppm") VALUES
  ('ON', 'HST', 130000),
  ('NS', 'HST', 140000),
  ('NB', 'HST', 150000),
  ('NL', 'HST', 150000),
  ('PE', 'HST', 150000),
  ('QC', 'GST', 50000),
  ('QC', 'QST', 99750),
  ('AB', 'GST', 50000),
  ('BC', 'GST', 50000),
  ('MB', 'GST', 50000),
  ('SK', 'GST', 50000),
  ('NT', 'GST', 50000),
  ('NU', 'GST', 50000),
  ('YT', 'GST', 50000);--> statement-breakpoint
-- The agency's details as the site showed them; the GST/HST number is the agency's to enter in its console.
INSERT INTO "agency_settings" ("id", "legal_name", "address") VALUES (1, 'DanceLink Agency', '120 Dance Avenue, Toronto, ON M5V 0A1');
