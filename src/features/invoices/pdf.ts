import { join } from "node:path";
import type { Invoice } from "./invoice.contract.ts";
import { formatDate, formatDuration, formatMoney, formatNumber, formatRate } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { Translate } from "../../platform/i18n/translate.ts";
import { projectPath } from "../../platform/runtime-files.ts";

/**
 * The invoice as a PDF, drawn by PDFKit with the site's own Inter
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

const PAGE_MARGIN = 54;
const INK = "#1f2430";
const MUTED = "#5d6473";
/** The table's columns: description, time ("-12 h 45 min" on a credit note fits one line), rate, amount (x and width, in points, on a Letter page). */
const COLUMNS = { description: [54, 258], hours: [316, 74], rate: [396, 76], amount: [478, 80] } as const;

/** The invoice's PDF bytes, its words in `locale` (`t` translates in the same language). */
export async function invoicePdf(invoice: Invoice, locale: Locale, t: Translate, provinceName: string): Promise<Uint8Array<ArrayBuffer>> {
  const {
    PDFDocument,
    fonts: { regular, bold },
  } = await loadEngine();
  const title = t(invoice.kind === "credit_note" ? "invoice.creditNoteTitle" : "invoice.title");
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE_MARGIN,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.agency.legalName },
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
  const money = (cents: number) => formatMoney(locale, cents / 100);

  // The agency, and the invoice's number, date and status.
  doc.fillColor(INK).font("bold").fontSize(16).text(invoice.agency.legalName, PAGE_MARGIN, PAGE_MARGIN, { width: 300 });
  doc.font("regular").fontSize(10).fillColor(MUTED).text(invoice.agency.address, { width: 300 });
  if (invoice.agency.taxNumber) doc.text(t("invoice.taxNumber", { number: invoice.agency.taxNumber }), { width: 300 });
  doc.fillColor(INK).font("bold").fontSize(20).text(title, 370, PAGE_MARGIN, { width: 188, align: "right" });
  doc.font("regular").fontSize(10);
  const meta: [string, string][] = [
    [t("invoice.number"), invoice.number],
    [t("invoice.date"), formatDate(locale, invoice.issuedOn)],
    [t("invoice.status"), t(`invoice.status.${invoice.status}`)],
  ];
  for (const [label, value] of meta) doc.text(`${label} ${value}`, 370, doc.y, { width: 188, align: "right" });

  // Who is billed.
  doc.y = Math.max(doc.y, 150);
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(MUTED)
    .text(t("invoice.billTo").toUpperCase(), PAGE_MARGIN, doc.y + 10);
  doc.font("bold").fontSize(11).fillColor(INK).text(invoice.studio.name);
  doc
    .font("regular")
    .fontSize(10)
    .text(t("invoice.attn", { name: invoice.studio.director }))
    .text(invoice.studio.address)
    .text(invoice.studio.email);
  doc.fillColor(MUTED).text(t("invoice.province", { province: provinceName }));
  if (invoice.kind === "credit_note" && invoice.creditedNumber) doc.text(t("invoice.creditOf", { number: invoice.creditedNumber }));

  // The lines: one per day.
  let y = doc.y + 20;
  const cell = (text: string, [x, width]: readonly [number, number], top: number, align: "left" | "right" = "right") =>
    doc.text(text, x, top, { width, align });
  doc.font("bold").fontSize(9).fillColor(MUTED);
  cell(t("invoice.description"), COLUMNS.description, y, "left");
  cell(t("invoice.hours"), COLUMNS.hours, y);
  cell(t("invoice.rate"), COLUMNS.rate, y);
  cell(t("invoice.amount"), COLUMNS.amount, y);
  y += 16;
  doc
    .moveTo(PAGE_MARGIN, y - 4)
    .lineTo(558, y - 4)
    .strokeColor("#d8dbe2")
    .stroke();
  doc.font("regular").fontSize(10).fillColor(INK);
  for (const line of invoice.lines) {
    const height = doc.heightOfString(line.description, { width: COLUMNS.description[1] });
    if (y + height > doc.page.height - PAGE_MARGIN - 120) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    cell(line.description, COLUMNS.description, y, "left");
    cell(formatDuration(t, line.minutes), COLUMNS.hours, y);
    cell(formatRate(locale, line.rateCents / 100), COLUMNS.rate, y);
    cell(money(line.amountCents), COLUMNS.amount, y);
    y += Math.max(height, 12) + 6;
  }

  // Subtotal, each tax with its rate, total.
  doc.moveTo(330, y).lineTo(558, y).strokeColor("#d8dbe2").stroke();
  y += 8;
  const total = (label: string, cents: number, strong = false) => {
    doc.font(strong ? "bold" : "regular").fontSize(strong ? 12 : 10);
    doc.text(label, 330, y, { width: 142, align: "right" });
    doc.text(money(cents), COLUMNS.amount[0], y, { width: COLUMNS.amount[1], align: "right" });
    y += strong ? 20 : 16;
  };
  total(t("invoice.subtotal"), invoice.subtotalCents);
  for (const tax of invoice.taxes) total(t("invoice.taxLine", { name: tax.name, rate: formatNumber(locale, tax.rate) }), tax.amountCents);
  total(t("invoice.total"), invoice.totalCents, true);

  doc.font("regular").fontSize(9).fillColor(MUTED);
  doc.text(t("invoice.payable", { agency: invoice.agency.legalName, number: invoice.number }), PAGE_MARGIN, y + 20, { width: 504 });
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
