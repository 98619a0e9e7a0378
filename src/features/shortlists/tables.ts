import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { belongsTo, createdAt } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";
import { clients } from "../studios/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * A studio's shortlist: the artists it saved, newest first. One row per
 * studio and artist, so saving twice is one row.
 */
export const clientFavourites = pgTable(
  "client_favourites",
  {
    clientId: belongsTo("client_id", () => clients.id),
    artistId: belongsTo("artist_id", () => artists.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.artistId] }), index("client_favourites_client_created_idx").on(t.clientId, t.createdAt)],
);
