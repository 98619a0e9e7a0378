import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";

/**
 * The house's import rules, read from every import, export … from and import() of every .ts/.tsx file
 * (relative specifiers, resolved from the importing file):
 * - a feature (src/features/<f>/) imports the platform, db/, its own files and another feature's public
 *   entry `src/features/<f>/index.ts` only (a tables.ts may import another's tables.ts, a contract another's
 *   contract), never the composition root (the top of src/, src/api/, src/cli/);
 *   its SSR pages (`pages/`) may import islands/ components, the shared UI the pages render;
 * - src/platform/ imports no feature and nothing of the composition root;
 * - db/ imports neither a feature nor islands/; db/schema.ts gathers the features' tables.ts;
 * - islands/ imports contracts (*.contract.ts, src/platform/contract/), i18n (src/platform/i18n/),
 *   islands/ and public/ only;
 * - only tests/, e2e/ and test files (*.test.ts(x), *.pg.ts, *.e2e.ts, *.smoke.ts) import tests/ or e2e/,
 *   and nothing but those and scripts/ imports scripts/.
 * A feature's own test files are tests: they may reach into any feature to set the scene.
 */
const ROOT = join(import.meta.dir, "..");

const FILES = [...new Bun.Glob("{src,db,islands,scripts,tests,e2e}/**/*.{ts,tsx}").scanSync({ cwd: ROOT })]
  .map((file) => file.split("\\").join("/"))
  .filter((file) => !file.includes("node_modules/"))
  .sort();

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\1/g;

const isTest = (file: string) => /\.(test|pg|e2e|smoke)\.tsx?$/.test(file) || /^(tests|e2e)\//.test(file);
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const isCompositionRoot = (file: string) => /^src\/[^/]+$/.test(file) || /^src\/(api|cli)\//.test(file);
const isPublicEntry = (file: string) => /^src\/features\/[^/]+\/index\.tsx?$/.test(file);
/**
 * A feature's tables.ts references another's tables (foreign keys) and a contract another's contract, directly:
 * through the public entry, the schema would load the other feature's queries while db/schema.ts is still
 * gathering tables, and the islands' bundles (which import contracts) would take in server code.
 */
const isSchemaPeer = (file: string, target: string) =>
  (file.endsWith("/tables.ts") && target.endsWith("/tables.ts")) || (file.endsWith(".contract.ts") && target.endsWith(".contract.ts"));

/** The rule an import breaks, or undefined when it keeps them all. */
function brokenRule(file: string, target: string): string | undefined {
  if (/^(tests|e2e)\//.test(target) && !isTest(file)) return "imports a test helper";
  if (target.startsWith("scripts/") && !isTest(file) && !file.startsWith("scripts/")) return "imports a script";
  if (isTest(file)) return undefined;
  const own = featureOf(file);
  const theirs = featureOf(target);
  if (own !== undefined) {
    if (theirs !== undefined && theirs !== own && !isPublicEntry(target) && !isSchemaPeer(file, target)) {
      return "feature imports another feature's inside";
    }
    if (isCompositionRoot(target)) return "feature imports the composition root";
    if (target.startsWith("islands/") && !file.startsWith(`src/features/${own}/pages/`)) return "feature imports islands outside its pages";
    return undefined;
  }
  if (file.startsWith("src/platform/")) {
    if (theirs !== undefined) return "platform imports a feature";
    if (isCompositionRoot(target)) return "platform imports the composition root";
    return undefined;
  }
  if (file.startsWith("db/")) {
    if (target.startsWith("islands/")) return "db imports islands";
    if (theirs !== undefined && !(file === "db/schema.ts" && target.endsWith("/tables.ts"))) return "db imports a feature";
    return undefined;
  }
  if (file.startsWith("islands/")) {
    const allowed = /^(islands|public)\//.test(target) || target.endsWith(".contract.ts") || /^src\/platform\/(contract|i18n)\//.test(target);
    if (!allowed) return "islands import more than contracts, i18n and islands";
  }
  return undefined;
}

interface Import {
  file: string;
  target: string;
}

function imports(): Import[] {
  const found: Import[] = [];
  for (const file of FILES) {
    for (const match of readFileSync(join(ROOT, file), "utf8").matchAll(SPECIFIER)) {
      found.push({ file, target: posix.normalize(posix.join(dirname(file), match[2]!)) });
    }
  }
  return found;
}

const key = ({ file, target }: Import) => `${file} -> ${target}`;

describe("the house's import rules", () => {
  const all = imports();
  const broken = all.flatMap((found) => {
    const rule = brokenRule(found.file, found.target);
    return rule === undefined ? [] : [{ rule, at: key(found) }];
  });

  test("the rules read the imports of the whole repository", () => {
    expect(FILES.filter((file) => file.startsWith("src/features/")).length).toBeGreaterThan(100);
    expect(all.length).toBeGreaterThan(1000);
  });

  test("every import keeps the rules", () => {
    expect(broken.map(({ rule, at }) => `${rule}: ${at}`)).toEqual([]);
  });
});
