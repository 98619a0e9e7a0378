/**
 * Entry name -> URL of its bundle, built by src/assets.ts. Entries are `islands/**\/*.island.tsx` (one per
 * public island, named by file: "login-form") and `islands/<area>/app.tsx` (the
 * dashboards, named by area: "client"), plus the stylesheets "app.css" and "areas.css" (the dashboards'). Apart from the build, so that what
 * the browser bundles too (src/pages/Island.tsx, rendered inside islands) imports no build code.
 */
export type AssetManifest = Record<string, string>;

/** The URL of an entry's bundle; unbuilt (in unit tests) it still names the entry. */
export function assetUrl(manifest: AssetManifest, entry: string): string {
  return manifest[entry] ?? `/assets/${entry}.js`;
}
