/**
 * Entry name -> URL of its bundle, built by src/platform/assets/assets.ts. Entries are `islands/**\/*.island.tsx` (one per
 * public island, named by file: "login-form") and `islands/<area>/app.tsx` (the
 * dashboards, named by area: "client"), plus the stylesheets "app.css" and "areas.css" (the
 * dashboards'). A dashboard also has what its page preloads (`modulePreloads`). Apart from the build, so that what
 * the browser bundles too (the Island wrapper beside it, rendered inside islands) imports no build code.
 */
export type AssetManifest = Record<string, string>;

/** The URL of an entry's bundle; unbuilt (in unit tests) it still names the entry. */
export function assetUrl(manifest: AssetManifest, entry: string): string {
  return manifest[entry] ?? `/assets/${entry}.js`;
}

/** The manifest's key of the chunks a dashboard's entry imports (their URLs, space-separated). */
export const preloadKey = (area: string) => `${area} imports`;

/** The manifest's key of the chunks the screen at an area's landing address loads (their URLs, space-separated). */
export const landingKey = (area: string) => `${area} landing`;

/** The manifest's key of a compiled message bundle ("fr/client"): its chunk's URL, then its static imports'. */
export const messagesKey = (bundle: string) => `messages ${bundle}`;

/**
 * What a dashboard's page asks for beside its entry (`<link rel="modulepreload">`):
 * the chunks the entry imports, and its messages in the page's language, which it
 * imports as soon as it runs, and at the landing address (`landing`) the chunks of the screen there, which it loads
 * before its first drawing. Without them each came after the one before it: a dashboard's data waited for
 * four fetches of scripts one after another.
 */
export function modulePreloads(manifest: AssetManifest, area: string, locale: string, landing = false): string[] {
  const urls = `${manifest[preloadKey(area)] ?? ""} ${manifest[messagesKey(`${locale}/${area}`)] ?? ""} ${landing ? (manifest[landingKey(area)] ?? "") : ""}`;
  return [...new Set(urls.split(" ").filter(Boolean))];
}
