import { creditOfKey } from "./credit-note.contract.ts";
import type { Invoice } from "./invoice.contract.ts";
import { formatDate, formatTaxLine } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { Translate } from "../../platform/i18n/translate.ts";
import { drawAmountTable, INK, MUTED, openPdf, PAGE_MARGIN } from "../../platform/pdf/document.ts";

/** The invoice's PDF bytes, its words in `locale` (`t` translates in the same language). */
export async function invoicePdf(invoice: Invoice, locale: Locale, t: Translate, provinceName: string): Promise<Uint8Array<ArrayBuffer>> {
  const title = t(invoice.kind === "credit_note" ? "invoice.creditNoteTitle" : "invoice.title");
  const { doc, finish } = await openPdf({ Title: `${title} ${invoice.number}`, Author: invoice.agency.legalName });

  // The agency, and the invoice's number, date and status.
  doc.fillColor(INK).font("bold").fontSize(16).text(invoice.agency.legalName, PAGE_MARGIN, PAGE_MARGIN, { width: 300 });
  doc.font("regular").fontSize(10).fillColor(MUTED).text(invoice.agency.address, { width: 300 });
  if (invoice.agency.taxNumber) doc.text(t("invoice.taxNumber", { number: invoice.agency.taxNumber }), { width: 300 });
  doc.fillColor(INK).font("bold").fontSize(20).text(title, 370, PAGE_MARGIN, { width: 188, align: "right" });
  doc.font("regular").fontSize(10);
  const meta: [string, string][] = [
    [t("invoice.number"), invoice.number],
    [t("invoice.date"), formatDate(locale, invoice.issuedOn)],
    ...(invoice.dueDate ? ([[t("invoice.dueDate"), formatDate(locale, invoice.dueDate)]] as [string, string][]) : []),
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
  if (invoice.kind === "credit_note" && invoice.creditedNumber) doc.text(t(creditOfKey(invoice), { number: invoice.creditedNumber }));

  // The lines, one per day; subtotal, each tax with its rate, total.
  const y = drawAmountTable(doc, {
    locale,
    t,
    top: doc.y + 20,
    labels: { description: t("invoice.description"), hours: t("invoice.hours"), rate: t("invoice.rate"), amount: t("invoice.amount") },
    lines: invoice.lines.map((line) => (line.kind === "credit" ? { ...line, minutes: null, rateCents: null } : line)),
    totals: [
      [t("invoice.subtotal"), invoice.subtotalCents],
      ...invoice.taxes.map((tax): [string, number] => [formatTaxLine(t, locale, tax), tax.amountCents]),
      [t("invoice.total"), invoice.totalCents],
    ],
  });

  doc.font("regular").fontSize(9).fillColor(MUTED);
  doc.text(t("invoice.payable", { agency: invoice.agency.legalName, number: invoice.number }), PAGE_MARGIN, y + 20, { width: 504 });
  return finish();
}
