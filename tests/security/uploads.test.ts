import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { blankPng } from "../photos.ts";
import { applicationForm, JPEG_BYTES, PDF_BYTES, setArtistStatus, storedKeys, suiteAppWithLookups } from "../artist-fixtures.ts";

/**
 * Files that lie about their type, beyond the plain mix-ups the artist
 * area's own tests cover: script-carrying images, executables, a real image sent
 * as HTML under a path-like name. What is refused leaves nothing stored; what is
 * accepted is stored under our own key and served as what its bytes are.
 */

const { t, l } = await suiteAppWithLookups();
const uploads = join(t.config.dataDir, "uploads");

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const HTML_WITH_PDF_NAME = new TextEncoder().encode("<!doctype html><script>fetch('/api/auth/me')</script>%PDF-1.4");
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);

describe("files whose bytes are not what they claim", () => {
  const lies: [string, Record<string, File | File[]>, string][] = [
    [
      "an SVG with a script as headshot (image/svg+xml)",
      { headshot: new File([SVG], "me.svg", { type: "image/svg+xml" }) },
      "Headshot must be a JPEG, PNG or WebP image",
    ],
    [
      "an SVG named .jpg and typed image/jpeg as headshot",
      { headshot: new File([SVG], "me.jpg", { type: "image/jpeg" }) },
      "Headshot must be a JPEG, PNG or WebP image",
    ],
    [
      "a Windows executable named .pdf as police check",
      { policeCheck: new File([EXE], "vss.pdf", { type: "application/pdf" }) },
      "Police check must be a PDF or an image",
    ],
    [
      "HTML named .pdf with %PDF further in as resume",
      { resume: new File([HTML_WITH_PDF_NAME], "cv.pdf", { type: "application/pdf" }) },
      "Resume must be a PDF",
    ],
    ["a ZIP (an .docx) as direct deposit", { directDeposit: new File([ZIP], "deposit.docx") }, "Direct deposit must be a PDF or an image"],
    [
      "a JPEG's first bytes and then a script as headshot",
      { headshot: new File([JPEG_BYTES.subarray(0, 12), SVG], "me.jpg", { type: "image/jpeg" }) },
      "Headshot could not be read as a picture, save it again as a JPEG",
    ],
    [
      "that headshot beside HTML named .pdf as resume (every file's type is checked before a picture is decoded)",
      {
        headshot: new File([JPEG_BYTES.subarray(0, 12), SVG], "me.jpg", { type: "image/jpeg" }),
        resume: new File([HTML_WITH_PDF_NAME], "cv.pdf", { type: "application/pdf" }),
      },
      "Resume must be a PDF",
    ],
  ];
  for (const [what, parts, message] of lies) {
    test(`${what}: 415, nothing stored`, async () => {
      const { cookie } = await t.signUp("artist");
      const before = storedKeys(uploads);
      const r = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l, parts) });
      expect(r.status).toBe(415);
      expect(r.json).toEqual({ status: false, message, response: null });
      expect(storedKeys(uploads)).toEqual(before);
    });
  }

  test("a profile update with a script-carrying headshot is a 415 and keeps the old headshot", async () => {
    const { cookie, email } = await t.signUp("artist");
    expect((await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l) })).status).toBe(201);
    const before = (await t.call<{ headshotUrl: string }>("GET", "/api/artist/profile", { cookie })).body.headshotUrl;
    const form = new FormData();
    form.append("name", "Ana");
    form.append("email", email);
    form.append("headshot", new File([SVG], "me.jpg", { type: "image/jpeg" }));
    const r = await t.call("PUT", "/api/artist/update", { cookie, body: form });
    expect(r.status).toBe(415);
    expect((await t.call<{ headshotUrl: string }>("GET", "/api/artist/profile", { cookie })).body.headshotUrl).toBe(before);
  });
});

describe("pictures cheap to send and costly to decode", () => {
  // Both sent whole and valid: without the header's check, each decodes (the first in seconds, to 440 MB).
  const hostile: [string, Uint8Array<ArrayBuffer>, number, string][] = [
    ["1 x 59,000,000 pixels (115 KB)", blankPng(1, 59_000_000), 413, "Headshot is 1 × 59,000,000 pixels: a picture may be at most 12,000 pixels on a side"],
    ["7,745 x 7,745 pixels (60 megapixels)", blankPng(7745, 7745), 413, "Headshot must be at most 24 megapixels"],
    ["9,000 x 1,000 pixels", blankPng(9000, 1000), 400, "Headshot is 9,000 × 1,000 pixels: its long side may be at most 8 times its short side"],
  ];
  for (const [what, png, status, message] of hostile) {
    test(`a headshot of ${what}: ${status} from its header, nothing stored`, async () => {
      const { cookie } = await t.signUp("artist");
      const before = storedKeys(uploads);
      const headshot = new File([png], "me.png", { type: "image/png" });
      const r = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l, { headshot }) });
      expect(r.status).toBe(status);
      expect(r.json).toEqual({ status: false, message, response: null });
      expect(storedKeys(uploads)).toEqual(before);
    });
  }
});

describe("a real image sent as HTML under a path-like name", () => {
  test("is stored under our own key and served as the picture it is (a headshot is kept as WebP), which browsers may not sniff", async () => {
    const { cookie } = await t.signUp("artist");
    const headshot = new File([JPEG_BYTES], "../../public/index.html", { type: "text/html" });
    const resume = new File([PDF_BYTES], "..\\..\\resume.html", { type: "text/html" });
    const r = await t.call<{ id: string }>("POST", "/api/artist/add", { cookie, body: applicationForm(l, { headshot, resume }) });
    expect(r.status).toBe(201);
    // Public once approved.
    await setArtistStatus(t, r.body.id, "approved");
    const profile = (await t.call<{ headshotUrl: string; resumeUrl: string }>("GET", "/api/artist/profile", { cookie })).body;
    for (const [url, type] of [
      [profile.headshotUrl, "image/webp"],
      [profile.resumeUrl, "application/pdf"],
    ] as const) {
      expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\.(webp|pdf)$/);
      const file = await t.request("GET", url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(type);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(storedKeys(uploads).some((k) => k.includes("index") || k.includes("html"))).toBe(false);
  });
});
