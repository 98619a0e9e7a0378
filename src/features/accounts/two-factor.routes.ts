import { Hono, type MiddlewareHandler } from "hono";
import type { Envelope } from "../../platform/contract/envelope.ts";
import type { Database } from "../../platform/db/client.ts";
import { translateFor } from "../../platform/i18n/api-messages.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { accountRateLimit, rateLimit } from "../../platform/http/rate-limit.ts";
import { currentUser, requireAuth } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";
import { auditActor, requestOrigin } from "../audit/index.ts";
import { challengeCookie, clearChallengeCookie, completeSignIn } from "./sign-in.ts";
import { disableTwoFactorSchema, twoFactorCodeSchema, type TwoFactorSetupRequired } from "./two-factor.contract.ts";
import type { TwoFactorSecretBox } from "./two-factor-secrets.ts";
import { completeChallenge, disableTwoFactor, enableTwoFactor, setupTwoFactor, staffTwoFactorMissing, twoFactorStatus } from "./two-factor.ts";

/**
 * Two-factor sign-in (TOTP): set up, turn on, turn off, and the code that completes a sign-in
 * whose password was right. Mounted at /api/auth/2fa.
 */
export function twoFactorRoutes(deps: PlatformDeps & { twoFactorSecrets: TwoFactorSecretBox }) {
  const { db, twoFactorSecrets: box } = deps;
  const shared = (bucket: string) => ({ db, bucket });
  // The second step shares sign-in's budget per client address: guessing codes is guessing passwords.
  const signInLimit = rateLimit({ ...deps.rateLimits.login, trustProxy: deps.trustProxy, message: "api.limit.login", shared: shared("login") });
  // Turning it on or off checks a code (and the password): a stolen session cannot guess them quickly.
  const codeChecks = accountRateLimit(deps.rateLimits.account, deps.trustProxy, shared("password-checks"));
  const actorOf = (c: Parameters<typeof auditActor>[0]) => ({ ...auditActor(c, deps.trustProxy), userId: currentUser(c).userId });

  return (
    new Hono<AppEnv>()
      .get("/", requireAuth, async (c) => ok(c, await twoFactorStatus(db, currentUser(c).userId)))
      .post("/setup", requireAuth, async (c) => ok(c, await setupTwoFactor(db, box, currentUser(c).userId), "api.twoFactor.setupStarted"))
      .post("/enable", requireAuth, codeChecks, validate("json", twoFactorCodeSchema), async (c) => {
        const result = await enableTwoFactor(db, box, actorOf(c), c.req.valid("json").code);
        return ok(c, result, "api.twoFactor.enabled");
      })
      .delete("/", requireAuth, codeChecks, validate("json", disableTwoFactorSchema), async (c) => {
        await disableTwoFactor(db, box, actorOf(c), c.req.valid("json"));
        return ok(c, null, "api.twoFactor.disabled");
      })
      // Completes a sign-in as the password alone would have: the same session, the same answer.
      .post("/verify", signInLimit, validate("json", twoFactorCodeSchema), async (c) => {
        const { user, locale } = await completeChallenge(db, box, {
          token: challengeCookie(c),
          code: c.req.valid("json").code,
          origin: requestOrigin(c, deps.trustProxy),
        });
        clearChallengeCookie(c, deps.session.secureCookie);
        await completeSignIn(c, deps, user, locale);
        return ok(c, user, "api.auth.loggedIn");
      })
  );
}

/**
 * The console's guard when the owner requires two-factor sign-in of all staff: a staff account
 * without it gets a 403 whose `response` flags it (`twoFactorSetupRequired`), and the console
 * shows its setup screen instead.
 */
export function requireStaffTwoFactor(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await staffTwoFactorMissing(db, currentUser(c).userId)) {
      const body: Envelope<TwoFactorSetupRequired> = {
        status: false,
        message: translateFor(c, "api.twoFactor.requiredForStaff"),
        response: { twoFactorSetupRequired: true },
      };
      return c.json(body, 403);
    }
    await next();
  };
}
