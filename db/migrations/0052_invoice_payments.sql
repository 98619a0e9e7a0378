-- When the studio pays: the agency's payment terms (days after the issue date), and how to pay it other than by card.
ALTER TABLE "agency_settings" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_payment_terms_check" CHECK ("payment_terms_days" BETWEEN 0 AND 365);--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "etransfer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "cheque_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- `tax_number` stays the GST/HST registration number (its data kept); Québec's QST number is a column of its own.
ALTER TABLE "agency_settings" ADD COLUMN "qst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Copied at issue like the rest of the agency: the terms give the due date, the QST number is printed beside the QST.
-- Invoices issued before keep the 30 days the agency gave until now, and no QST number (none was printed).
ALTER TABLE "invoices" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "agency_qst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A card payment Stripe told us of: its amount and Stripe's ids, one per Checkout Session. It settles its invoice, or (an amount
-- other than the total, an invoice paid or credited already) it is flagged for the bookkeeper and the invoice left as it was.
CREATE TABLE "invoice_payments" (
  "id" uuid PRIMARY KEY NOT NULL,
  "invoice_id" uuid NOT NULL,
  "amount_cents" bigint NOT NULL,
  "currency" text NOT NULL,
  "settles_invoice" boolean NOT NULL,
  "stripe_session_id" text NOT NULL,
  "stripe_payment_intent_id" text,
  "stripe_event_id" text NOT NULL,
  "refunded_cents" bigint DEFAULT 0 NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_session_idx" ON "invoice_payments" ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_intent_idx" ON "invoice_payments" ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" ("invoice_id");--> statement-breakpoint
-- Each Stripe event is handled once: its id is inserted in the transaction of what it changed, so a replay finds it.
CREATE TABLE "stripe_events" (
  "event_id" text PRIMARY KEY NOT NULL,
  "type" text NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
