import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/** Where each language's public pages live: English at the root, French under /fr. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", fr: "/fr" };

/** A site path in `locale`: ("fr", "/") -> "/fr"; ("fr", "/about") -> "/fr/about"; English unchanged. */
export function localizePath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The language of a request path and the path without its prefix: "/fr/about" -> fr, "/about". */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIX) as [Locale, string][]) {
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { locale, path: "/" };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** Where the language switcher sends: /language/<locale>?to=<path>, which remembers the choice and redirects (src/pages.tsx). */
export const SWITCH_LOCALE_PATH = "/language";

/** The switcher's link to `path` (without its language prefix) in `locale`. */
export const switchLocaleHref = (locale: Locale, path: string) => `${SWITCH_LOCALE_PATH}/${locale}?to=${encodeURIComponent(path)}`;
