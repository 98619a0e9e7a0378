import { lower, msg } from "../../platform/i18n/api-messages.ts";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artistAvailabilities, artistAvailabilityLinks, artists, artistStyleLinks, artistStyles, artistTypeLinks, artistTypes } from "../../../db/schema.ts";
import type { LookupField } from "./artist-area.contract.ts";
import { invalid } from "../../platform/errors.ts";

/** Each lookup field: its table and link table, so one code path serves all three lists. */
export const LOOKUPS = {
  artistType: {
    table: artistTypes,
    insertLinks: (db: Queryable, artistId: string, ids: string[]) => db.insert(artistTypeLinks).values(ids.map((typeId) => ({ artistId, typeId }))),
    clearLinks: (db: Queryable, artistId: string) => db.delete(artistTypeLinks).where(eq(artistTypeLinks.artistId, artistId)),
    ids: sql<string[]>`coalesce((select array_agg(${artistTypeLinks.typeId}) from ${artistTypeLinks} where ${artistTypeLinks.artistId} = ${artists.id}), '{}')`,
  },
  artistStyle: {
    table: artistStyles,
    insertLinks: (db: Queryable, artistId: string, ids: string[]) => db.insert(artistStyleLinks).values(ids.map((styleId) => ({ artistId, styleId }))),
    clearLinks: (db: Queryable, artistId: string) => db.delete(artistStyleLinks).where(eq(artistStyleLinks.artistId, artistId)),
    ids: sql<
      string[]
    >`coalesce((select array_agg(${artistStyleLinks.styleId}) from ${artistStyleLinks} where ${artistStyleLinks.artistId} = ${artists.id}), '{}')`,
  },
  artistAvailable: {
    table: artistAvailabilities,
    insertLinks: (db: Queryable, artistId: string, ids: string[]) =>
      db.insert(artistAvailabilityLinks).values(ids.map((availabilityId) => ({ artistId, availabilityId }))),
    clearLinks: (db: Queryable, artistId: string) => db.delete(artistAvailabilityLinks).where(eq(artistAvailabilityLinks.artistId, artistId)),
    ids: sql<
      string[]
    >`coalesce((select array_agg(${artistAvailabilityLinks.availabilityId}) from ${artistAvailabilityLinks} where ${artistAvailabilityLinks.artistId} = ${artists.id}), '{}')`,
  },
} as const satisfies Record<LookupField, unknown>;

const LOOKUP_ORDER = Object.keys(LOOKUPS) as LookupField[];

/** The name of each list in the API's messages. */
const LOOKUP_FIELD_LABELS: Record<LookupField, MessageKey> = {
  artistType: "api.label.artistType",
  artistStyle: "api.label.artistStyle",
  artistAvailable: "api.label.availability",
};

/** 400 naming the list when an id is not one of its entries (a choice removed meanwhile, or made up). */
export async function checkLookupIds(db: Database, chosen: Partial<Record<LookupField, string[]>>) {
  for (const field of LOOKUP_ORDER) {
    const ids = chosen[field];
    if (!ids) continue;
    const { table } = LOOKUPS[field];
    const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, ids));
    if (row!.n !== ids.length) throw invalid(msg("api.artist.unknownChoice", { field: lower(LOOKUP_FIELD_LABELS[field]) }));
  }
}

/** Replaces the artist's links of each list `chosen` names; a list not named keeps its links. */
export async function linkLookups(db: Queryable, artistId: string, chosen: Partial<Record<LookupField, string[]>>) {
  for (const field of LOOKUP_ORDER) {
    const ids = chosen[field];
    if (!ids) continue;
    await LOOKUPS[field].clearLinks(db, artistId);
    await LOOKUPS[field].insertLinks(db, artistId, ids);
  }
}
