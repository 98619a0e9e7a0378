import type { MessageKey } from "./messages/en.ts";

/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number | Date>;

/** A compiled ICU message: a small function of its values. */
export type MessageFunction = (values?: MessageValues) => string;

/** Compiled messages by key: a browser bundle (`@messages/<locale>/<bundle>`) or the server's lazy cache. */
export type CompiledMessages = Readonly<Record<string, MessageFunction>>;

/** `t("public.nav.home")`, `t("public.roster.titlePage", { page, pageCount })`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A translator over compiled messages. A key missing from a browser bundle shows
 * as itself (the catalogue test keeps each bundle's namespaces complete).
 */
export function translatorOf(messages: CompiledMessages): Translate {
  return (key, values) => messages[key]?.(values) ?? key;
}
