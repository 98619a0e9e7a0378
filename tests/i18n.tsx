import type { ReactNode } from "react";
import type { Locale } from "../src/platform/i18n/locales.ts";
import { I18nProvider } from "../src/platform/i18n/react.tsx";
import { serverTranslator } from "../src/platform/i18n/server.ts";

/** `ui` in a language, as the server renders it and islands/hydrate.tsx hydrates it (English unless told). */
export const withI18n = (ui: ReactNode, locale: Locale = "en") => <I18nProvider value={{ locale, t: serverTranslator(locale) }}>{ui}</I18nProvider>;
