import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, users } from "../../../db/schema.ts";
import type { ArtistPlace } from "../../platform/contract/places.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { artistLookupNames, type ArtistRow } from "./artists.ts";

/** An application's columns, its styles, types and availabilities named in `locale`. */
export const detailColumns = (locale?: Locale) => ({
  artist: artists,
  name: users.name,
  email: users.email,
  accountStatus: users.status,
  styles: artistLookupNames("styles", locale),
  types: artistLookupNames("types", locale),
  availabilities: artistLookupNames("availabilities", locale),
});

export type DetailRow = {
  artist: ArtistRow;
  name: string;
  email: string;
  accountStatus: (typeof users.$inferSelect)["status"];
  styles: string[];
  types: string[];
  availabilities: string[];
};

/** A deleted account's application is gone from the agency's lists: only its anonymised bookings remain. */
export const notDeleted = ne(users.status, "deleted");

/** Applications found by `where`, with their account, but the deleted accounts'. */
export function selectDetails(db: Database, where: SQL | undefined, locale?: Locale) {
  return db.select(detailColumns(locale)).from(artists).innerJoin(users, eq(users.id, artists.userId)).where(and(where, notDeleted));
}

/** Where the artist lives, as the profile and the agency see it. */
export const placeOf = (a: ArtistRow): ArtistPlace => ({ city: a.city, province: a.province, travelKm: a.travelKm });
