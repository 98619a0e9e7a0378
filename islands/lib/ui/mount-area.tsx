import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { localeOf } from "../../../src/i18n/locales.ts";
import { I18nProvider } from "../../../src/i18n/react.tsx";
import { translatorOf } from "../../../src/i18n/translate.ts";

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
  const root = document.getElementById("area-root");
  if (!root) return;
  const locale = localeOf(document.documentElement.lang) ?? "en";
  const messages = await BUNDLES[area][locale]();
  createRoot(root).render(
    <StrictMode>
      <I18nProvider value={{ locale, t: translatorOf(messages.default) }}>
        <RouterProvider router={createAreaRouter()} />
      </I18nProvider>
    </StrictMode>,
  );
}
