import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isLocale, LOCALE_COOKIE, type Locale } from "./locales.ts";

/** A year: how long the choice of language is remembered. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Remembers a visitor's language in the `locale` cookie (readable by the page: it holds no secret). */
export function rememberLocale(c: Context, locale: Locale, secure: boolean) {
  setCookie(c, LOCALE_COOKIE, locale, { path: "/", maxAge: LOCALE_COOKIE_SECONDS, sameSite: "Lax", secure });
}

/** The language the `locale` cookie remembers, or null. */
export function rememberedLocale(c: Context): Locale | null {
  const value = getCookie(c, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}
