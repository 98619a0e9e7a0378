import { and, desc, eq, gte, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db/client.ts";
import { artists, calendarFeeds, clients, jobs, users } from "../../../db/schema.ts";
import { FEED_TOKEN, type CalendarFeedTokens } from "./feed-tokens.ts";
import { type CalendarEvent, calendarText } from "./ics.ts";
import { calendarStatusOf, jobEvent } from "./job-event.ts";
import type { CalendarFeed } from "./calendar.contract.ts";
import { DRAFT } from "../jobs/index.ts";
import type { Role, SessionUser } from "../../platform/contract/roles.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";
import { notFound } from "../../platform/errors.ts";
import { cancelledDatesOfJob, jobStyleIn, today } from "../jobs/index.ts";
import { randomSecret } from "../../platform/random-secret.ts";

/** The feed's path; PUBLIC_URL goes in front. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** Where a feed or a download is read from: the site's absolute URL, and the feed tokens' keys. */
export interface CalendarSite {
  siteUrl: string;
  feedTokens: CalendarFeedTokens;
}

/** `GET /api/calendar/feed`: the caller's feed link, made the first time it is asked for. */
export async function getCalendarFeed(db: Database, site: CalendarSite, userId: string): Promise<CalendarFeed> {
  const seed = randomSecret();
  // Two first calls at once: one row wins, both answer with it.
  await db
    .insert(calendarFeeds)
    .values({ userId, seed, tokenHash: site.feedTokens.hashOf(site.feedTokens.tokenOf(seed)) })
    .onConflictDoNothing();
  const [row] = await db.select({ seed: calendarFeeds.seed }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { url: `${site.siteUrl}${feedPath(site.feedTokens.tokenOf(row!.seed))}` };
}

/** `POST /api/calendar/feed/reset`: a new link; the old one answers 404 from now on. */
export async function resetCalendarFeed(db: Database, site: CalendarSite, userId: string): Promise<CalendarFeed> {
  const seed = randomSecret();
  const token = site.feedTokens.tokenOf(seed);
  const tokenHash = site.feedTokens.hashOf(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, seed, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { seed, tokenHash, createdAt: sql`now()` } });
  return { url: `${site.siteUrl}${feedPath(token)}` };
}

const confirmedUsers = alias(users, "calendar_artist_users");

/** The jobs a user takes part in: the artist booked on it, its studio (not its drafts), the agency (any posted job). */
function participantOf(user: { userId: string; role: Role }): SQL {
  if (user.role === "artist") return sql`${jobs.confirmedArtistId} = (select ${artists.id} from ${artists} where ${artists.userId} = ${user.userId})`;
  if (user.role === "client")
    return and(ne(jobs.status, DRAFT), sql`${jobs.clientId} = (select ${clients.id} from ${clients} where ${clients.userId} = ${user.userId})`)!;
  return ne(jobs.status, DRAFT);
}

/** A feed goes back this far: older jobs are history, not plans (and keep the agency's feed small). */
const FEED_HISTORY_DAYS = 365;
/** The most events one feed carries, latest first. */
const FEED_MAX_EVENTS = 2000;

/** The job's page in its reader's dashboard. */
function jobPath(role: Role, jobId: string, status: string): string {
  if (role === "admin") return `/admin/jobs/${jobId}`;
  if (role === "artist") return `/artist/jobs/confirmed/${jobId}`;
  return status === "confirmed" || status === "completed" ? `/client/jobs/confirmed/${jobId}` : `/client/jobs/details/${jobId}`;
}

/** The events of the jobs matching `where`, as `user` reads them in `locale`. */
async function jobEvents(db: Database, siteUrl: string, user: { userId: string; role: Role }, where: SQL, locale: Locale): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: jobs.id,
      sequence: jobs.calendarSequence,
      status: jobs.status,
      style: jobStyleIn(locale),
      studio: jobs.studioName,
      artist: confirmedUsers.name,
      address: jobs.address,
      city: jobs.city,
      postalCode: jobs.postalCode,
      description: jobs.description,
      startDate: jobs.startDate,
      endDate: jobs.endDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
      timeZone: jobs.timeZone,
      weekdays: jobs.weekdays,
      cancelledDates: cancelledDatesOfJob,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .leftJoin(artists, eq(artists.id, jobs.confirmedArtistId))
    .leftJoin(confirmedUsers, eq(confirmedUsers.id, artists.userId))
    .where(and(participantOf(user), where))
    .orderBy(desc(jobs.startDate), desc(jobs.id))
    .limit(FEED_MAX_EVENTS);
  return rows.map((row) =>
    jobEvent(
      // The artist's own calendar does not name the artist.
      { ...row, artist: user.role === "artist" ? null : row.artist },
      { siteUrl, path: jobPath(user.role, row.id, row.status), locale, status: calendarStatusOf(row.status), completed: row.status === "completed" },
    ),
  );
}

/**
 * `GET /calendar/:token.ics`: the feed of the token's owner, an active account. An artist's holds the
 * jobs they are booked on, a studio's its posted jobs (pending ones tentative), the agency's every job an artist was
 * booked on; a cancelled one stays, STATUS:CANCELLED, so subscribed calendars drop it. An unknown or malformed token,
 * or one of a closed account, is not found.
 */
export async function calendarFeedText(db: Database, site: CalendarSite, token: string, now = new Date()): Promise<string> {
  if (!FEED_TOKEN.test(token)) throw notFound("api.calendar.feedNotFound");
  const [owner] = await db
    .select({ userId: users.id, role: users.role, locale: users.locale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, site.feedTokens.hashOf(token)), eq(users.status, "active")))
    .limit(1);
  if (!owner) throw notFound("api.calendar.feedNotFound");
  const locale = owner.locale ?? DEFAULT_LOCALE;
  const since = today(new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000));
  const where = and(gte(jobs.endDate, since), owner.role === "admin" ? isNotNull(jobs.confirmedArtistId) : undefined)!;
  const events = await jobEvents(db, site.siteUrl, owner, where, locale);
  return calendarText(events, { method: "PUBLISH", name: serverTranslator(locale)("calendar.feedName"), now });
}

/** `GET /api/job/:jobId/calendar.ics`: one job for its participants only (anyone else: not found), in `locale`. */
export async function jobCalendarText(
  db: Database,
  siteUrl: string,
  { viewer, jobId, locale }: { viewer: SessionUser; jobId: string; locale: Locale },
): Promise<string> {
  const [event] = await jobEvents(db, siteUrl, viewer, eq(jobs.id, jobId), locale);
  if (!event) throw notFound("api.job.notFound");
  return calendarText([event], { method: "PUBLISH" });
}
