import { join } from "node:path";
import { formatDuration, formatMoney, formatRate } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Translate } from "../i18n/translate.ts";
import { projectPath } from "../runtime-files.ts";

/**
 * The product's PDFs (invoices, artists' pay statements), drawn by PDFKit with the site's own Inter
 * (public/fonts, OFL): nothing is downloaded, and French accents are real glyphs.
 * PDFKit's font engine cannot subset a WOFF2 font's composed glyphs (É, è), so each
 * font is unpacked to TrueType first (wawoff2, Google's woff2 decoder), once per process.
 * Both libraries load with the first PDF, not with the server: together they hold about
 * 60 MB, which every instance would otherwise carry for a download most never serve.
 */

const FONT_FILES = { regular: "inter-latin-400-normal.woff2", bold: "inter-latin-700-normal.woff2" } as const;
const FONTS_DIR = projectPath("public", "fonts");

let engine: Promise<{ PDFDocument: typeof import("pdfkit"); fonts: Record<keyof typeof FONT_FILES, Buffer> }> | undefined;

/**
 * WOFF2 fonts as TrueType, one after the other: wawoff2 answers a view of its WebAssembly
 * memory, which the next decompression writes over, so each is copied before the next
 * starts. Started together, the first font came back as the second's bytes ("Unknown font
 * format" inside the executable, where both files are read at once).
 */
export async function trueTypeFromWoff2(fonts: Uint8Array[]): Promise<Buffer[]> {
  const { decompress } = await import("wawoff2");
  const unpacked: Buffer[] = [];
  for (const font of fonts) unpacked.push(Buffer.from(await decompress(font)));
  return unpacked;
}

function loadEngine() {
  engine ??= (async () => {
    const read = (file: string) => Bun.file(join(FONTS_DIR, file)).bytes();
    const [{ default: PDFDocument }, files] = await Promise.all([import("pdfkit"), Promise.all([read(FONT_FILES.regular), read(FONT_FILES.bold)])]);
    const [regular, bold] = await trueTypeFromWoff2(files);
    return { PDFDocument, fonts: { regular: regular!, bold: bold! } };
  })();
  return engine;
}

export const PAGE_MARGIN = 54;
export const INK = "#1f2430";
export const MUTED = "#5d6473";
/** The table's columns: description, time ("-12 h 45 min" on a credit note fits one line), rate, amount (x and width, in points, on a Letter page). */
export const COLUMNS = { description: [54, 258], hours: [316, 74], rate: [396, 76], amount: [478, 80] } as const;

export type PdfDocument = PDFKit.PDFDocument;

/** A Letter page in Inter ("regular" and "bold"), and the bytes once the drawing is done. */
export async function openPdf(info: { Title: string; Author: string }): Promise<{ doc: PdfDocument; finish(): Promise<Uint8Array<ArrayBuffer>> }> {
  const {
    PDFDocument,
    fonts: { regular, bold },
  } = await loadEngine();
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE_MARGIN,
    info,
    // Inter from the start: PDFKit's default, Helvetica, is a module it requires at run time, which the
    // executable does not hold (scripts/compile.ts). PDFKit takes a font's bytes here; its typings say a name.
    font: regular as unknown as string,
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  return {
    doc,
    async finish() {
      doc.end();
      await ended;
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}

/** One row of a document's table: what it is, its time, its hourly rate (both null: an amount that is no time worked) and its amount, in cents. */
export interface AmountLine {
  description: string;
  minutes: number | null;
  rateCents: number | null;
  amountCents: number;
}

/**
 * The table of lines from `top` (its header in `labels`' words), a new page when one is full; then the totals, each
 * label beside its amount, the last in bold. Answers where the drawing ended.
 */
export function drawAmountTable(
  doc: PdfDocument,
  {
    locale,
    t,
    top,
    labels,
    lines,
    totals,
  }: {
    locale: Locale;
    t: Translate;
    top: number;
    labels: { description: string; hours: string; rate: string; amount: string };
    lines: readonly AmountLine[];
    totals: readonly [string, number][];
  },
): number {
  const money = (cents: number) => formatMoney(locale, cents / 100);
  let y = top;
  const cell = (text: string, [x, width]: readonly [number, number], at: number, align: "left" | "right" = "right") => doc.text(text, x, at, { width, align });
  doc.font("bold").fontSize(9).fillColor(MUTED);
  cell(labels.description, COLUMNS.description, y, "left");
  cell(labels.hours, COLUMNS.hours, y);
  cell(labels.rate, COLUMNS.rate, y);
  cell(labels.amount, COLUMNS.amount, y);
  y += 16;
  doc
    .moveTo(PAGE_MARGIN, y - 4)
    .lineTo(558, y - 4)
    .strokeColor("#d8dbe2")
    .stroke();
  doc.font("regular").fontSize(10).fillColor(INK);
  for (const line of lines) {
    const height = doc.heightOfString(line.description, { width: COLUMNS.description[1] });
    if (y + height > doc.page.height - PAGE_MARGIN - 120) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    cell(line.description, COLUMNS.description, y, "left");
    if (line.minutes !== null) cell(formatDuration(t, line.minutes), COLUMNS.hours, y);
    if (line.rateCents !== null) cell(formatRate(locale, line.rateCents / 100), COLUMNS.rate, y);
    cell(money(line.amountCents), COLUMNS.amount, y);
    y += Math.max(height, 12) + 6;
  }
  doc.moveTo(330, y).lineTo(558, y).strokeColor("#d8dbe2").stroke();
  y += 8;
  totals.forEach(([label, cents], index) => {
    const strong = index === totals.length - 1;
    doc.font(strong ? "bold" : "regular").fontSize(strong ? 12 : 10);
    doc.text(label, 330, y, { width: 142, align: "right" });
    doc.text(money(cents), COLUMNS.amount[0], y, { width: COLUMNS.amount[1], align: "right" });
    y += strong ? 20 : 16;
  });
  return y;
}
