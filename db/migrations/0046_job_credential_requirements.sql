-- What a job asks of its artist's credentials: a job with minors needs a valid vulnerable sector check,
-- and the studio may ask for a first-aid certificate. Jobs posted before ask for neither.
ALTER TABLE jobs ADD COLUMN with_minors boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE jobs ADD COLUMN requires_first_aid boolean DEFAULT false NOT NULL;
