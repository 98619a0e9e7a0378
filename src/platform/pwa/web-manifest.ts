import { ROLES } from "../contract/roles.ts";
import type { Locale } from "../i18n/locales.ts";
import { INTL_LOCALE } from "../i18n/locales.ts";
import { localizePath } from "../i18n/paths.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { serverTranslator } from "../i18n/server.ts";

/** What can be installed: a dashboard (each role's own app, opening on its dashboard) or the public site. */
export const INSTALLABLE = ["site", ...ROLES] as const;
export type Installable = (typeof INSTALLABLE)[number];

export const isInstallable = (value: string): value is Installable => (INSTALLABLE as readonly string[]).includes(value);

/** The address of an installable app's manifest in a language: the page's `<link rel="manifest">`. */
export const manifestPath = (locale: Locale, app: Installable) => `/manifest/${locale}/${app}.webmanifest`;

export const APP_ICONS = [
  { src: "/images/app/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/images/app/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/images/app/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

const THEME_COLOUR = "#c8102e";
const BACKGROUND_COLOUR = "#fff8ef";

/**
 * The web app manifest of `app` in `locale`. A dashboard's `id` is its address, so a phone holds the
 * studio's, the artist's and the console as three apps; a dashboard opens on itself (its language
 * is the account's, remembered by cookie), the site on its home page in the manifest's language.
 */
export function webManifest(locale: Locale, app: Installable) {
  const t = serverTranslator(locale);
  const name = t(`pwa.manifest.${app}.name` as MessageKey);
  const start = app === "site" ? localizePath(locale, "/") : `/${app}`;
  return {
    id: app === "site" ? "/" : `/${app}`,
    name,
    short_name: app === "site" ? name : t(`pwa.manifest.${app}.shortName` as MessageKey),
    description: t(`pwa.manifest.${app}.description` as MessageKey),
    lang: INTL_LOCALE[locale],
    dir: "ltr",
    start_url: start,
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS,
  };
}
