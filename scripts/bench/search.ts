import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ARTIST_SEARCH_SORTS } from "../../src/features/search/artist-search.contract.ts";
import type { Envelope } from "../../src/platform/contract/envelope.ts";
import type { LookupItem } from "../../src/features/catalogue/catalog.contract.ts";

const WORDS = ["", "ballet", "balet", "montreal", "jazz toronto", "Chloé", "hip hop", "contemporary", "Tremblay", "teaches"];
const CITIES = ["", "Toronto", "Montreal", "Vancouver"];

/**
 * The roster searches of the bench: text (with typos and missing accents),
 * styles, cities and orders mixed, one per line for wrk to go round, so no single
 * query's plan or cache is what gets measured.
 */
export async function searchPaths(url: string): Promise<{ pathsFile: string; remove(): void }> {
  const reply = (await (await fetch(`${url}/api/artist-style/list`)).json()) as Envelope<LookupItem[]>;
  const styles = ["", ...reply.response.slice(0, 4).map((s) => s.id)];
  const paths: string[] = [];
  for (const [i, q] of WORDS.entries()) {
    for (const [j, style] of styles.entries()) {
      const params = new URLSearchParams();
      if (q) params.set("q", q);
      if (style) params.set("style", style);
      const city = CITIES[(i + j) % CITIES.length]!;
      if (city) params.set("city", city);
      params.set("sort", ARTIST_SEARCH_SORTS[(i + j) % ARTIST_SEARCH_SORTS.length]!);
      paths.push(`/api/artist/search?${params}`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-search-"));
  const pathsFile = join(dir, "paths.txt");
  await Bun.write(pathsFile, `${paths.join("\n")}\n`);
  return { pathsFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
