import { creditOfKey } from "../../../src/features/invoices/credit-note.contract.ts";
import type { Invoice, InvoiceStatus } from "../../../src/features/invoices/invoice.contract.ts";
import { formatDate, formatDuration, formatMoney, formatRate, formatTaxLine } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { usePlaceWords } from "../place.ts";
import { DataTable } from "./DataTable.tsx";

const STATUS_BADGE: Record<InvoiceStatus, string> = { unpaid: "badge--warning", paid: "badge--success", credited: "badge--neutral", credit: "badge--neutral" };

/** An invoice's paid/unpaid (or credited) state as a badge, in every list of invoices. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useT();
  return <span className={`badge ${STATUS_BADGE[status]}`}>{t(`invoice.status.${status}`)}</span>;
}

/** Cents as the page's language writes dollars: "$1,234.50" / "1 234,50 $". */
export function useMoney() {
  const locale = useLocale();
  return (cents: number) => formatMoney(locale, cents / 100);
}

/**
 * An invoice or credit note as issued, the printable page the
 * studio and the agency see; the PDF (GET /invoice/:id/pdf) says the same.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const { provinceName } = usePlaceWords();
  const title = t(invoice.kind === "credit_note" ? "invoice.creditNoteTitle" : "invoice.title");
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__head">
        <div>
          <p className="invoice__brand">{invoice.agency.legalName}</p>
          <address>
            {invoice.agency.address}
            {invoice.agency.taxNumber && (
              <>
                <br />
                {t("invoice.taxNumber", { number: invoice.agency.taxNumber })}
              </>
            )}
          </address>
        </div>
        <div className="invoice__meta">
          <h1 id="invoice-title">{title}</h1>
          <dl>
            <dt>{t("invoice.number")}</dt>
            <dd>{invoice.number}</dd>
            <dt>{t("invoice.date")}</dt>
            <dd>{formatDate(locale, invoice.issuedOn)}</dd>
            {invoice.dueDate && (
              <>
                <dt>{t("invoice.dueDate")}</dt>
                <dd>{formatDate(locale, invoice.dueDate)}</dd>
              </>
            )}
            <dt>{t("invoice.status")}</dt>
            <dd>
              <InvoiceStatusBadge status={invoice.status} />
            </dd>
          </dl>
        </div>
      </header>

      <section className="invoice__parties">
        <div>
          <h2 className="invoice__label">{t("invoice.billTo")}</h2>
          <address>
            <strong>{invoice.studio.name}</strong>
            <br />
            {t("invoice.attn", { name: invoice.studio.director })}
            <br />
            {invoice.studio.address}
            <br />
            {invoice.studio.email}
          </address>
        </div>
        <div>
          <p className="muted">{t("invoice.province", { province: provinceName(invoice.province) })}</p>
          {invoice.creditedNumber && <p className="muted">{t(creditOfKey(invoice), { number: invoice.creditedNumber })}</p>}
        </div>
      </section>

      <DataTable
        className="invoice__lines"
        rows={invoice.lines}
        rowKey={(line) => line.description}
        columns={[
          { label: t("invoice.description"), cell: (line) => line.description },
          // A line of credit is an amount, no time worked.
          { label: t("invoice.hours"), cell: (line) => (line.kind === "credit" ? "" : formatDuration(t, line.minutes)) },
          { label: t("invoice.rate"), cell: (line) => (line.kind === "credit" ? "" : formatRate(locale, line.rateCents / 100)) },
          { label: t("invoice.amount"), cell: (line) => money(line.amountCents) },
        ]}
        foot={
          <>
            <tr>
              <th scope="row" colSpan={3}>
                {t("invoice.subtotal")}
              </th>
              <td>{money(invoice.subtotalCents)}</td>
            </tr>
            {invoice.taxes.map((tax) => (
              <tr key={tax.kind}>
                <th scope="row" colSpan={3}>
                  {formatTaxLine(t, locale, tax)}
                </th>
                <td>{money(tax.amountCents)}</td>
              </tr>
            ))}
            <tr className="invoice__total">
              <th scope="row" colSpan={3}>
                {t("invoice.total")}
              </th>
              <td>{money(invoice.totalCents)}</td>
            </tr>
          </>
        }
      />

      <footer className="invoice__foot">
        <p>{t("invoice.payable", { agency: invoice.agency.legalName, number: invoice.number })}</p>
      </footer>
    </article>
  );
}

/** Print and the PDF, above an invoice. */
export function InvoiceActions({ invoice, children }: { invoice: Invoice; children?: React.ReactNode }) {
  const t = useT();
  return (
    <div className="page-head invoice-actions">
      {children}
      <a className="btn btn--outline" href={`/api/invoice/${invoice.id}/pdf`} download={`${invoice.number}.pdf`}>
        {t("invoice.pdf")}
      </a>
      <button type="button" className="btn btn--primary" onClick={() => window.print()}>
        {t("invoice.print")}
      </button>
    </div>
  );
}
