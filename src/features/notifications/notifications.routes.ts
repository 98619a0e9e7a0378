import type { Context } from "hono";
import { Hono } from "hono";
import { notificationListQuerySchema, notificationPreferencesSchema, unsubscribeQuerySchema } from "./notifications.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { NotificationService } from "./index.ts";
import { DomainError, invalid } from "../../platform/errors.ts";
import {
  getNotificationPreferences,
  kindLabel,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setNotificationPreferences,
  unsubscribeByToken,
} from "./notifications.ts";
import { msg, requestLocale } from "../../platform/i18n/api-messages.ts";
import { ok } from "../../platform/http/envelope.ts";
import { rateLimit } from "../../platform/http/rate-limit.ts";
import { currentUser, requireAuth } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";

/** Unsubscribe links followed from one address: a person follows a few, a prober many. */
const UNSUBSCRIBE_LIMIT = { limit: 30, windowMs: 60_000 };

/** A browser's form (or a person's click) wants a page; a mail provider's one-click POST gets the envelope. */
const wantsPage = (c: Context<AppEnv>) => (c.req.header("accept") ?? "").includes("text/html");

/**
 * Notifications: the caller's own only (anyone else's is
 * a 404), titles and bodies in the request's language. The writes draw on the
 * signed-in write budget (`writeRateLimits`). `/unsubscribe` is the mails'
 * one-click link (RFC 8058): no login, the token says who and which kind.
 */
export function notificationRoutes(deps: PlatformDeps & { notifications: NotificationService }) {
  const { db } = deps;
  const tokens = deps.notifications.tokens;
  const unsubscribeLimit = rateLimit({ ...UNSUBSCRIBE_LIMIT, trustProxy: deps.trustProxy, shared: { db, bucket: "unsubscribe" } });

  /** The link's page (HTML): the site pages' security headers, never cached. */
  const page = (c: Context<AppEnv>, html: string, status: 200 | 400 = 200) => {
    for (const [name, value] of deps.securityHeaders.pages) c.header(name, value);
    c.header("Cache-Control", "no-store");
    return c.html(html, status);
  };

  return new Hono<AppEnv>()
    .get("/unsubscribe", unsubscribeLimit, validate("query", unsubscribeQuerySchema), async (c) => {
      const found = tokens.verify(c.req.valid("query").token);
      const locale = requestLocale(c);
      if (!found && !wantsPage(c)) throw invalid("api.notifications.badLink");
      if (!found) return page(c, unsubscribePage(locale, undefined, "invalid"), 400);
      return page(c, unsubscribePage(locale, found.kind, "ask", c.req.url));
    })
    .post("/unsubscribe", unsubscribeLimit, validate("query", unsubscribeQuerySchema), async (c) => {
      const token = c.req.valid("query").token;
      if (wantsPage(c)) {
        try {
          const { kind, locale } = await unsubscribeByToken(db, tokens, token);
          return page(c, unsubscribePage(locale ?? requestLocale(c), kind, "done"));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(c, unsubscribePage(requestLocale(c), undefined, "invalid"), 400);
        }
      }
      const { kind } = await unsubscribeByToken(db, tokens, token);
      return ok(c, { kind, email: false }, msg("api.notifications.unsubscribed", { kind: kindLabel(kind) }));
    })
    .use(requireAuth)
    .get("/", validate("query", notificationListQuerySchema), async (c) =>
      ok(c, await listNotifications(db, currentUser(c).userId, requestLocale(c), c.req.valid("query"))),
    )
    .get("/preferences", async (c) => ok(c, await getNotificationPreferences(db, currentUser(c), requestLocale(c))))
    .put("/preferences", validate("json", notificationPreferencesSchema), async (c) => {
      return ok(c, await setNotificationPreferences(db, currentUser(c), c.req.valid("json"), requestLocale(c)), "api.notifications.saved");
    })
    .put("/read-all", async (c) => ok(c, await markAllNotificationsRead(db, currentUser(c).userId), "api.notifications.allRead"))
    .put("/:notificationId/read", idParam("notificationId", "api.notifications.notFound"), async (c) =>
      ok(c, await markNotificationRead(db, currentUser(c).userId, c.req.valid("param").notificationId), "api.notifications.read"),
    );
}
