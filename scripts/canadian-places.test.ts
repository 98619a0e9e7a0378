import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { PLACES_FILE, placesFileText } from "./canadian-places.ts";

test("the shipped table of Canadian places is what the script extracts from the package, with its source and licence", () => {
  const shipped = readFileSync(PLACES_FILE, "utf8");
  expect(shipped).toBe(placesFileText());
  const table = JSON.parse(shipped) as { licence: string; places: unknown[] };
  expect(table.licence).toContain("Creative Commons Attribution 4.0");
  expect(table.places.length).toBeGreaterThan(1000);
});
