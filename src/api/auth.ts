import type { MessageKey } from "../i18n/messages/en.ts";
import { Hono } from "hono";
import { loginSchema, registerSchema } from "../contracts/auth.ts";
import { localeSchema } from "../contracts/locale.ts";
import type { AppDeps } from "../deps.ts";
import { authenticate, findSessionUser, register } from "../domain/accounts.ts";
import { ok } from "../http/envelope.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { clearSessionCookie, currentUser, endSession, startSession } from "../http/session.ts";
import type { AppEnv } from "../http/types.ts";
import { validate } from "../http/validate.ts";
import { unauthenticated } from "../domain/errors.ts";
import { setUserLocale } from "../domain/user-locale.ts";
import { rememberedLocale, rememberLocale } from "../i18n/cookie.ts";

export function authRoutes(deps: AppDeps) {
  const limit = (which: "login" | "register", message: MessageKey) => rateLimit({ ...deps.rateLimits[which], trustProxy: deps.trustProxy, message });

  return (
    new Hono<AppEnv>()
      .post("/register", limit("register", "api.limit.register"), validate("json", registerSchema), async (c) => {
        const user = await register(deps.db, c.req.valid("json"));
        // The language the visitor chose before signing up becomes the account's (issue 18: their mail's language).
        const locale = rememberedLocale(c);
        if (locale) await setUserLocale(deps.db, user.userId, locale);
        return ok(c, user, "api.auth.registered", 201);
      })
      .post("/login", limit("login", "api.limit.login"), validate("json", loginSchema), async (c) => {
        const { email, password } = c.req.valid("json");
        const user = await authenticate(deps.db, email, password);
        await startSession(c, user, deps.session);
        return ok(c, user, "api.auth.loggedIn");
      })
      // Ends the session on the server, not only the cookie: a copy of it stops working too, and its sockets close on every instance.
      .post("/logout", async (c) => {
        await endSession(c, deps.session);
        return ok(c, null, "api.auth.loggedOut");
      })
      // The signed-in user's language (issue 18), remembered on the account and in this browser's cookie.
      .put("/locale", validate("json", localeSchema), async (c) => {
        const { locale } = c.req.valid("json");
        await setUserLocale(deps.db, currentUser(c).userId, locale);
        rememberLocale(c, locale, deps.session.secureCookie);
        return ok(c, { locale }, "api.auth.languageSaved");
      })
      .get("/me", async (c) => {
        // The user as stored now (the session's copy may be a minute old).
        const user = await findSessionUser(deps.db, currentUser(c).userId);
        if (!user) {
          clearSessionCookie(c, deps.session);
          throw unauthenticated();
        }
        return ok(c, user);
      })
  );
}
