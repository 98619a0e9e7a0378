/**
 * `bun run build`: bundles the islands and the stylesheet (minified, content-hashed)
 * into public/build, then prints the JS each public page loads.
 */
import { buildAssets } from "../src/platform/assets/assets.ts";
import { bundleSizes, formatBundleTable } from "./bundle-sizes.ts";

const started = performance.now();
const manifest = await buildAssets({ minify: true });
console.log(`built ${Object.keys(manifest).length} entries into public/build in ${Math.round(performance.now() - started)} ms\n`);
console.log(formatBundleTable(await bundleSizes()));
