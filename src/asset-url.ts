/**
 * Entry name -> URL of its bundle, built by src/assets.ts. Entries are `islands/**\/*.island.tsx` (one per
 * public island, named by file: "login-form") and `islands/<area>/app.tsx` (the
 * dashboards, named by area: "client"), plus the stylesheets "app.css" and "areas.css" (the
 * dashboards'). A dashboard also has what its page preloads (`modulePreloads`). Apart from the build, so that what
 * the browser bundles too (src/pages/Island.tsx, rendered inside islands) imports no build code.
 */
export type AssetManifest = Record<string, string>;

/** The URL of an entry's bundle; unbuilt (in unit tests) it still names the entry. */
export function assetUrl(manifest: AssetManifest, entry: string): string {
  return manifest[entry] ?? `/assets/${entry}.js`;
}

/** The manifest's key of the chunks a dashboard's entry imports (their URLs, space-separated). */
export const preloadKey = (area: string) => `${area} imports`;

/** The manifest's key of a compiled message bundle ("fr/client"): its chunk's URL, then its static imports'. */
export const messagesKey = (bundle: string) => `messages ${bundle}`;

/** The manifest's key of a dashboard screen's or layout's chunk ("client/pages/Dashboard", its module under islands/): its URL, then its static imports'. */
export const screenKey = (module: string) => `screen ${module}`;

/**
 * What a dashboard's page asks for beside its entry (`<link rel="modulepreload">`):
 * the chunks the entry imports, its messages in the page's language, which it
 * imports as soon as it runs, and the chunks of the `screen` the address shows
 * (its modules: the screen, and a layout imported on demand), which its router imports once it runs. Without them each came after the one before it.
 */
export function modulePreloads(manifest: AssetManifest, area: string, locale: string, screen: readonly string[] = []): string[] {
  const urls = [preloadKey(area), messagesKey(`${locale}/${area}`), ...screen.map(screenKey)].map((key) => manifest[key] ?? "").join(" ");
  return [...new Set(urls.split(" ").filter(Boolean))];
}
