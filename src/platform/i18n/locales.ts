/** The languages of the product: English is the default, French lives under /fr. */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The Intl locale of each language: Canadian English and Canadian French. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

/** The cookie that remembers a visitor's choice of language. */
export const LOCALE_COOKIE = "locale";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** "fr-CA" or "fr" -> "fr"; anything else -> null. */
export function localeOf(tag: string | null | undefined): Locale | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/**
 * The language an `Accept-Language` header prefers among ours: the supported
 * language with the highest q (the first listed wins a tie); English when none.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [tag, ...params] = part.split(";");
    const locale = localeOf(tag);
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
