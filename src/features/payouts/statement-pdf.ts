import type { EarningsMonth } from "./payouts.contract.ts";
import { formatDate, formatMonth } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { Translate } from "../../platform/i18n/translate.ts";
import { drawAmountTable, INK, MUTED, openPdf, PAGE_MARGIN } from "../../platform/pdf/document.ts";

/** An artist's month as a PDF: each session earned, its time, the artist's rate and amount, then what is paid and owed. */
export async function statementPdf(
  statement: { agency: string; name: string; month: EarningsMonth },
  locale: Locale,
  t: Translate,
): Promise<Uint8Array<ArrayBuffer>> {
  const title = t("statement.title");
  const { doc, finish } = await openPdf({ Title: `${title} ${statement.month.month}`, Author: statement.agency });
  doc.fillColor(INK).font("bold").fontSize(16).text(statement.agency, PAGE_MARGIN, PAGE_MARGIN, { width: 300 });
  doc.fillColor(INK).font("bold").fontSize(20).text(title, 370, PAGE_MARGIN, { width: 188, align: "right" });
  doc.font("regular").fontSize(10).fillColor(MUTED);
  doc.text(t("statement.month", { month: formatMonth(locale, statement.month.month) }), 370, doc.y, { width: 188, align: "right" });
  doc.text(t("statement.artist", { name: statement.name }), 370, doc.y, { width: 188, align: "right" });
  doc.y = Math.max(doc.y, 130);
  drawAmountTable(doc, {
    locale,
    t,
    top: doc.y + 20,
    labels: { description: t("invoice.description"), hours: t("invoice.hours"), rate: t("invoice.rate"), amount: t("invoice.amount") },
    lines: statement.month.lines.map((line) => ({
      description: `${t("invoice.pay.line", { style: line.style, studio: line.studioName, date: formatDate(locale, line.date) })} (${t(line.paidAt ? "statement.paid" : "statement.unpaid")})`,
      minutes: line.minutes,
      rateCents: line.artistRateCents,
      amountCents: line.amountCents,
    })),
    totals: [
      [t("statement.paidTotal"), statement.month.paidCents],
      [t("statement.unpaidTotal"), statement.month.unpaidCents],
      [t("statement.total"), statement.month.totalCents],
    ],
  });
  return finish();
}
