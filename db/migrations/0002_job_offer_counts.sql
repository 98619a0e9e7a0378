CREATE TABLE "job_offer_counts" (
	"style" text NOT NULL,
	"end_date" date NOT NULL,
	"pending" integer NOT NULL,
	CONSTRAINT "job_offer_counts_style_end_date_pk" PRIMARY KEY("style","end_date")
);
