import { splitLocalePath } from "../i18n/paths.ts";
import type { Role } from "./roles.ts";

/**
 * Where the product may send a browser: a path of this site, never another origin.
 * Shared by the server's redirects (src/platform/http/redirect.ts) and the islands' navigations.
 */

/** A target longer than this is refused: no path of the site needs it, and a huge one only costs the parser. */
const MAX_TARGET_LENGTH = 2048;

/** An origin no request comes from: a target resolved against it that stays on it is a path of this site. */
const HERE = "http://redirect-target.invalid";

/** Control characters (C0, DEL, C1): the URL parser drops some of them (tab, line feed), so "/\t/evil" would read as "//evil". */
const CONTROL = /\p{Cc}/u;

/**
 * `target` as a same-origin path ("/artists?page=2"), or `fallback` when it is not one.
 * The target is normalised first, as a browser would read it (dot segments, "%2e",
 * backslashes), and the result is checked: a path that starts with a single "/".
 * So "/.//evil.com", "/%2e//evil.com", "/x/..//evil.com", "/\\evil.com" and
 * "https://evil.com" all give `fallback`: checking the raw text and then normalising
 * it (the former open redirect) let them through as "//evil.com".
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length > MAX_TARGET_LENGTH || CONTROL.test(target)) return fallback;
  // Only a path: not "evil.com", "javascript:…" or a whole URL, even one of this site.
  if (!target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

/** The query parameter of /login and /signup that names the page a signed-out visitor asked for. */
export const NEXT_PARAM = "next";

/** The dashboards' first segments: each opens to one role only. */
const AREAS: readonly string[] = ["client", "artist", "admin"];

/** Pages that make no sense once signed in: being sent back to one would ask to sign in again. */
const SIGNED_OUT_PAGES: readonly string[] = ["/login", "/signup", "/forgot-password", "/reset-password"];

/**
 * Where a user lands after signing in or up: `next` when it is a path of this site
 * (`safeRedirectPath`) the role may open, else the role's dashboard. Another role's
 * dashboard or a sign-in page leads to the role's own dashboard, never to a bounce.
 */
export function landingAfterSignIn(next: string | null | undefined, role: Role): string {
  const dashboard = `/${role}`;
  const path = safeRedirectPath(next, dashboard);
  const pathname = splitLocalePath(new URL(path, HERE).pathname).path;
  if (SIGNED_OUT_PAGES.includes(pathname)) return dashboard;
  const [, first = "", second] = pathname.split("/");
  // The artists' public profiles live under /artist/profile/: open to everyone.
  const publicProfile = first === "artist" && second === "profile";
  return AREAS.includes(first) && first !== role && !publicProfile ? dashboard : path;
}

/** `page` (a sign-in or sign-up page's path) carrying `next` along, when there is one. */
export function withNext(page: string, next: string | null | undefined): string {
  return next ? `${page}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : page;
}
