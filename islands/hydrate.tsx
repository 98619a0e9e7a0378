import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { localeOf } from "../src/platform/i18n/locales.ts";
import { I18nProvider, type I18n } from "../src/platform/i18n/react.tsx";
import { translatorOf } from "../src/platform/i18n/translate.ts";

/**
 * The page's language (`<html lang="fr-CA">`) and its messages: only that
 * language's bundle downloads (each is its own chunk), once per page however
 * many islands it has.
 */
let i18n: Promise<I18n> | undefined;
function pageI18n(): Promise<I18n> {
  i18n ??= (async () => {
    const locale = localeOf(document.documentElement.lang) ?? "en";
    const messages = await (locale === "fr" ? import("@messages/fr/public") : import("@messages/en/public"));
    return { locale, t: translatorOf(messages.default) };
  })();
  return i18n;
}

/**
 * Hydrates every server-rendered `[data-island=name]` on the page with its props
 * (see islands/lib/page/Island.tsx), inside the page's language as the server rendered
 * it (src/platform/pages/render.tsx). Each `*.island.tsx` entry calls this once.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>) {
  void pageI18n().then((value) => {
    for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
      const props = JSON.parse(root.dataset.props ?? "{}") as P;
      hydrateRoot(
        root,
        <I18nProvider value={value}>
          <Component {...props} />
        </I18nProvider>,
      );
    }
  });
}
