import { describe, expect, test } from "bun:test";
import { parse, type Token } from "@messageformat/parser";
import { join, relative } from "node:path";
import { translatedKeys, userVisibleLiterals } from "../../../tests/jsx-literals.ts";
import { bundleKeys, bundleSource, MESSAGE_BUNDLES } from "./bundle-plugin.ts";
import { LOCALES } from "./locales.ts";
import { en, type MessageKey } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import { CATALOGUES, serverTranslator } from "./server.ts";

const ROOT = join(import.meta.dir, "..", "..", "..");

/** The folders whose JSX may hold no user-visible literal: every page and island. */
export const CHECKED_FOLDERS = ["src", "islands/public", "islands/lib", "islands/client", "islands/artist", "islands/admin"];

const KEYS = Object.keys(en) as MessageKey[];

/** A message's shape: its arguments with their kind, and the cases of each select. */
function shape(message: string): string[] {
  const out: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument") out.push(`${token.arg}`);
      else if (token.type === "function") out.push(`${token.arg}:${token.key}`);
      else if (token.type === "select")
        out.push(
          `${token.arg}:select(${token.cases
            .map((c) => c.key)
            .sort()
            .join(",")})`,
        );
      else if (token.type === "plural" || token.type === "selectordinal") out.push(`${token.arg}:${token.type}`);
      if ("cases" in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...new Set(out)].sort();
}

async function sources(folder: string): Promise<{ file: string; text: string }[]> {
  const found: { file: string; text: string }[] = [];
  for await (const file of new Bun.Glob("**/*.tsx").scan({ cwd: join(ROOT, folder) })) {
    if (file.endsWith(".test.tsx")) continue;
    const path = join(ROOT, folder, file);
    found.push({ file: relative(ROOT, path), text: await Bun.file(path).text() });
  }
  return found;
}

describe("the catalogues", () => {
  test("French has every English key and no other", () => {
    expect(Object.keys(fr).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(fr[key].trim().length).toBeGreaterThan(0);
  });

  test.each(KEYS)("%s: same placeholders in English and French", (key) => {
    expect(shape(fr[key])).toEqual(shape(en[key]));
  });

  test("every message compiles and formats in both languages", () => {
    const values = { name: "Ada", styles: "Ballet", page: 2, pageCount: 3, index: 1, count: 2, rating: 4, max: 5, year: "2026", area: "X" };
    for (const locale of LOCALES) {
      const t = serverTranslator(locale);
      for (const key of KEYS) expect(typeof t(key, values)).toBe("string");
    }
  });

  test("plural shapes are checked too", () => {
    expect(shape("{n, plural, one {# artist} other {# artists}}")).toEqual(["n:plural"]);
    expect(shape("{n, plural, one {# artiste} other {# artistes}}")).toEqual(shape("{n, plural, one {# artist} other {# artists}}"));
    expect(shape("{role, select, artist {A} other {B}}")).not.toEqual(shape("{role, select, client {A} other {B}}"));
    expect(shape("{count} of {total}")).not.toEqual(shape("{count} sur {totl}"));
  });

  test("French uses typographic apostrophes and no-break spaces before : ; ? !", () => {
    for (const key of KEYS) {
      const message = fr[key];
      expect(message).not.toMatch(/'/);
      expect(message).not.toMatch(/ [:;?!]/);
      // Nor glued to the word before it: "DanceLink! " and "questions?" lacked the space altogether.
      expect(message).not.toMatch(/[^\s\u00a0\u202f][;?!]/);
      expect(message).not.toMatch(/« | »/);
    }
  });

  test("English puts no space before ! ? ; : (French's own spacing, 'Hello Studio Élan Danse !', does not carry over)", () => {
    const spaced = KEYS.filter((key) => /[ \u00a0\u202f][!?;:](?=[\s"}]|$)/.test(en[key]));
    expect(spaced).toEqual([]);
  });

  test("each browser bundle compiles to an ES module of its keys only", () => {
    for (const bundle of Object.keys(MESSAGE_BUNDLES) as (keyof typeof MESSAGE_BUNDLES)[]) {
      const keys = bundleKeys(bundle);
      expect(keys.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const source = bundleSource(locale, bundle);
        expect(source).toContain("export default");
        for (const key of keys) expect(source).toContain(JSON.stringify(key));
        expect(source).not.toContain('"public.faq.lead"');
      }
    }
    expect(CATALOGUES.fr).toBe(fr);
  });
});

describe("no user-visible literal outside the catalogue", () => {
  test.each(CHECKED_FOLDERS)("%s", async (folder) => {
    const literals = (await sources(folder)).flatMap(({ file, text }) => userVisibleLiterals(file, text));
    expect(literals).toEqual([]);
  });

  test("the check finds JSX text, shown strings and user-visible attributes", () => {
    const source = `export const A = () => (
      <div title="Hello" className="not-checked">
        Welcome
        {busy ? "Saving..." : t("common.loading")}
        <img alt={\`Photo of \${name}\`} />
        <input placeholder="you@example.com" aria-label={t("common.styles")} />
        <span>404 → {"…"}</span>
      </div>
    );`;
    expect(userVisibleLiterals("x.tsx", source).map((l) => l.text)).toEqual(["Hello", "Welcome", "Saving...", "Photo of", "you@example.com"]);
  });

  /** A literal the sources name: a key, or a group of keys a component reads under one name (`messages="public.topArtists"`). */
  const keysNamed = (name: string): string[] => {
    const group = KEYS.filter((key) => key.startsWith(`${name}.`));
    return name in en || group.length === 0 ? [name] : group;
  };

  // Each island folder speaks only from the bundle its pages load; islands/lib is in every dashboard's.
  test.each([
    ["islands/public", ["public"]],
    ["islands/client", ["client"]],
    ["islands/artist", ["artist"]],
    ["islands/admin", ["admin"]],
    ["islands/lib", ["client", "artist", "admin"]],
  ] as const)("every key %s uses is in its browser bundle", async (folder, bundles) => {
    const used = (await sources(folder)).flatMap(({ file, text }) => translatedKeys(file, text)).flatMap(keysNamed);
    expect(used.length).toBeGreaterThan(20);
    for (const bundle of bundles) {
      const inBundle = new Set<string>(bundleKeys(bundle));
      expect(used.filter((key) => !inBundle.has(key))).toEqual([]);
    }
  });
});
