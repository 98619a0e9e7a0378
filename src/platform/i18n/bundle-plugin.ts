import { fileURLToPath } from "node:url";
import compileModule from "@messageformat/core/lib/compile-module";
import type { BunPlugin } from "bun";
import { isLocale, type Locale } from "./locales.ts";
import type { MessageKey } from "./messages/en.ts";
import { CATALOGUES, messageFormat } from "./server.ts";

/**
 * The message bundles the browser loads, by name, and the key prefixes each
 * holds. `public`: what the public islands say (`common.*` and the island
 * sections of `public.*`); the rest of `public.*` (page texts) is
 * rendered on the server only and stays out of the browser: the whole namespace
 * would add 7 KB gzipped to every public page. The catalogue test checks that
 * every key an island uses is in its bundle. Each dashboard loads its own:
 * `common.`, `app.` (what the three share: chat, lists, job views) and its area's.
 */
export const MESSAGE_BUNDLES = {
  public: [
    "common.",
    "public.hero.",
    "public.topArtists.",
    "public.artistCard.",
    "public.badges.",
    "public.artists.empty",
    "public.roster.pages",
    "public.search.",
    "public.testimonials.",
    "public.contact.form.",
    "public.privacyRequest.",
    "public.login.",
    "public.signup.",
    "public.account.",
    "public.profile.download",
    "public.favourite.",
  ],
  // The dashboards' forms check the contracts' schemas in the browser and word their messages as the API does.
  client: ["common.", "app.", "client.", "invoice.", "api.validation.", "api.field.", "api.label."],
  // The invoices' words come with islands/lib's invoice screens, which every dashboard's bundle carries.
  artist: ["common.", "app.", "artist.", "invoice.", "api.validation.", "api.field.", "api.label."],
  admin: ["common.", "app.", "admin.", "invoice.", "api.validation.", "api.field.", "api.label."],
} as const satisfies Record<string, readonly string[]>;
export type MessageBundle = keyof typeof MESSAGE_BUNDLES;

/** The keys of `bundle`: those that start with one of its prefixes. */
export function bundleKeys(bundle: MessageBundle): MessageKey[] {
  const prefixes: readonly string[] = MESSAGE_BUNDLES[bundle];
  return (Object.keys(CATALOGUES.en) as MessageKey[]).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/**
 * The ES module of a bundle in a language: each message compiled to a small
 * function by @messageformat/core's compileModule (plurals and number formats
 * come from @messageformat/runtime, through ./message-runtime.ts), so the browser ships no ICU parser.
 */
export function bundleSource(locale: Locale, bundle: MessageBundle): string {
  const catalogue = CATALOGUES[locale];
  const messages = Object.fromEntries(bundleKeys(bundle).map((key) => [key, catalogue[key]]));
  return compileModule(messageFormat(locale), messages).replace(RUNTIME_IMPORT, `from ${JSON.stringify(MESSAGE_RUNTIME)};`);
}

const RUNTIME_IMPORT = /from "@messageformat\/runtime";/;
const MESSAGE_RUNTIME = fileURLToPath(new URL("./message-runtime.ts", import.meta.url));

const SPECIFIER = /^@messages\/([a-z]+)\/([a-z]+)$/;

/** Resolves `@messages/<locale>/<bundle>` (e.g. `@messages/fr/public`) to its compiled module in Bun.build. */
export function messagesPlugin(): BunPlugin {
  return {
    name: "dancelink-messages",
    setup(build) {
      build.onResolve({ filter: /^@messages\// }, (args) => ({ path: args.path, namespace: "messages" }));
      build.onLoad({ filter: /.*/, namespace: "messages" }, ({ path }) => {
        const [, locale, bundle] = SPECIFIER.exec(path) ?? [];
        if (!isLocale(locale) || !bundle || !(bundle in MESSAGE_BUNDLES)) throw new Error(`unknown message bundle ${path}`);
        return { contents: bundleSource(locale, bundle as MessageBundle), loader: "js" };
      });
    },
  };
}
