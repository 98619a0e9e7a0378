import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artists, artistStyleLinks, artistStyleRequests, artistStyles, users } from "../../../db/schema.ts";
import type { Paged, PageRequest } from "../../platform/contract/pagination.ts";
import type { StyleRequest, StyleRequestDecided, StyleRequestDecision } from "./style-requests.contract.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import { artistLookupNames } from "./artists.ts";
import { inLocaleSql } from "../catalogue/index.ts";
import { notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { paginate } from "../../platform/db/paging.ts";

/**
 * An approved artist's new styles go to the agency first.
 * Its styles (the links the roster and the job offers read) change at once only
 * by removal; a style it adds becomes a request, a style once the agency approves.
 * Artists not yet approved choose freely: the agency reviews the whole
 * application, styles included, when it approves it.
 */

/** The style ids an approved artist's profile asks for, applied: removals at once, additions as requests. Returns the new requests' style ids. */
export async function requestStyles(tx: Queryable, artistId: string, chosen: string[]): Promise<string[]> {
  await tx.delete(artistStyleLinks).where(and(eq(artistStyleLinks.artistId, artistId), notInArray(artistStyleLinks.styleId, chosen)));
  // A pending style taken off the profile is withdrawn.
  await tx.delete(artistStyleRequests).where(and(eq(artistStyleRequests.artistId, artistId), notInArray(artistStyleRequests.styleId, chosen)));
  const held = await tx
    .select({ styleId: artistStyleLinks.styleId })
    .from(artistStyleLinks)
    .where(eq(artistStyleLinks.artistId, artistId))
    .union(tx.select({ styleId: artistStyleRequests.styleId }).from(artistStyleRequests).where(eq(artistStyleRequests.artistId, artistId)));
  const have = new Set(held.map((r) => r.styleId));
  const added = chosen.filter((id) => !have.has(id));
  if (added.length === 0) return [];
  const rows = await tx
    .insert(artistStyleRequests)
    .values(added.map((styleId) => ({ artistId, styleId })))
    .onConflictDoNothing()
    .returning({ styleId: artistStyleRequests.styleId });
  return rows.map((r) => r.styleId);
}

/** The styles an artist asked for and the agency has not decided yet: ids and names in `locale`, in the lookup's order. */
export async function pendingStylesOf(db: Queryable, artistId: string, locale: Locale = DEFAULT_LOCALE): Promise<{ ids: string[]; names: string[] }> {
  const rows = await db
    .select({ id: artistStyles.id, name: inLocaleSql(locale, artistStyles.name, artistStyles.nameFr) })
    .from(artistStyleRequests)
    .innerJoin(artistStyles, eq(artistStyles.id, artistStyleRequests.styleId))
    .where(eq(artistStyleRequests.artistId, artistId))
    .orderBy(asc(artistStyles.sortOrder), asc(artistStyles.name));
  return { ids: rows.map((r) => r.id), names: rows.map((r) => r.name) };
}

/** A request's columns, the style names in `locale`. */
const requestColumns = (locale: Locale = DEFAULT_LOCALE) => ({
  id: artistStyleRequests.id,
  artistId: artists.id,
  userId: artists.userId,
  artistName: users.name,
  artistEmail: users.email,
  style: inLocaleSql(locale, artistStyles.name, artistStyles.nameFr),
  styleId: artistStyles.id,
  currentStyles: artistLookupNames("styles", locale),
  createdAt: artistStyleRequests.createdAt,
});

function selectRequests(db: Database, locale?: Locale) {
  return db
    .select(requestColumns(locale))
    .from(artistStyleRequests)
    .innerJoin(artists, eq(artists.id, artistStyleRequests.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .innerJoin(artistStyles, eq(artistStyles.id, artistStyleRequests.styleId));
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>["execute"]>>[number];

const toStyleRequest = ({ userId: _userId, createdAt, ...r }: RequestRow): StyleRequest => ({ ...r, createdAt: createdAt.toISOString() });

/** `GET /admin/style-requests`: what waits for the agency, oldest first (first come, first served); styles named in `locale`. */
export async function listStyleRequests(db: Database, page: PageRequest | undefined, locale?: Locale): Promise<Paged<StyleRequest>> {
  const { rows, total } = await paginate(db, selectRequests(db, locale).$dynamic(), [asc(artistStyleRequests.createdAt), asc(artistStyleRequests.id)], page);
  return { items: rows.map(toStyleRequest), total };
}

/**
 * `PUT /admin/style-requests/:id {status}`: approval makes the style the
 * artist's (roster, offers), a rejection drops the request. One transaction that
 * deletes the request first, so two decisions on one request cannot both win:
 * the second finds nothing (404). The reply names the styles in `locale`.
 */
export async function decideStyleRequest(
  db: Database,
  events: EventPublisher,
  { requestId, status, locale }: { requestId: string; status: StyleRequestDecision; locale?: Locale },
): Promise<StyleRequestDecided> {
  const [request] = await selectRequests(db, locale).where(eq(artistStyleRequests.id, requestId)).limit(1);
  if (!request) throw notFound("api.styleRequest.notFound");
  const decided = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(artistStyleRequests).where(eq(artistStyleRequests.id, requestId)).returning({ id: artistStyleRequests.id });
    if (!gone) return false;
    if (status === "approved") {
      await tx.insert(artistStyleLinks).values({ artistId: request.artistId, styleId: request.styleId }).onConflictDoNothing();
    }
    return true;
  });
  if (!decided) throw notFound("api.styleRequest.notFound");
  const { artistId, userId, styleId } = request;
  events.publish({ type: status === "approved" ? "artist.style_approved" : "artist.style_rejected", requestId, artistId, userId, styleId });
  const currentStyles =
    status === "approved"
      ? (
          await db
            .select({ names: artistLookupNames("styles", locale) })
            .from(artists)
            .where(eq(artists.id, artistId))
        )[0]!.names
      : request.currentStyles;
  return { ...toStyleRequest(request), currentStyles, status };
}
