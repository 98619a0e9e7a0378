import { describe, expect, test } from "bun:test";
import { UPLOAD_RULES } from "../../src/platform/storage/uploads.ts";
import { UPLOAD_LIMITS } from "../../src/platform/contract/uploads.ts";
import { serverTranslator } from "../../src/platform/i18n/server.ts";
import { acceptOf, chosenFileProblem, progressOfEach } from "./uploads.ts";

const MB = 1024 * 1024;
const en = serverTranslator("en");
const fr = serverTranslator("fr");
const file = (size: number, name: string, type: string) => new File([new Uint8Array(size)], name, { type });

describe("the browser's check of a chosen file", () => {
  test("the same limits as the server's", () => {
    for (const kind of Object.keys(UPLOAD_LIMITS) as (keyof typeof UPLOAD_LIMITS)[]) {
      expect(UPLOAD_RULES[kind]).toMatchObject(UPLOAD_LIMITS[kind]);
    }
  });

  test("a file within the limits passes; the last byte allowed too", () => {
    expect(chosenFileProblem(en, "en", file(5 * MB, "me.webp", "image/webp"), "headshot")).toBeNull();
    expect(chosenFileProblem(en, "en", file(10, "letter.pdf", "application/pdf"), "document")).toBeNull();
    expect(chosenFileProblem(en, "en", file(10, "scan.jpg", "image/jpeg"), "document")).toBeNull();
  });

  test("every problem at once, in the page's language", () => {
    const wrong = file(5 * MB + 1, "cv.docx", "application/msword");
    expect(chosenFileProblem(en, "en", wrong, "headshot")).toBe("Choose a JPEG, PNG or WebP image. This file is 5.0 MB: at most 5 MB.");
    expect(chosenFileProblem(fr, "fr", wrong, "resume")).toBe("Choisissez un PDF.");
    expect(chosenFileProblem(fr, "fr", file(11 * MB, "a.pdf", "application/pdf"), "document")).toBe("Ce fichier fait 11,0 Mo\u00a0: 10\u00a0Mo au plus.");
    expect(chosenFileProblem(en, "en", file(0, "a.pdf", "application/pdf"), "resume")).toBe("This file is empty.");
  });

  test("no declared type: the extension decides", () => {
    expect(chosenFileProblem(en, "en", file(10, "CV.PDF", ""), "resume")).toBeNull();
    expect(chosenFileProblem(en, "en", file(10, "cv.txt", ""), "resume")).toBe("Choose a PDF.");
  });

  test("the file picker is offered the types and their extensions", () => {
    expect(acceptOf("resume")).toBe("application/pdf,.pdf");
    expect(acceptOf("headshot")).toBe("image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp");
  });
});

describe("each file's part of an upload's progress", () => {
  const a = file(100, "a.jpg", "image/jpeg");
  const b = file(300, "b.pdf", "application/pdf");

  test("files fill in the order they are sent; a file not chosen has no bar", () => {
    expect(
      progressOfEach(
        [
          ["a", a],
          ["none", null],
          ["b", b],
        ],
        0,
      ),
    ).toEqual({ a: 0, b: 0 });
    expect(
      progressOfEach(
        [
          ["a", a],
          ["b", b],
        ],
        0.125,
      ),
    ).toEqual({ a: 0.5, b: 0 });
    expect(
      progressOfEach(
        [
          ["a", a],
          ["b", b],
        ],
        0.5,
      ),
    ).toEqual({ a: 1, b: 1 / 3 });
    expect(
      progressOfEach(
        [
          ["a", a],
          ["b", b],
        ],
        1,
      ),
    ).toEqual({ a: 1, b: 1 });
  });
});
