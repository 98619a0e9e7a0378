import { describe, expect, test } from "bun:test";
import { toCsv } from "./csv.ts";

describe("CSV of the console's downloads", () => {
  test("a UTF-8 byte order mark first, CRLF lines, quotes where a cell needs them", () => {
    const csv = toCsv(
      ["studio", "amount"],
      [
        ["Studio Lumière, Montréal", 12.5],
        ['The "Pointe"', 3],
        ["two\nlines", 0],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('studio,amount\r\n"Studio Lumière, Montréal",12.5\r\n"The ""Pointe""",3\r\n"two\nlines",0\r\n');
  });

  test("a text cell a spreadsheet would run as a formula is defused with an apostrophe; numbers stay numbers", () => {
    const csv = toCsv(["x"], [['=HYPERLINK("http://evil")'], ["+1"], ["-2"], ["@SUM(A1)"], ["\tcmd"], [-12.5], ["Élan"]]);
    expect(csv.slice(1).split("\r\n")).toEqual(["x", '"\'=HYPERLINK(""http://evil"")"', "'+1", "'-2", "'@SUM(A1)", "'\tcmd", "-12.5", "Élan", ""]);
  });
});
