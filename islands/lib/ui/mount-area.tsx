// First: before any module that builds a zod schema.
import "../zod-jitless.ts";
import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { config as zodConfig } from "zod";
import { isLocale, localeOf } from "../../../src/i18n/locales.ts";
import { I18nProvider } from "../../../src/i18n/react.tsx";
import { translatorOf } from "../../../src/i18n/translate.ts";
import { switchLocaleHref } from "../../../src/pages/layout/locale-switch.ts";

/** The message bundle of each dashboard, in each language: only the page's language downloads. */
const BUNDLES = {
  client: { en: () => import("@messages/en/client"), fr: () => import("@messages/fr/client") },
  artist: { en: () => import("@messages/en/artist"), fr: () => import("@messages/fr/artist") },
  admin: { en: () => import("@messages/en/admin"), fr: () => import("@messages/fr/admin") },
} as const;

export type DashboardArea = keyof typeof BUNDLES;

/**
 * Renders a dashboard's router app into the #area-root the server's guarded shell
 * sends (DESIGN §1, §8), in the language the shell was rendered in (`<html lang>`).
 */
export async function mountArea(area: DashboardArea, createAreaRouter: () => AnyRouter) {
  // The pages' CSP (script-src 'self') forbids eval: zod's first parse would probe for it with `new Function` and
  // Chrome would report the refusal on every dashboard (Lighthouse's best practices, issue 24).
  zodConfig({ jitless: true });
  const root = document.getElementById("area-root");
  if (!root) return;
  const locale = localeOf(document.documentElement.lang) ?? "en";
  const messages = await BUNDLES[area][locale]();
  const router = createAreaRouter();
  router.subscribe("onResolved", followLocation);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider value={{ locale, t: translatorOf(messages.default) }}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

/**
 * The navbar's language switcher is rendered by the server for the page it sent;
 * the area then moves without page loads: the switcher follows, so it keeps the
 * page the user is on (path and search) in the other language.
 */
function followLocation() {
  const here = window.location.pathname + window.location.search;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-locale-switch]")) {
    const locale = link.dataset.localeSwitch;
    if (isLocale(locale)) link.href = switchLocaleHref(locale, here);
  }
}
