import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The house's prose: comments, test titles and docs say what and why in the domain's
 * words. They cite no tracker numbers or design sections (git keeps the history, and
 * the design's sections move), and every file, folder and migration they name exists:
 * a glob names at least one.
 */
const ROOT = join(import.meta.dir, "..");

const SOURCES = new Bun.Glob("{src,db,islands,scripts,tests,e2e,docs}/**/*.{ts,tsx,js,mjs,css,sql,md,html,sh,yml,yaml,toml}");

function proseFiles(): string[] {
  const files = [...SOURCES.scanSync({ cwd: ROOT, dot: false })]
    .map((file) => file.split("\\").join("/"))
    .filter((file) => !file.includes("node_modules/") && !file.startsWith("db/seed-assets/"));
  return [...files, "DEVELOPERS.md", "README.md"].sort();
}

const FILES = proseFiles();
const text = (file: string) => readFileSync(join(ROOT, file), "utf8");

interface Mention {
  file: string;
  line: number;
  said: string;
}

function mentions(pattern: RegExp, group = 0): Mention[] {
  const found: Mention[] = [];
  for (const file of FILES) {
    const lines = text(file).split("\n");
    lines.forEach((line, index) => {
      for (const match of line.matchAll(pattern)) found.push({ file, line: index + 1, said: match[group]! });
    });
  }
  return found;
}

const where = (m: Mention) => `${m.file}:${m.line} ${m.said}`;

/** A tracker's issue, a review's point, stop or finding, or a section of the design document, by number. */
const CITATION = /\b[Ii]ssues? #?\d+|\b[Pp]oints? \d+|\b[Ss]tops? \d+|\b[Ff]indings? \d+|\bDESIGN §\d+|\b[Dd]esign(?:\.md)? §\d+/g;

describe("comments, test titles and docs", () => {
  test("the files looked at are the tree's own, docs included", () => {
    expect(FILES).toEqual(
      expect.arrayContaining([
        "src/server.ts",
        "db/migrations/0000_special_maginty.sql",
        "docs/spec.md",
        "DEVELOPERS.md",
        "docs/features/jobs.md",
        "docs/benchmarks.md",
      ]),
    );
  });

  test("cite no issue, point, stop, finding or design section by number", () => {
    expect(mentions(CITATION).map(where)).toEqual([]);
  });

  test("cite only sections the spec has, by SPEC §N and within the spec", () => {
    const sections = new Set([...text("docs/spec.md").matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    expect(sections.size).toBeGreaterThan(0);
    const cited = mentions(/\b(?:SPEC|[Ss]pec(?:\.md)?) §(\d+)/g, 1);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((m) => !sections.has(m.said)).map(where)).toEqual([]);
    const withinSpec = mentions(/\b[Ss]ections? (\d+)/g, 1).filter((m) => m.file === "docs/spec.md");
    expect(withinSpec.filter((m) => !sections.has(m.said)).map(where)).toEqual([]);
  });
});

describe("what comments and docs name exists", () => {
  const migrations = new Set([...new Bun.Glob("*.sql").scanSync({ cwd: join(ROOT, "db", "migrations") })].map((file) => file.replace(/\.sql$/, "")));
  const numbers = new Set([...migrations].map((name) => name.slice(0, 4)));

  test("every migration named by its file", () => {
    const named = mentions(/\b(\d{4}_[a-z][a-z0-9_]*)(?:\.sql)?\b/g, 1);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((m) => !migrations.has(m.said)).map(where)).toEqual([]);
  });

  test("every migration named by its number", () => {
    const named = mentions(/\b[Mm]igrations? (\d{4}(?:(?:-| and |, )\d{4})*)/g, 1).flatMap((m) => m.said.split(/-| and |, /).map((said) => ({ ...m, said })));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((m) => !numbers.has(m.said)).map(where)).toEqual([]);
  });

  test("every path into the tree's folders", () => {
    const named = mentions(/(?<![\w./@~-])((?:src|db|islands|docs|scripts|tests|e2e)\/[\w./*{},[\]-]*[\w/*}\]])/g, 1);
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter(({ said }) => {
      if (/[*{[]/.test(said)) return [...new Bun.Glob(said).scanSync({ cwd: ROOT, onlyFiles: false })].length === 0;
      return !existsSync(join(ROOT, said));
    });
    expect(missing.map(where)).toEqual([]);
  });
});
