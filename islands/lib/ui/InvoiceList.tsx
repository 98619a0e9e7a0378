import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { Invoice } from "../../../src/features/invoices/invoice.contract.ts";
import { formatDate } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../api.ts";
import { useApiGet } from "../data.ts";
import { type Column, DataTable } from "./DataTable.tsx";
import { InvoiceStatusBadge, useMoney } from "./InvoiceDocument.tsx";
import { Pagination } from "./Pagination.tsx";

const PAGE_SIZE = 10;

interface InvoiceListProps {
  /** Where a row's number leads: the area's invoice page. */
  hrefOf(invoice: Invoice): string;
  /** What the area may do with a row (the agency: mark paid, credit); `reload` fetches the page again after it. */
  actions?(invoice: Invoice, reload: () => void): ReactNode;
  /** The agency's list names each invoice's studio; a studio's list is all its own. */
  withStudio?: boolean;
}

/**
 * The caller's invoices, newest first, ten a page (GET /invoices: a studio's own,
 * the agency's every one): number, date, total and the paid/unpaid state.
 */
export function InvoiceList({ hrefOf, actions, withStudio = false }: InvoiceListProps) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const { data, total, reload } = useApiGet(client.invoices, { query: { page: String(page), limit: String(PAGE_SIZE) } });
  if (!data) {
    return (
      <p className="muted" role="status">
        {t("invoice.loading")}
      </p>
    );
  }
  if (data.length === 0) return <p className="empty">{t("invoice.list.empty")}</p>;
  const columns: Column<Invoice>[] = [
    { label: t("invoice.number"), cell: (invoice) => <Link to={hrefOf(invoice)}>{invoice.number}</Link> },
    { label: t("invoice.date"), cell: (invoice) => formatDate(locale, invoice.issuedOn) },
    ...(withStudio ? [{ label: t("invoice.billTo"), cell: (invoice: Invoice) => invoice.studio.name }] : []),
    { label: t("invoice.total"), cell: (invoice) => money(invoice.totalCents) },
    { label: t("invoice.status"), cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
    ...(actions ? [{ label: t("invoice.list.actions"), cell: (invoice: Invoice) => actions(invoice, reload) }] : []),
  ];
  return (
    <>
      <DataTable className="invoice-list" rows={data} rowKey={(invoice) => invoice.id} columns={columns} />
      <Pagination page={page} pageCount={Math.ceil((total ?? data.length) / PAGE_SIZE)} onChange={setPage} />
    </>
  );
}
