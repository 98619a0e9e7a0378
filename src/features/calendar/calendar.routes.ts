import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { CalendarFeedTokens } from "./feed-tokens.ts";
import { getCalendarFeed, resetCalendarFeed } from "./calendar.ts";
import { ok } from "../../platform/http/envelope.ts";
import { noStore } from "../../platform/http/no-store.ts";
import { currentUser, requireAuth } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";

/**
 * The caller's private calendar feed: `GET /feed` gives its link (made the first time), `POST /feed/reset`
 * a new one, after which the old link is a 404. The reset draws on the signed-in write budget.
 */
export function calendarRoutes(deps: PlatformDeps & { calendarFeeds: CalendarFeedTokens }) {
  const site = { siteUrl: deps.siteUrl, feedTokens: deps.calendarFeeds };
  return new Hono<AppEnv>()
    .get("/feed", requireAuth, noStore, async (c) => ok(c, await getCalendarFeed(deps.db, site, currentUser(c).userId), "api.calendar.feed"))
    .post("/feed/reset", requireAuth, noStore, async (c) => ok(c, await resetCalendarFeed(deps.db, site, currentUser(c).userId), "api.calendar.feedReset"));
}
