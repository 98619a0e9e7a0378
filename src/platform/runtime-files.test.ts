import { expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT, RUNTIME_FILES } from "./runtime-files.ts";

test("every file the server reads while it runs is where the executable's build looks for it", () => {
  for (const path of RUNTIME_FILES) expect(existsSync(join(PROJECT_ROOT, path)), path).toBe(true);
});

/**
 * Inside the executable every module's own folder is the same embedded one: a file found
 * relative to the module reading it is missing there (the islands' build, which only the
 * source tree runs, aside).
 */
test("the server's modules find their files from PROJECT_ROOT, never from their own place", async () => {
  const buildOnly = new Set(["src/platform/runtime-files.ts", "src/platform/i18n/bundle-plugin.ts"]);
  const offenders: string[] = [];
  for (const folder of ["src", "db"]) {
    for await (const file of new Bun.Glob(`${folder}/**/*.{ts,tsx}`).scan({ cwd: PROJECT_ROOT })) {
      if (/\.(test|pg)\.tsx?$/.test(file) || buildOnly.has(file)) continue;
      const text = await Bun.file(join(PROJECT_ROOT, file)).text();
      if (/import\.meta\.(dir|dirname|url|filename)\b/.test(text)) offenders.push(file);
    }
  }
  expect(offenders).toEqual([]);
});
