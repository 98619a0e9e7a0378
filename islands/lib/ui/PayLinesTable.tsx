import type { PayLine } from "../../../src/features/payouts/payouts.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../format.ts";
import { DataTable } from "./DataTable.tsx";

/** An artist's pay lines: each session, its hours, the artist's rate, the amount and when it was paid; stacked on a phone. */
export function PayLinesTable({ lines, caption }: { lines: readonly PayLine[]; caption: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <DataTable
      caption={caption}
      captionHidden
      rows={lines}
      rowKey={(line) => line.id}
      columns={[
        {
          label: t("invoice.pay.session"),
          cell: (line) => t("invoice.pay.line", { style: line.style, studio: line.studioName, date: format.date(line.date) }),
        },
        { label: t("invoice.hours"), cell: (line) => format.decimal(line.minutes / 60) },
        { label: t("invoice.rate"), cell: (line) => format.rate(line.artistRateCents / 100) },
        { label: t("invoice.amount"), cell: (line) => format.money(line.amountCents) },
        {
          label: t("invoice.pay.state"),
          cell: (line) => (line.paidAt ? t("invoice.pay.paidOn", { date: format.day(line.paidAt) }) : t("invoice.pay.unpaid")),
        },
      ]}
    />
  );
}
