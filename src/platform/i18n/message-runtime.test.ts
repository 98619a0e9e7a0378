import { describe, expect, test } from "bun:test";
import { bundleSource } from "./bundle-plugin.ts";
import { countIntlFormatters } from "../../../tests/intl.ts";
import { number } from "./message-runtime.ts";

describe("the browser messages' runtime", () => {
  test("a plural's # is a small whole number written as is, and any other number as the language writes it", () => {
    expect(number("en", 3, 0)).toBe("3");
    expect(number("fr", 999, 0)).toBe("999");
    expect(number("fr", 5, 1)).toBe("4");
    expect(number("en", 1234, 0)).toBe("1,234");
    expect(number("fr", 1234, 0)).toBe(new Intl.NumberFormat("fr").format(1234));
    expect(number("fr", 1.5, 0)).toBe("1,5");
    expect(number("en", -2, 0)).toBe("-2");
  });

  test("a small count builds no Intl.NumberFormat (the page's first loads the browser's number data)", () => {
    const made = countIntlFormatters("NumberFormat");
    try {
      // A language no test formatted a number in yet: the runtime keeps one formatter per language.
      expect(number("de", 3, 0)).toBe("3");
      expect(made.count).toBe(0);
      expect(number("de", 1234, 0)).toBe("1.234");
      expect(made.count).toBe(1);
    } finally {
      made.restore();
    }
  });

  test("every compiled bundle takes its numbers from it", () => {
    const source = bundleSource("fr", "client");
    expect(source).toContain("message-runtime.ts");
    expect(source).not.toContain('from "@messageformat/runtime";');
  });
});
