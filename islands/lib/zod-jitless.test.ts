import { expect, test } from "bun:test";
import "./zod-jitless.ts";
import { config, z } from "zod";

test("zod reads the setting made without importing it: no eval probe under the pages' CSP", () => {
  expect(config().jitless).toBe(true);
  // Object schemas still parse (the interpreted path).
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});
