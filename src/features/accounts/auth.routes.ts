import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { Hono } from "hono";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "./auth.contract.ts";
import { localeSchema } from "./locale.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { deleteAccount } from "./account-deletion.ts";
import { cancelEmailChange, pendingEmailChange, requestEmailChange, resendVerification, verifyEmail } from "./account-email.ts";
import { accountExportFilename, exportAccount } from "./account-export.ts";
import { changePassword, requestPasswordReset, resetPassword } from "./account-passwords.ts";
import { authenticate, getAccount, register } from "./accounts.ts";
import { listSessionsOf, revokeSessionOf, signOutEverywhere } from "./sessions.ts";
import { ok } from "../../platform/http/envelope.ts";
import { accountRateLimit, rateLimit } from "../../platform/http/rate-limit.ts";
import { clearSessionCookie, currentSession, currentUser, endSession, requireAuth, startSession } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { unauthenticated } from "../../platform/errors.ts";
import { setUserLocale } from "./user-locale.ts";
import { rememberedLocale, rememberLocale } from "../../platform/i18n/cookie.ts";
import { completeSignIn, setChallengeCookie } from "./sign-in.ts";
import { startChallenge, twoFactorOn } from "./two-factor.ts";
import type { TwoFactorRequired } from "./two-factor.contract.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { appendAudit, auditActor, requestOrigin } from "../audit/index.ts";

export function authRoutes(deps: PlatformDeps) {
  const { db, events, files } = deps;
  // Every limit counts in the database: one budget whichever instance is asked.
  const shared = (bucket: string) => ({ db, bucket });
  const limit = (which: "login" | "register" | "recovery", message: MessageKey, bucket: string = which) =>
    rateLimit({ ...deps.rateLimits[which], trustProxy: deps.trustProxy, message, shared: shared(bucket) });
  // Links mailed and followed while signed out, per address: each call has its own budget.
  const recovery = (call: string) => limit("recovery", "api.limit.recovery", `recovery:${call}`);
  // The calls that check the password again share one budget per user: a stolen session cannot guess it quickly.
  const passwordChecks = accountRateLimit(deps.rateLimits.account, deps.trustProxy, shared("password-checks"));
  const verificationMails = rateLimit({
    ...deps.rateLimits.verification,
    trustProxy: deps.trustProxy,
    per: "user",
    message: "api.limit.verification",
    shared: shared("verification-mails"),
  });
  const exports = rateLimit({ ...deps.rateLimits.account, trustProxy: deps.trustProxy, per: "user", message: "api.limit.export", shared: shared("exports") });
  const sessionId = idParam("sessionId", "api.account.sessionNotFound");

  return (
    new Hono<AppEnv>()
      // Signs the new user in (as login does) and mails the link that proves the address.
      .post("/register", limit("register", "api.limit.register"), validate("json", registerSchema), async (c) => {
        // The language of the page signed up on, else the one the visitor chose before, becomes the account's:
        // its dashboards' (this browser's cookie) and its mail's, the first one included.
        const { locale: pageLocale, ...input } = c.req.valid("json");
        const locale = pageLocale ?? rememberedLocale(c);
        const user = await register(db, input, { locale, mailLocale: locale ?? requestLocale(c) });
        await startSession(c, user, deps.session);
        if (locale) rememberLocale(c, locale, deps.session.secureCookie);
        return ok(c, user, "api.auth.registered", 201);
      })
      .post("/login", limit("login", "api.limit.login"), validate("json", loginSchema), async (c) => {
        const { email, password, locale: pageLocale } = c.req.valid("json");
        const origin = requestOrigin(c, deps.trustProxy);
        // A failed sign-in names the address typed (never the password); a right one, the user.
        const user = await authenticate(db, email, password).catch(async (error: unknown) => {
          await appendAudit(db, { userId: null, name: email, ...origin }, { action: "auth.sign_in_failed", entityType: "user" });
          throw error;
        });
        // With a second factor on, a right password starts no session: the code comes next, within 5 minutes.
        if (await twoFactorOn(db, user.userId)) {
          setChallengeCookie(c, await startChallenge(db, user.userId, pageLocale ?? null), deps.session.secureCookie);
          return ok(c, { twoFactorRequired: true } satisfies TwoFactorRequired, "api.twoFactor.codeRequired");
        }
        await appendAudit(db, { userId: user.userId, name: user.name, ...origin }, { action: "auth.signed_in", entityType: "user", entityId: user.userId });
        await completeSignIn(c, deps, user, pageLocale);
        return ok(c, user, "api.auth.loggedIn");
      })
      // Ends the session on the server, not only the cookie: a copy of it stops working too, and its sockets close on every instance.
      .post("/logout", async (c) => {
        await endSession(c, deps.session);
        return ok(c, null, "api.auth.loggedOut");
      })
      // Every session of the user, this one included, on every instance; its pending change of address and reset links are void.
      .post("/logout-all", requireAuth, async (c) => {
        await signOutEverywhere(db, events, currentUser(c).userId);
        clearSessionCookie(c, deps.session);
        return ok(c, null, "api.account.loggedOutEverywhere");
      })
      // The signed-in user's language, remembered on the account and in this browser's cookie.
      .put("/locale", validate("json", localeSchema), async (c) => {
        const { locale } = c.req.valid("json");
        await setUserLocale(db, currentUser(c).userId, locale);
        rememberLocale(c, locale, deps.session.secureCookie);
        return ok(c, { locale }, "api.auth.languageSaved");
      })
      .get("/me", async (c) => {
        // The user as stored now (the session's copy may be a minute old).
        const user = await getAccount(db, currentUser(c).userId);
        if (!user) {
          clearSessionCookie(c, deps.session);
          throw unauthenticated();
        }
        return ok(c, user);
      })
      // Signed in or not: the link may be opened on another device. Proves the address, or moves the account to a new one.
      .post("/verify-email", recovery("verify-email"), validate("json", verifyEmailSchema), async (c) => {
        const verified = await verifyEmail(db, events, c.req.valid("json").token, requestLocale(c));
        return ok(c, verified, verified.purpose === "verify_email" ? "api.account.emailVerified" : "api.account.emailChanged");
      })
      .post("/resend-verification", requireAuth, verificationMails, async (c) => {
        const result = await resendVerification(db, currentUser(c).userId, requestLocale(c));
        return ok(c, result, result.sent ? "api.account.verificationSent" : "api.account.alreadyVerified");
      })
      // The same answer, as fast, whether or not the address has an account (no enumeration): the link and its mail come after the reply.
      .post("/forgot-password", recovery("forgot-password"), validate("json", forgotPasswordSchema), async (c) => {
        deps.afterReply.run("password reset link", await requestPasswordReset(db, c.req.valid("json").email, requestLocale(c)));
        return ok(c, null, "api.account.resetSent");
      })
      .post("/reset-password", recovery("reset-password"), validate("json", resetPasswordSchema), async (c) => {
        await resetPassword(db, events, c.req.valid("json"), requestLocale(c));
        return ok(c, null, "api.account.passwordReset");
      })
      .put("/password", requireAuth, passwordChecks, validate("json", changePasswordSchema), async (c) => {
        const session = await currentSession(c, deps.session);
        await changePassword(db, events, {
          userId: session.user.userId,
          currentSessionId: session.id,
          input: c.req.valid("json"),
          requestLocale: requestLocale(c),
        });
        return ok(c, null, "api.account.passwordChanged");
      })
      .put("/email", requireAuth, passwordChecks, validate("json", changeEmailSchema), async (c) => {
        const pending = await requestEmailChange(db, currentUser(c).userId, c.req.valid("json"), requestLocale(c));
        return ok(c, pending, "api.account.emailChangeSent");
      })
      // The change of address waiting for its link, and its cancelling: the owner sees one they did not ask for and stops it.
      .get("/email", requireAuth, async (c) => ok(c, await pendingEmailChange(db, currentUser(c).userId)))
      .delete("/email", requireAuth, async (c) => {
        const result = await cancelEmailChange(db, currentUser(c).userId);
        return ok(c, result, result.cancelled ? "api.account.emailChangeCancelled" : "api.account.noEmailChange");
      })
      .get("/sessions", async (c) => {
        const session = await currentSession(c, deps.session);
        return ok(c, await listSessionsOf(db, session.user.userId, session.id));
      })
      // Ending this browser's own session is a logout: its cookie goes too.
      .delete("/sessions/:sessionId", requireAuth, sessionId, async (c) => {
        const session = await currentSession(c, deps.session);
        const id = c.req.valid("param").sessionId;
        await revokeSessionOf(db, events, session.user.userId, id);
        if (id === session.id) clearSessionCookie(c, deps.session);
        return ok(c, null, "api.account.sessionEnded");
      })
      // PIPEDA access: everything stored about the user, as a file.
      .get("/account/export", requireAuth, exports, async (c) => {
        const data = await exportAccount(db, currentUser(c).userId);
        await appendAudit(db, auditActor(c, deps.trustProxy), { action: "account.exported", entityType: "user", entityId: currentUser(c).userId });
        c.header("Content-Disposition", `attachment; filename="${accountExportFilename()}"`);
        return c.json(data);
      })
      // PIPEDA deletion: the password confirms it; the browser is signed out.
      .delete("/account", requireAuth, passwordChecks, validate("json", deleteAccountSchema), async (c) => {
        await deleteAccount(db, files, events, {
          userId: currentUser(c).userId,
          password: c.req.valid("json").password,
          requestLocale: requestLocale(c),
          actor: auditActor(c, deps.trustProxy),
        });
        clearSessionCookie(c, deps.session);
        return ok(c, null, "api.account.deleted");
      })
  );
}
