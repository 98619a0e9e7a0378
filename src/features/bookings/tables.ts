import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";
import { jobs } from "../jobs/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const jobApplications = pgTable(
  "job_applications",
  {
    id: id(),
    jobId: belongsTo("job_id", () => jobs.id),
    artistId: belongsTo("artist_id", () => artists.id),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_applications_job_artist_idx").on(t.jobId, t.artistId), index("job_applications_artist_idx").on(t.artistId)],
);
