import { Link } from "@tanstack/react-router";
import type { ClientProfile } from "../../../src/contracts/clients.ts";
import { AGENCY, invoiceFor } from "../../../src/contracts/invoice.ts";
import type { ConfirmedJob } from "../../../src/contracts/jobs.ts";
import type { Locale } from "../../../src/i18n/locales.ts";
import { formatDate, formatMoney } from "../../../src/i18n/format.ts";
import { useLocale, useT } from "../../../src/i18n/react.tsx";
import { dayjs, useFormat } from "../../lib/format.ts";
import { JobLoader } from "../../lib/ui/JobView.tsx";
import { JobNotAvailable, useConfirmedBooking } from "../components/ClientJobView.tsx";
import { useClientProfile } from "../data.ts";
import { invoiceRoute } from "../router.tsx";

/** The invoice of a confirmed booking, from the agency to the studio; printable. */
export function InvoiceView() {
  const t = useT();
  const { jobId } = invoiceRoute.useParams();
  const { profile } = useClientProfile();
  return (
    <JobLoader {...useConfirmedBooking(jobId)} loadingText={t("client.invoice.loading")} notFound={() => <JobNotAvailable />}>
      {(job) => <InvoiceDocument job={job} profile={profile ?? null} />}
    </JobLoader>
  );
}

function InvoiceDocument({ job, profile }: { job: ConfirmedJob; profile: ClientProfile | null }) {
  const t = useT();
  const locale: Locale = useLocale();
  const invoice = invoiceFor(job);
  const format = useFormat();
  const money = (amount: number) => formatMoney(locale, amount);
  const hours = (n: number) => t("client.invoice.hours", { hours: format.decimal(n) });
  return (
    <div className="page-stack">
      <div className="page-head invoice-actions">
        <Link to="/client/jobs/confirmed/$jobId" params={{ jobId: job._id }} className="btn btn--outline">
          {t("client.invoice.back")}
        </Link>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {t("client.invoice.print")}
        </button>
      </div>

      <article className="invoice" aria-labelledby="invoice-title">
        <header className="invoice__head">
          <div>
            <p className="invoice__brand">{AGENCY.name}</p>
            <address>
              {AGENCY.address}
              <br />
              {AGENCY.phone} · {AGENCY.email}
            </address>
          </div>
          <div className="invoice__meta">
            <h1 id="invoice-title">{t("client.invoice.title")}</h1>
            <dl>
              <dt>{t("client.invoice.number")}</dt>
              <dd>{invoice.number}</dd>
              <dt>{t("client.invoice.date")}</dt>
              <dd>{formatDate(locale, dayjs(job.confirmedAt ?? job.createdAt).format("YYYY-MM-DD"))}</dd>
              <dt>{t("client.invoice.status")}</dt>
              <dd>{t(job.status === "completed" ? "client.invoice.statusCompleted" : "client.invoice.statusConfirmed")}</dd>
            </dl>
          </div>
        </header>

        <section className="invoice__parties">
          <div>
            <h2 className="invoice__label">{t("client.invoice.billTo")}</h2>
            {profile ? (
              <address>
                <strong>{profile.studioName}</strong>
                <br />
                {t("client.invoice.attn", { name: profile.studioDirector })}
                <br />
                {profile.address}
                <br />
                {profile.contactNumber} · {profile.email}
              </address>
            ) : (
              <address>
                <strong>{job.studioName}</strong>
              </address>
            )}
          </div>
          <div>
            <h2 className="invoice__label">{t("client.invoice.location")}</h2>
            <address>
              {job.address}
              <br />
              {format.cityLine(job.city)} {job.postalCode}
            </address>
          </div>
        </section>

        <table className="invoice__lines">
          <thead>
            <tr>
              <th scope="col">{t("client.invoice.description")}</th>
              <th scope="col">{t("client.invoice.days")}</th>
              <th scope="col">{t("client.invoice.hoursPerDay")}</th>
              <th scope="col">{t("client.invoice.rate")}</th>
              <th scope="col">{t("client.invoice.amount")}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <strong>{t("client.invoice.line", { style: job.style })}</strong> {t("client.invoice.by", { artist: job.username })}
                <br />
                <span className="muted">
                  {formatDate(locale, job.startDate)}
                  {job.endDate !== job.startDate && <> – {formatDate(locale, job.endDate)}</>}, {format.hours(job)}
                </span>
              </td>
              <td data-label={t("client.invoice.days")}>{invoice.days}</td>
              <td data-label={t("client.invoice.hoursPerDay")}>{hours(invoice.hoursPerDay)}</td>
              <td data-label={t("client.invoice.rate")}>{t("client.invoice.perHour", { rate: money(invoice.rate) })}</td>
              <td data-label={t("client.invoice.amount")}>{money(invoice.total)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t("client.invoice.totalHours")}
              </th>
              <td>{hours(invoice.totalHours)}</td>
            </tr>
            <tr className="invoice__total">
              <th scope="row" colSpan={4}>
                {t("client.invoice.totalDue")}
              </th>
              <td>{money(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>

        <footer className="invoice__foot">
          <p>{t("client.invoice.payable", { agency: AGENCY.name, number: invoice.number })}</p>
          <p className="muted">{t("client.invoice.questions", { email: AGENCY.email })}</p>
        </footer>
      </article>
    </div>
  );
}
