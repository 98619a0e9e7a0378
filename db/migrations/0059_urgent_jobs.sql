-- A job posted to start within 48 hours is urgent (a substitute for a sick teacher): decided when it is posted, so
-- later edits of its dates do not move it in or out of the artists' first places. Jobs posted before are not.
ALTER TABLE jobs ADD COLUMN urgent boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The agency may book the first qualified artist to opt in to an urgent job at once, without waiting for a coordinator.
ALTER TABLE agency_settings ADD COLUMN auto_confirm_urgent boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The artists' offers read urgent jobs first, then the newest: this index read backwards, stopping at the page.
CREATE INDEX jobs_status_urgent_created_idx ON jobs (status, urgent, created_at, id);
