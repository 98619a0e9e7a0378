import type { Context } from "hono";
import { catalogueFormOf } from "../contract/messages.ts";
import { type Locale, negotiateLocale } from "./locales.ts";
import type { MessageKey } from "./messages/en.ts";
import { serverTranslator } from "./server.ts";

/**
 * A value of an API message's placeholder: text and numbers as they are, or
 * another message (a field's label, a list item's noun) translated in the same
 * language first: `msg("api.field.required", { field: msg("api.label.name") })`
 * gives "Name is required" and "Le nom est obligatoire".
 */
export type MessageArg = string | number | Date | MessageRef | VerbatimMessage;
export type MessageArgs = Readonly<Record<string, MessageArg>>;

/** A message of the API: a catalogue key and the values of its placeholders. */
export interface MessageRef {
  readonly key: MessageKey;
  readonly values?: MessageArgs;
  /** Lower-case its first letter: a label inside a sentence ("Only one headshot may be uploaded"). */
  readonly lower?: boolean;
}

/**
 * A text not in the catalogue: sent as is, or as `in[locale]` where given (zod's
 * own messages, which zod words in French too).
 */
export interface VerbatimMessage {
  readonly text: string;
  readonly in?: Partial<Record<Locale, string>>;
}

/** What the API's helpers take for a message: a key alone, a key with values, or a verbatim text. */
export type ApiMessage = MessageKey | MessageRef | VerbatimMessage;

/** A message with values. */
export const msg = (key: MessageKey, values?: MessageArgs): MessageRef => ({ key, values });

const refOf = (message: MessageKey | MessageRef): MessageRef => (typeof message === "string" ? { key: message } : message);

/** `message` with its first letter in lower case, where it is used inside a sentence. */
export const lower = (message: MessageKey | MessageRef): MessageRef => ({ ...refOf(message), lower: true });

/** `message` in `locale`, its nested messages translated first. */
export function translateMessage(locale: Locale, message: ApiMessage): string {
  if (typeof message === "object" && "text" in message) return message.in?.[locale] ?? message.text;
  const { key, values, lower } = refOf(message);
  const text = translateValues(locale, key, values);
  return lower ? text.charAt(0).toLocaleLowerCase(locale) + text.slice(1) : text;
}

function translateValues(locale: Locale, key: MessageKey, values: MessageArgs | undefined): string {
  if (!values) return serverTranslator(locale)(key);
  const flat: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(values) as [string, MessageArg][]) {
    flat[name] = typeof value === "object" && !(value instanceof Date) ? translateMessage(locale, value) : value;
  }
  return serverTranslator(locale)(key, flat);
}

/**
 * A contract's validation message (a feature's `*.contract.ts` or src/platform/contract/): the English sentence zod
 * gives, as its catalogue message (src/platform/contract/messages.ts) when it has one,
 * or as is.
 */
export const contractMessage = (text: string): ApiMessage => catalogueFormOf(text) ?? { text };

/** How many distinct `Accept-Language` values the negotiation remembers. */
const KNOWN_HEADERS = 256;
const negotiated = new Map<string, Locale>();

/**
 * The language of the API's messages for a request: its `Accept-Language`
 * negotiated to English or French, English when absent or unknown. Browsers
 * send a handful of distinct values: each is negotiated once.
 */
export function requestLocale(c: Context): Locale {
  const header = c.req.header("accept-language");
  if (!header) return "en";
  let locale = negotiated.get(header);
  if (!locale) {
    locale = negotiateLocale(header);
    if (negotiated.size >= KNOWN_HEADERS) negotiated.delete(negotiated.keys().next().value!);
    negotiated.set(header, locale);
  }
  return locale;
}

/** `message` in the language of the request. */
export const translateFor = (c: Context, message: ApiMessage): string => translateMessage(requestLocale(c), message);
