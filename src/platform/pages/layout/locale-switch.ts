import type { Locale } from "../../i18n/locales.ts";

/** Where the language switcher sends: /language/<locale>?to=<path>, which remembers the choice and redirects (src/pages.tsx). */
export const SWITCH_LOCALE_PATH = "/language";

/** The switcher's link to `path` (without its language prefix) in `locale`. */
export const switchLocaleHref = (locale: Locale, path: string) => `${SWITCH_LOCALE_PATH}/${locale}?to=${encodeURIComponent(path)}`;
