import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The documents a newcomer starts from stay a map of the tree as it is: every feature
 * has its page and its line in the architecture, the architecture names no folder that
 * is gone, and the pages stay short enough to read.
 */
const ROOT = join(import.meta.dir, "..");
const text = (file: string) => readFileSync(join(ROOT, file), "utf8");
const lineCount = (file: string) => text(file).trimEnd().split("\n").length;

/** A folder's entries as the map names them: its folders, and its files but tests. */
const entries = (folder: string) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || !/\.(test|pg)\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();

const FEATURES = entries("src/features");
const PLATFORM = entries("src/platform");
const ARCHITECTURE = text("docs/architecture.md");
const PAGES = readdirSync(join(ROOT, "docs/features")).filter((name) => name.endsWith(".md"));

/** What the rows of the architecture's tables name under a folder: a feature's folder, a platform part. */
function namedUnder(folder: string): string[] {
  const pattern = new RegExp(`^\\| \`${folder}/([^/\`]+)/?\``, "gm");
  return [...ARCHITECTURE.matchAll(pattern)].map((m) => m[1]!);
}

describe("docs/features and docs/architecture.md", () => {
  test("the tree has features and platform parts to map", () => {
    expect(FEATURES).toContain("jobs");
    expect(PLATFORM).toContain("http");
  });

  test("every feature has its page", () => {
    expect(FEATURES.filter((feature) => !PAGES.includes(`${feature}.md`))).toEqual([]);
  });

  test("every page is a feature's", () => {
    expect(PAGES.filter((page) => !FEATURES.includes(page.replace(/\.md$/, "")))).toEqual([]);
  });

  test("every page is under 150 lines and says what, rules, API, events, tables and code", () => {
    const long = PAGES.filter((page) => lineCount(`docs/features/${page}`) >= 150);
    expect(long).toEqual([]);
    const headings = ["## Rules", "## API", "## Events", "## Tables and migrations", "## Code"];
    const lacking = PAGES.flatMap((page) => headings.filter((h) => !text(`docs/features/${page}`).includes(`\n${h}\n`)).map((h) => `${page}: ${h}`));
    expect(lacking).toEqual([]);
  });

  test("the architecture has one line per feature, linking its page", () => {
    expect(namedUnder("src/features")).toEqual(FEATURES);
    const unlinked = FEATURES.filter((feature) => !ARCHITECTURE.includes(`](features/${feature}.md)`));
    expect(unlinked).toEqual([]);
  });

  test("the architecture has one line per platform part, and names none that is gone", () => {
    expect(namedUnder("src/platform")).toEqual(PLATFORM);
    const mentioned = [...ARCHITECTURE.matchAll(/src\/(features|platform)\/([\w.-]+)/g)].map((m) => `src/${m[1]}/${m[2]}`);
    expect(mentioned.length).toBeGreaterThan(0);
    expect([...new Set(mentioned.filter((path) => !existsSync(join(ROOT, path))))]).toEqual([]);
  });

  test("DEVELOPERS.md stays under 200 lines and keeps its import rules", () => {
    expect(lineCount("DEVELOPERS.md")).toBeLessThan(200);
    expect(text("DEVELOPERS.md")).toContain("## Import rules");
  });
});
