import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import type { AppDeps } from "../deps.ts";
import { tooLarge } from "../platform/errors.ts";
import { idempotency } from "../platform/http/idempotency.ts";
import { STATE_CHANGING_METHODS } from "../platform/http/methods.ts";
import { sameOrigin } from "../platform/http/origin.ts";
import { writeRateLimits } from "../platform/http/rate-limit.ts";
import type { AppEnv } from "../platform/http/types.ts";
import { acceptedBodies } from "../platform/http/validate.ts";
import { adminRoutes } from "./admin/index.ts";
import { artistAreaRoutes } from "../features/artists/artist-area.routes.ts";
import { publicArtistRoutes } from "../features/artists/artists.routes.ts";
import { authRoutes } from "../features/accounts/auth.routes.ts";
import { twoFactorRoutes } from "../features/accounts/two-factor.routes.ts";
import { calendarRoutes } from "../features/calendar/calendar.routes.ts";
import { catalogRoutes } from "../features/catalogue/catalog.routes.ts";
import { clientRoutes } from "../features/studios/clients.routes.ts";
import { chatRoutes } from "../features/chat/chat.routes.ts";
import { contactRoutes } from "../features/contact/contact.routes.ts";
import { invoiceRoutes } from "../features/invoices/invoices.routes.ts";
import { checkoutRoutes, stripeWebhookRoutes } from "../features/invoices/payments.routes.ts";
import { jobRoutes } from "../features/jobs/jobs.routes.ts";
import { jobOfferRoutes } from "../features/offers/job-offers.routes.ts";
import { notificationRoutes } from "../features/notifications/notifications.routes.ts";
import { pushRoutes } from "../features/push/push.routes.ts";
import { publicReviewRoutes, reviewRoutes } from "../features/reviews/reviews.routes.ts";
import { staffAuthRoutes } from "../features/staff/staff.routes.ts";
import { artistCredentialRoutes } from "../features/credentials/credentials.routes.ts";
import { artistPayoutRoutes } from "../features/payouts/payouts.routes.ts";
import { accountTermsRoutes, privacyRoutes } from "../features/privacy/privacy.routes.ts";
import { UNSUBSCRIBE_PATH } from "../features/notifications/tokens.ts";

/** JSON bodies are small; upload routes set their own, larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw tooLarge("api.bodyTooLarge");
  },
});

/** A request that may change something: sent from this site, a JSON or multipart body, JSON at most 1 MB. */
const stateChangeChecks = (deps: AppDeps) =>
  every(
    sameOrigin(deps.trustProxy),
    // RFC 8058: a mail provider's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` form-encoded.
    (c, next) => (c.req.path === UNSUBSCRIBE_PATH ? next() : acceptedBodies(c, next)),
    (c, next) => (c.req.header("content-type")?.startsWith("multipart/form-data") ? next() : jsonBodyLimit(c, next)),
  );

/** The REST API of SPEC §7, mounted under /api. */
export function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  // Reads (GET, HEAD, OPTIONS) change nothing and carry no body: the checks of a state change are not even in their way.
  api.on(STATE_CHANGING_METHODS, "*", stateChangeChecks(deps));
  // Every signed-in write draws on its user's budget for its kind (chat, jobs, opt-ins, uploads, contact, the rest).
  api.on(STATE_CHANGING_METHODS, "*", writeRateLimits(deps.rateLimits.writes, deps.trustProxy, deps.db));
  // With an Idempotency-Key, a retry gets the first reply instead of doing the change twice (after the limits: a 429 is never kept).
  api.on(STATE_CHANGING_METHODS, "*", idempotency(deps));
  // Chained, so the type carries every route: the islands' client (islands/lib/api.ts) is typed from it.
  return (
    api
      .route("/auth", authRoutes(deps))
      .route("/auth", staffAuthRoutes(deps))
      .route("/auth/2fa", twoFactorRoutes(deps))
      .route("/", catalogRoutes(deps))
      .route("/artist", publicArtistRoutes(deps))
      // Public, so before the artist area's routes, which want a signed-in artist.
      .route("/artist", publicReviewRoutes(deps))
      .route("/artist", artistAreaRoutes(deps))
      .route("/artist", artistCredentialRoutes(deps))
      .route("/artist", artistPayoutRoutes(deps))
      .route("/contact", contactRoutes(deps))
      .route("/privacy", privacyRoutes(deps))
      .route("/account", accountTermsRoutes(deps))
      .route("/client", clientRoutes(deps))
      .route("/job", jobRoutes(deps))
      .route("/job", jobOfferRoutes(deps))
      .route("/review", reviewRoutes(deps))
      .route("/chat", chatRoutes(deps))
      .route("/notifications", notificationRoutes(deps))
      .route("/push", pushRoutes(deps))
      .route("/calendar", calendarRoutes(deps))
      .route("/admin", adminRoutes(deps))
      .route("/", invoiceRoutes(deps))
      .route("/", checkoutRoutes(deps))
      .route("/webhooks", stripeWebhookRoutes(deps))
  );
}

/** The API's routes as types: inputs from their validators, replies from their handlers. */
export type ApiRoutes = ReturnType<typeof apiRoutes>;
