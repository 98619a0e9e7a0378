import { useState } from "react";
import type { EarningsMonth } from "../../../src/features/payouts/payouts.contract.ts";
import { agencyDate } from "../../../src/platform/i18n/format.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { PayLinesTable } from "../../lib/ui/PayLinesTable.tsx";
import { MailingAddressForm } from "../components/MailingAddressForm.tsx";

/** The years the screen offers: this one and the two before (a T4A is asked for the year just ended). */
const yearsBack = (current: number) => [current, current - 1, current - 2];

/** One month: its totals paid and owed, its statement's PDF, and each session earned. */
function MonthCard({ month }: { month: EarningsMonth }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="card card--padded aa-earnings__month">
      <h2>{format.month(month.month)}</h2>
      <dl className="admin-totals">
        <dt>{t("artist.earnings.earned")}</dt>
        <dd>{format.money(month.totalCents)}</dd>
        <dt>{t("artist.earnings.paid")}</dt>
        <dd>{format.money(month.paidCents)}</dd>
        <dt>{t("artist.earnings.owed")}</dt>
        <dd>{format.money(month.unpaidCents)}</dd>
      </dl>
      <p>
        <a className="btn btn--outline btn--sm" href={`/api/artist/earnings/${month.month}/pdf`} download>
          {t("artist.earnings.statement", { month: format.month(month.month) })}
        </a>
      </p>
      <PayLinesTable lines={month.lines} caption={t("artist.earnings.linesOf", { month: format.month(month.month) })} />
    </li>
  );
}

/**
 * What the artist earned: its sessions of the year by month (by the sessions' days), what the agency paid and still
 * owes, a PDF statement per month, and the year's paid total, the figure its T4A slip reports; and the mailing
 * address that slip is sent to.
 */
export function EarningsPage() {
  const t = useT();
  const format = useFormat();
  const current = Number(agencyDate(new Date()).slice(0, 4));
  const [year, setYear] = useState(current);
  const earnings = useApiGet(client.artist.earnings, { query: { year: String(year) } });
  return (
    <section className="card card--padded aa-earnings">
      <h1 className="aa-title">{t("artist.earnings.title")}</h1>
      <p className="muted">{t("artist.earnings.intro")}</p>
      <div className="form">
        <label htmlFor="earnings-year">{t("invoice.pay.year")}</label>
        <select id="earnings-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {yearsBack(current).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {earnings.data && (
        <>
          <dl className="admin-totals">
            <dt>{t("artist.earnings.earnedInYear", { year: String(earnings.data.year) })}</dt>
            <dd>{format.money(earnings.data.totalCents)}</dd>
            <dt>{t("artist.earnings.paidInYear", { year: String(earnings.data.year) })}</dt>
            <dd>{format.money(earnings.data.paidInYearCents)}</dd>
          </dl>
          <p className="muted">{t("artist.earnings.t4aNote")}</p>
          {earnings.data.months.length === 0 ? (
            <p className="empty">{t("artist.earnings.empty")}</p>
          ) : (
            <ul className="aa-earnings__months">
              {earnings.data.months.map((month) => (
                <MonthCard key={month.month} month={month} />
              ))}
            </ul>
          )}
        </>
      )}
      <MailingAddressForm />
    </section>
  );
}
