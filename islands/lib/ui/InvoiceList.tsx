import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { Invoice } from "../../../src/features/invoices/invoice.contract.ts";
import { formatDate } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../api.ts";
import { useApiGet } from "../data.ts";
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
  return (
    <>
      <table className="invoice-list">
        <thead>
          <tr>
            <th scope="col">{t("invoice.number")}</th>
            <th scope="col">{t("invoice.date")}</th>
            {withStudio && <th scope="col">{t("invoice.billTo")}</th>}
            <th scope="col">{t("invoice.total")}</th>
            <th scope="col">{t("invoice.status")}</th>
            {actions && <th scope="col">{t("invoice.list.actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {data.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <Link to={hrefOf(invoice)}>{invoice.number}</Link>
              </td>
              <td>{formatDate(locale, invoice.issuedOn)}</td>
              {withStudio && <td>{invoice.studio.name}</td>}
              <td>{money(invoice.totalCents)}</td>
              <td>
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              {actions && <td>{actions(invoice, reload)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pageCount={Math.ceil((total ?? data.length) / PAGE_SIZE)} onChange={setPage} />
    </>
  );
}
