import { describe, expect, test } from "bun:test";
import { checkUpload, sniff, UPLOAD_RULES } from "./uploads.ts";

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const pdf = new TextEncoder().encode("%PDF-1.4\n%...");

describe("sniff", () => {
  test("recognises JPEG, PNG, WebP and PDF by their bytes", () => {
    expect(sniff(jpeg)?.mime).toBe("image/jpeg");
    expect(sniff(png)?.mime).toBe("image/png");
    expect(sniff(webp)?.mime).toBe("image/webp");
    expect(sniff(pdf)?.mime).toBe("application/pdf");
    expect(sniff(new TextEncoder().encode("<html>"))).toBeUndefined();
  });
});

describe("checkUpload", () => {
  test("accepts a real image as a headshot whatever its name", async () => {
    const checked = await checkUpload(new File([png], "photo.pdf", { type: "application/pdf" }), UPLOAD_RULES.headshot);
    expect(checked.extension).toBe("png");
  });

  test("refuses a file that lies about its type with a 415", async () => {
    const fake = new File([new TextEncoder().encode("MZ not a pdf")], "resume.pdf", { type: "application/pdf" });
    await expect(checkUpload(fake, UPLOAD_RULES.resume)).rejects.toMatchObject({ kind: "unsupported", message: "Resume must be a PDF" });
  });

  test("refuses an oversized file with a 413 before reading it", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await expect(checkUpload(big, UPLOAD_RULES.headshot)).rejects.toMatchObject({ kind: "too_large", message: "Headshot must be at most 5 MB" });
  });

  test("refuses an empty file", async () => {
    await expect(checkUpload(new File([], "x.pdf"), UPLOAD_RULES.document, "api.label.directDeposit")).rejects.toMatchObject({
      kind: "invalid",
      message: "Direct deposit is empty",
    });
  });
});
