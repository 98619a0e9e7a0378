import MessageFormat from "@messageformat/core";
import type { Locale } from "./locales.ts";
import { INTL_LOCALE, LOCALES } from "./locales.ts";
import { en, type Catalogue, type MessageKey } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import type { MessageFunction, Translate } from "./translate.ts";

/** Both catalogues by language (server side: pages, API messages, mail). */
export const CATALOGUES: Record<Locale, Catalogue> = { en, fr };

/** One MessageFormat per language: plural rules and number formats of en-CA / fr-CA, money in Canadian dollars. */
export const messageFormat = (locale: Locale) => new MessageFormat(INTL_LOCALE[locale], { currency: "CAD" });

const translators = new Map<Locale, Translate>();

/**
 * The server's translator for `locale`: each message is compiled the first time it
 * is asked for, then reused (a page render costs a map lookup per string).
 */
export function serverTranslator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const format = messageFormat(locale);
    const compiled = new Map<MessageKey, MessageFunction>();
    const catalogue = CATALOGUES[locale];
    translate = (key, values) => {
      let message = compiled.get(key);
      if (!message) {
        message = format.compile(catalogue[key]) as MessageFunction;
        compiled.set(key, message);
      }
      return message(values);
    };
    translators.set(locale, translate);
  }
  return translate;
}

export { LOCALES };
