import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.ts";
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
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.artistId] }), index("client_favourites_client_created_idx").on(t.clientId, t.createdAt)],
);
