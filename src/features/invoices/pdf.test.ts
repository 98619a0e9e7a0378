import { expect, test } from "bun:test";
import { projectPath } from "../../platform/runtime-files.ts";
import { trueTypeFromWoff2 } from "../../platform/pdf/document.ts";

/** A TrueType file's first four bytes (its sfnt version). */
const TRUE_TYPE = [0, 1, 0, 0];

test("the invoice's two fonts unpack to two TrueType fonts, each its own", async () => {
  const [regular, bold] = await Promise.all(
    ["inter-latin-400-normal.woff2", "inter-latin-700-normal.woff2"].map((file) => Bun.file(projectPath("public", "fonts", file)).bytes()),
  );
  const [a, b] = await trueTypeFromWoff2([regular!, bold!]);
  expect([...a!.subarray(0, 4)]).toEqual(TRUE_TYPE);
  expect([...b!.subarray(0, 4)]).toEqual(TRUE_TYPE);
  // Inter's regular and bold unpacked differ in size; the same bytes twice would not.
  expect(a!.length).not.toBe(b!.length);
  expect(a!.equals(b!)).toBe(false);
});
