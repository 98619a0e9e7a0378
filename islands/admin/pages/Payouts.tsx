import { type FormEvent, useState } from "react";
import type { ArtistPayout, PayoutStatus } from "../../../src/features/payouts/payouts.contract.ts";
import { agencyDate } from "../../../src/platform/i18n/format.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { DataTable } from "../../lib/ui/DataTable.tsx";
import { TextField } from "../../lib/ui/Field.tsx";
import { PayLinesTable } from "../../lib/ui/PayLinesTable.tsx";
import { CsvPageHeader, ListState } from "../ui.tsx";

/** One artist's owed lines and the form that records their payment as one batch, with its reference. */
function ArtistPayoutCard({ payout, onPaid }: { payout: ArtistPayout; onPaid(): void }) {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const [reference, setReference] = useState("");
  const [busy, setBusy] = useState(false);
  const owed = payout.lines.filter((line) => line.paidAt === null);
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const json = { artistId: payout.artistId, lineIds: owed.map((line) => line.id), reference };
    const done = await perform(() => call(client.admin.payouts.pay.$post, { json }));
    setBusy(false);
    if (done) onPaid();
  };
  return (
    <li className="admin-panel">
      <h2 className="admin-panel__title">{payout.name}</h2>
      <p>{t("admin.payouts.total", { amount: format.money(payout.totalCents), count: payout.lines.length })}</p>
      <PayLinesTable lines={payout.lines} caption={t("admin.payouts.linesOf", { name: payout.name })} />
      {owed.length > 0 && (
        <form className="form" onSubmit={pay} aria-busy={busy}>
          <TextField
            label={t("admin.payouts.reference")}
            hint={t("admin.payouts.referenceHint")}
            required
            maxLength={100}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={busy || reference.trim() === ""}>
            {t("admin.payouts.pay", { name: payout.name, amount: format.money(owed.reduce((sum, line) => sum + line.amountCents, 0)) })}
          </button>
        </form>
      )}
    </li>
  );
}

/** What the agency owes its artists (or paid them), by artist, one month's or all; paying a batch mails the artist. */
export function PayoutsPage() {
  const t = useT();
  const [status, setStatus] = useState<PayoutStatus>("unpaid");
  const [month, setMonth] = useState("");
  const query = { status, ...(month ? { month } : {}) };
  const loaded = useApiGet(client.admin.payouts, { query });
  return (
    <div className="admin-page">
      <CsvPageHeader words="admin.payouts" href={`/api/admin/payouts.csv?${new URLSearchParams(query)}`} />
      <div className="admin-panel form form-grid form-grid--2">
        <label className="field">
          <span>{t("admin.payouts.status")}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as PayoutStatus)}>
            <option value="unpaid">{t("admin.payouts.status.unpaid")}</option>
            <option value="paid">{t("admin.payouts.status.paid")}</option>
          </select>
        </label>
        <TextField label={t("admin.payouts.month")} hint={t("admin.payouts.monthHint")} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </div>
      <ListState data={loaded.data} failed={loaded.failed} empty={t(status === "unpaid" ? "admin.payouts.emptyUnpaid" : "admin.payouts.emptyPaid")} />
      {loaded.data && loaded.data.length > 0 && (
        <ul className="admin-stack">
          {loaded.data.map((payout) => (
            <ArtistPayoutCard key={payout.artistId} payout={payout} onPaid={loaded.reload} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The year's T4A slips: every artist paid $500 or more in the calendar year, and the CSV the bookkeeper completes. */
export function T4aPage() {
  const t = useT();
  const format = useFormat();
  const current = Number(agencyDate(new Date()).slice(0, 4));
  const [year, setYear] = useState(current - 1);
  const loaded = useApiGet(client.admin.t4a, { query: { year: String(year) } });
  const slips = loaded.data?.items ?? null;
  return (
    <div className="admin-page">
      <CsvPageHeader words="admin.t4a" href={`/api/admin/t4a.csv?year=${year}`} />
      <div className="admin-panel form">
        <label className="field">
          <span>{t("invoice.pay.year")}</span>
          <select value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {[current, current - 1, current - 2].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListState data={slips} failed={loaded.failed} empty={t("admin.t4a.empty", { year: String(year) })} />
      {slips && slips.length > 0 && (
        <DataTable
          caption={t("admin.t4a.title")}
          captionHidden
          rows={slips}
          rowKey={(slip) => slip.artistId}
          columns={[
            { label: t("admin.t4a.recipient"), cell: (slip) => slip.name },
            { label: t("admin.t4a.address"), cell: (slip) => slip.address },
            { label: t("admin.t4a.box048"), cell: (slip) => format.money(slip.totalCents) },
            { label: t("admin.t4a.lines"), cell: (slip) => slip.lines.length },
          ]}
        />
      )}
    </div>
  );
}
