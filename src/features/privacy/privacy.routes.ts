import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { rateLimit } from "../../platform/http/rate-limit.ts";
import { currentUser, requireAuth } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { acceptTerms } from "./policies.ts";
import { receivePrivacyRequest } from "./privacy-requests.ts";
import { acceptTermsSchema, privacyRequestSchema } from "./privacy.contract.ts";

/** `POST /privacy/requests`: the form on /privacy, open to anyone, limited per address as the contact form is. */
export function privacyRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>().post(
    "/requests",
    rateLimit({
      ...deps.rateLimits.contact,
      trustProxy: deps.trustProxy,
      message: "api.limit.privacyRequest",
      shared: { db: deps.db, bucket: "privacy-requests" },
    }),
    validate("json", privacyRequestSchema),
    async (c) => ok(c, await receivePrivacyRequest(deps.db, c.req.valid("json"), requestLocale(c)), "api.privacy.requestReceived", 201),
  );
}

/** `PUT /account/terms`: the signed-in user accepts the agreement in force (the dashboards ask before anything else). */
export function accountTermsRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>().put("/terms", requireAuth, validate("json", acceptTermsSchema), async (c) =>
    ok(c, await acceptTerms(deps.db, currentUser(c).userId, c.req.valid("json").version), "api.privacy.termsAccepted"),
  );
}
