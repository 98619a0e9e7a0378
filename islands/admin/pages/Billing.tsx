import { HistoryPanel } from "../AuditEntries.tsx";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import {
  type AgencySettings,
  EXPORT_KINDS,
  type Invoice,
  type ProvinceTaxes,
  TAX_KINDS,
  type TaxKind,
} from "../../../src/features/invoices/invoice.contract.ts";
import { agencyDate, formatNumber } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { usePlaceWords } from "../../lib/place.ts";
import { DataTable } from "../../lib/ui/DataTable.tsx";
import { TextAreaField, TextField } from "../../lib/ui/Field.tsx";
import { InvoiceActions, InvoiceDocument, useMoney } from "../../lib/ui/InvoiceDocument.tsx";
import { InvoiceList } from "../../lib/ui/InvoiceList.tsx";
import { BILLING_TABS, type BillingTab } from "../search.ts";
import { useFormValues } from "../form-values.ts";
import { ConfirmAction, ListState, TabScreen } from "../ui.tsx";

/** Mark paid, or cancel by a credit note: the only changes an issued invoice knows. */
function InvoiceRowActions({ invoice, reload }: { invoice: Invoice; reload(): void }) {
  const t = useT();
  const perform = usePerform();
  if (invoice.kind !== "invoice" || invoice.status === "credited") return null;
  const param = { invoiceId: invoice.id };
  return (
    <span className="invoice-list__actions">
      {invoice.status === "unpaid" && (
        <ConfirmAction
          tone="primary"
          label={t("admin.billing.markPaid")}
          question={t("admin.billing.markPaidQuestion", { number: invoice.number })}
          confirmLabel={t("admin.billing.markPaidYes")}
          onConfirm={async () => (await perform(() => call(client.admin.invoices[":invoiceId"].paid.$put, { param }))) && reload()}
        />
      )}
      <ConfirmAction
        label={t("admin.billing.credit")}
        question={t("admin.billing.creditQuestion", { number: invoice.number })}
        confirmLabel={t("admin.billing.creditYes")}
        onConfirm={async () => (await perform(() => call(client.admin.invoices[":invoiceId"]["credit-note"].$post, { param }))) && reload()}
      />
    </span>
  );
}

/** The agency's legal name, address and tax numbers, as the next invoices print them; its payment terms and instructions, and its default commission. */
function AgencyForm({ agency }: { agency: AgencySettings }) {
  const t = useT();
  const perform = usePerform();
  const { values, setValues, busy, submit, field } = useFormValues(agency, (json) => perform(() => call(client.admin.agency.$put, { json })));
  const terms = {
    name: "paymentTermsDays",
    value: String(values.paymentTermsDays),
    onChange: (e: { target: { value: string } }) => setValues({ ...values, paymentTermsDays: Number(e.target.value) }),
  };
  return (
    <form className="form admin-panel" onSubmit={submit} aria-labelledby="agency-title">
      <h2 id="agency-title" className="admin-panel__title">
        {t("admin.billing.agency")}
      </h2>
      <TextField label={t("api.field.legalName")} required maxLength={200} {...field("legalName")} />
      <TextField label={t("api.field.address")} required maxLength={300} {...field("address")} />
      <TextField label={t("api.field.taxNumber")} maxLength={20} {...field("taxNumber")} />
      <TextField
        label={t("admin.billing.commission")}
        hint={t("admin.billing.commissionHint")}
        name="defaultCommissionPercent"
        type="number"
        required
        min="0"
        max="100"
        step="1"
        value={values.defaultCommissionPercent}
        onChange={(e) => setValues({ ...values, defaultCommissionPercent: Number(e.target.value) })}
      />
      <TextField label={t("api.field.qstNumber")} maxLength={20} {...field("qstNumber")} />
      <TextField label={t("api.field.paymentTermsDays")} type="number" min={0} max={365} required {...terms} />
      <TextField label={t("api.field.etransferEmail")} type="email" maxLength={254} {...field("etransferEmail")} />
      <TextAreaField label={t("api.field.chequeInstructions")} maxLength={500} rows={3} {...field("chequeInstructions")} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t("admin.billing.save")}
      </button>
    </form>
  );
}

/** One province's rates, one field per tax (blank: not charged), saved on their own. */
function ProvinceRates({ province }: { province: ProvinceTaxes }) {
  const t = useT();
  const perform = usePerform();
  const { provinceName } = usePlaceWords();
  const [rates, setRates] = useState<Record<TaxKind, string>>(
    Object.fromEntries(TAX_KINDS.map((kind) => [kind, String(province.taxes.find((tax) => tax.kind === kind)?.rate ?? "")])) as Record<TaxKind, string>,
  );
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const taxes = TAX_KINDS.filter((kind) => rates[kind].trim() !== "").map((kind) => ({ kind, rate: Number(rates[kind].replace(",", ".")) }));
    await perform(() => call(client.admin["tax-rates"][":province"].$put, { param: { province: province.province }, json: { taxes } }));
  };
  return (
    <tr>
      <th scope="row">{provinceName(province.province)}</th>
      {TAX_KINDS.map((kind) => (
        <td key={kind}>
          <input
            form={`rates-${province.province}`}
            inputMode="decimal"
            aria-label={t("admin.billing.rateOf", { tax: t(`admin.billing.taxName.${kind}`), province: provinceName(province.province) })}
            className="input"
            value={rates[kind]}
            size={6}
            onChange={(e) => setRates({ ...rates, [kind]: e.target.value })}
          />
        </td>
      ))}
      <td>
        <form id={`rates-${province.province}`} onSubmit={save}>
          <button type="submit" className="btn btn--sm btn--outline">
            {t("admin.billing.save")}
          </button>
        </form>
      </td>
    </tr>
  );
}

function Settings() {
  const t = useT();
  const agency = useApiGet(client.admin.agency, {});
  const rates = useApiGet(client.admin["tax-rates"], {});
  return (
    <div className="admin-stack">
      {agency.data && <AgencyForm agency={agency.data} />}
      <section className="admin-panel" aria-labelledby="rates-title">
        <h2 id="rates-title" className="admin-panel__title">
          {t("admin.billing.rates")}
        </h2>
        <p className="muted">{t("admin.billing.ratesIntro")}</p>
        {/* Its header alone, while the rates load, was a table wider than a phone that scrolled with nothing to focus. */}
        <ListState data={rates.data} failed={rates.failed} empty={t("admin.billing.noRates")} />
        {rates.data && rates.data.length > 0 && (
          <table className="invoice-list">
            <thead>
              <tr>
                <th scope="col">{t("common.place.province")}</th>
                {TAX_KINDS.map((kind) => (
                  <th scope="col" key={kind}>
                    {t("admin.billing.percent", { tax: t(`admin.billing.taxName.${kind}`) })}
                  </th>
                ))}
                <th scope="col">{t("invoice.list.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rates.data.map((province) => (
                <ProvinceRates key={province.province} province={province} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

const AGING_BUCKETS = ["currentCents", "days1to30Cents", "days31to60Cents", "days61to90Cents", "days90plusCents"] as const;
const AGING_LABELS = {
  currentCents: "admin.billing.aging.current",
  days1to30Cents: "admin.billing.aging.days1to30",
  days31to60Cents: "admin.billing.aging.days31to60",
  days61to90Cents: "admin.billing.aging.days61to90",
  days90plusCents: "admin.billing.aging.days90plus",
} as const;

/** What each studio owes by lateness, and the card payments the bookkeeper must look at. */
function Aging() {
  const t = useT();
  const money = useMoney();
  const { data, failed } = useApiGet(client.admin.invoices.aging, {});
  return (
    <div className="admin-stack">
      <section className="admin-panel" aria-labelledby="aging-title">
        <h2 id="aging-title" className="admin-panel__title">
          {t("admin.billing.aging.title")}
        </h2>
        <p className="muted">{t("admin.billing.aging.intro")}</p>
        <ListState data={data?.studios ?? null} failed={failed} empty={t("admin.billing.aging.empty")} />
        {data && data.studios.length > 0 && (
          <table className="invoice-list invoice-list--stacked">
            <thead>
              <tr>
                <th scope="col">{t("admin.billing.aging.studio")}</th>
                {AGING_BUCKETS.map((b) => (
                  <th scope="col" key={b}>
                    {t(AGING_LABELS[b])}
                  </th>
                ))}
                <th scope="col">{t("admin.billing.aging.total")}</th>
              </tr>
            </thead>
            <tbody>
              {data.studios.map((studio) => (
                <tr key={studio.clientId}>
                  <th scope="row">{studio.studioName}</th>
                  {AGING_BUCKETS.map((b) => (
                    <td key={b} data-label={t(AGING_LABELS[b])}>
                      {money(studio[b])}
                    </td>
                  ))}
                  <td data-label={t("admin.billing.aging.total")}>{money(studio.totalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("admin.billing.aging.allStudios")}</th>
                {AGING_BUCKETS.map((b) => (
                  <td key={b} data-label={t(AGING_LABELS[b])}>
                    {money(data.totals[b])}
                  </td>
                ))}
                <td data-label={t("admin.billing.aging.total")}>{money(data.totals.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </section>
      {data && data.flagged.length > 0 && (
        <section className="admin-panel" aria-labelledby="flagged-title">
          <h2 id="flagged-title" className="admin-panel__title">
            {t("admin.billing.aging.flagged")}
          </h2>
          <p className="muted">{t("admin.billing.aging.flaggedIntro")}</p>
          <ul>
            {data.flagged.map((f) => (
              <li key={f.stripeSessionId}>
                <Link to="/admin/invoices/$invoiceId" params={{ invoiceId: f.invoiceId }}>
                  {t("admin.billing.aging.flaggedLine", {
                    number: f.number,
                    studio: f.studioName,
                    paid: money(f.amountCents),
                    total: money(f.invoiceTotalCents),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The books count days in the agency's zone (as the server does), not in UTC. */
const agencyToday = () => agencyDate(new Date());
const thisMonth = () => agencyToday().slice(0, 7);

/** The CSV exports of a range of days, and a month's totals. */
function Books() {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const [from, setFrom] = useState(`${thisMonth()}-01`);
  const [to, setTo] = useState(agencyToday);
  const [month, setMonth] = useState(thisMonth());
  const totals = useApiGet(client.admin.totals, { query: { month } });
  // A range the server would refuse (400) is not offered as a download of its error.
  const rangeError = from && to && from <= to ? undefined : t("admin.billing.rangeInvalid");
  return (
    <div className="admin-stack">
      <section className="form admin-panel" aria-labelledby="exports-title">
        <h2 id="exports-title" className="admin-panel__title">
          {t("admin.billing.exports")}
        </h2>
        <div className="form-grid form-grid--2">
          <TextField label={t("admin.billing.from")} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label={t("admin.billing.to")} type="date" value={to} error={rangeError} onChange={(e) => setTo(e.target.value)} />
        </div>
        <p className="invoice-list__actions">
          {EXPORT_KINDS.map((kind) =>
            rangeError ? (
              <button key={kind} type="button" className="btn btn--outline btn--sm" disabled>
                {t(`admin.billing.export.${kind}`)}
              </button>
            ) : (
              <a key={kind} className="btn btn--outline btn--sm" href={`/api/admin/exports/${kind}?from=${from}&to=${to}`} download>
                {t(`admin.billing.export.${kind}`)}
              </a>
            ),
          )}
        </p>
      </section>
      <section className="form admin-panel" aria-labelledby="totals-title">
        <h2 id="totals-title" className="admin-panel__title">
          {t("admin.billing.totals")}
        </h2>
        <TextField label={t("admin.billing.month")} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        {totals.data && (
          <>
            <dl className="admin-totals">
              <dt>{t("admin.billing.jobs")}</dt>
              <dd>{totals.data.jobs}</dd>
              <dt>{t("invoice.hours")}</dt>
              <dd>{formatNumber(locale, totals.data.hours)}</dd>
              <dt>{t("admin.billing.revenue")}</dt>
              <dd>{money(totals.data.revenueCents)}</dd>
              {totals.data.taxes.map((tax) => (
                <div key={tax.kind}>
                  <dt>{t(`admin.billing.tax.${tax.kind}`)}</dt>
                  <dd>{money(tax.amountCents)}</dd>
                </div>
              ))}
            </dl>
            {totals.data.artists.length === 0 ? (
              <p className="empty">{t("admin.billing.noInvoicesInMonth")}</p>
            ) : (
              <DataTable
                caption={t("admin.billing.perArtist")}
                rows={totals.data.artists}
                rowKey={(artist) => `${artist.artistId}-${artist.name}`}
                columns={[
                  { label: t("admin.billing.artist"), cell: (artist) => artist.name },
                  { label: t("admin.billing.jobs"), cell: (artist) => artist.jobs },
                  { label: t("invoice.hours"), cell: (artist) => formatNumber(locale, artist.hours) },
                  { label: t("admin.billing.revenue"), cell: (artist) => money(artist.revenueCents) },
                ]}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** The agency's invoices (mark paid, credit), its books (CSV exports, a month's totals) and what its invoices print and charge. */
export function BillingPage({ tab }: { tab: BillingTab }) {
  const t = useT();
  return (
    <TabScreen words="admin.billing" to="/admin/billing" tabs={BILLING_TABS} label={(key) => t(`admin.billing.tab.${key}`)} active={tab}>
      {tab === "invoices" && (
        <InvoiceList
          withStudio
          hrefOf={(invoice) => `/admin/invoices/${invoice.id}`}
          actions={(invoice, reload) => <InvoiceRowActions invoice={invoice} reload={reload} />}
        />
      )}
      {tab === "aging" && <Aging />}
      {tab === "books" && <Books />}
      {tab === "settings" && <Settings />}
    </TabScreen>
  );
}

/** One invoice or credit note, printable, with its PDF. */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const t = useT();
  const { data, failed } = useApiGet(client.invoice[":invoiceId"], { param: { invoiceId } });
  const history = useApiGet(client.admin.invoices[":invoiceId"].history, { param: { invoiceId } });
  if (!data) return <p className="muted">{t(failed ? "invoice.notFound" : "invoice.loading")}</p>;
  return (
    <div className="admin-page">
      <InvoiceActions invoice={data} />
      <InvoiceDocument invoice={data} />
      <HistoryPanel loaded={history} />
    </div>
  );
}
