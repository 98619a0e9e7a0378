import { createContext, type ReactNode, useContext } from "react";
import type { Locale } from "./locales.ts";
import { localizePath } from "./paths.ts";
import type { Translate } from "./translate.ts";

export interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The language of what it wraps: the server renders every page in one (with the
 * request's locale), and islands/hydrate.tsx wraps each island in the same, so
 * hydration finds the same text.
 */
export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useT() and useLocale() need an <I18nProvider> above them");
  return i18n;
}

/** The translator of the surrounding language. */
export const useT = (): Translate => useI18n().t;

/** The surrounding language ("en" | "fr"). */
export const useLocale = (): Locale => useI18n().locale;

/** Site paths in the surrounding language: `href("/about")` is "/fr/about" in French. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(locale, path);
}
