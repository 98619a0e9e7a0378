import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { CalendarFeedTokens } from "./feed-tokens.ts";
import { calendarFeedText } from "./calendar.ts";
import { notFound } from "../../platform/errors.ts";
import { rateLimit } from "../../platform/http/rate-limit.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { CALENDAR_CONTENT_TYPE } from "./ics.ts";

/** Feed reads from one address: a calendar service polls each feed hourly, from many feeds at once; a prober tries many tokens. */
const FEED_LIMIT = { limit: 120, windowMs: 60_000 };

/**
 * `GET /calendar/:token.ics`: the feed calendars subscribe to, no session (the token is the key). Private
 * to whoever holds the link: never in a shared cache. An unknown, reset or malformed token is a 404.
 */
export function calendarFeedRoutes(deps: PlatformDeps & { calendarFeeds: CalendarFeedTokens }) {
  const site = { siteUrl: deps.siteUrl, feedTokens: deps.calendarFeeds };
  return new Hono<AppEnv>().get(
    "/calendar/:file",
    rateLimit({ ...FEED_LIMIT, trustProxy: deps.trustProxy, shared: { db: deps.db, bucket: "calendar-feeds" } }),
    async (c) => {
      const file = c.req.param("file");
      if (!file.endsWith(".ics")) throw notFound("api.calendar.feedNotFound");
      const text = await calendarFeedText(deps.db, site, file.slice(0, -".ics".length));
      return c.body(text, 200, { "Content-Type": CALENDAR_CONTENT_TYPE, "Cache-Control": "private, max-age=300" });
    },
  );
}
