import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { SessionUser } from "../../platform/contract/roles.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { startSession } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { rememberLocale } from "../../platform/i18n/cookie.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { getUserLocale, setUserLocale } from "./user-locale.ts";
import { CHALLENGE_MS } from "./two-factor.ts";

/** The cookie of a sign-in waiting for its second factor: sent only to the calls that complete it. */
const CHALLENGE_COOKIE = "two_factor";
const CHALLENGE_PATH = "/api/auth/2fa";

/**
 * What a completed sign-in does, with the password alone or with its second factor: the session
 * starts, and the language of the page signed in on becomes the user's; without one (a call from
 * elsewhere) the stored one follows the user to this browser. Either way the dashboards open in it.
 */
export async function completeSignIn(c: Context<AppEnv>, deps: PlatformDeps, user: SessionUser, pageLocale: Locale | null | undefined): Promise<void> {
  await startSession(c, user, deps.session);
  if (pageLocale) await setUserLocale(deps.db, user.userId, pageLocale);
  const locale = pageLocale ?? (await getUserLocale(deps.db, user.userId));
  if (locale) rememberLocale(c, locale, deps.session.secureCookie);
}

/** Gives the browser the secret of its waiting sign-in (httpOnly, as long as the challenge lives). */
export function setChallengeCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, CHALLENGE_COOKIE, token, { httpOnly: true, sameSite: "Strict", secure, path: CHALLENGE_PATH, maxAge: CHALLENGE_MS / 1000 });
}

export const challengeCookie = (c: Context) => getCookie(c, CHALLENGE_COOKIE);

export function clearChallengeCookie(c: Context, secure: boolean): void {
  deleteCookie(c, CHALLENGE_COOKIE, { path: CHALLENGE_PATH, secure, httpOnly: true, sameSite: "Strict" });
}
