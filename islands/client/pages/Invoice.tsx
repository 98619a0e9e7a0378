import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { Invoice } from "../../../src/features/invoices/invoice.contract.ts";
import { formatInstantDate } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { navigateToPaymentPage } from "../../lib/navigation.ts";
import { InvoiceActions, InvoiceDocument } from "../../lib/ui/InvoiceDocument.tsx";
import { invoiceRoute, jobInvoiceRoute } from "../router.tsx";

/** What the studio came back with from Stripe's page (`?card=returned` or `cancelled`), read once the page is in the browser. */
function useCardReturn(): string | null {
  const [card, setCard] = useState<string | null>(null);
  useEffect(() => setCard(new URLSearchParams(window.location.search).get("card")), []);
  return card;
}

/** How to pay an unpaid invoice: "Pay by card" when the agency takes cards, its e-Transfer and cheque instructions; the date a paid one was paid. */
function PayPanel({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const cardReturn = useCardReturn();
  const { data } = useApiGet(client.invoice[":invoiceId"], { param: { invoiceId: invoice.id } });
  if (invoice.kind !== "invoice") return null;
  if (invoice.status === "paid" && invoice.paidAt) {
    return (
      <p className="card pay-panel" role="status">
        {t("invoice.paidOn", { date: formatInstantDate(locale, invoice.paidAt, invoice.timeZone) })}
      </p>
    );
  }
  if (invoice.status !== "unpaid") return null;
  const payWith = data?.payWith;
  const payByCard = async () => {
    setBusy(true);
    const reply = await perform(() => call(client.invoice[":invoiceId"].checkout.$post, { param: { invoiceId: invoice.id } }));
    if (!reply || !navigateToPaymentPage(reply.response.url)) setBusy(false);
  };
  return (
    <section className="card pay-panel" aria-labelledby="pay-title">
      <h2 id="pay-title">{t("invoice.howToPay")}</h2>
      {cardReturn === "returned" && <p role="status">{t("invoice.cardReturned")}</p>}
      {cardReturn === "cancelled" && <p role="status">{t("invoice.cardCancelled")}</p>}
      {payWith?.card && (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={payByCard}>
          {t(busy ? "invoice.payByCardBusy" : "invoice.payByCard")}
        </button>
      )}
      {payWith?.etransferEmail && <p>{t("invoice.payEtransfer", { email: payWith.etransferEmail })}</p>}
      {payWith?.chequeInstructions && <p className="pay-panel__cheque">{t("invoice.payCheque", { instructions: payWith.chequeInstructions })}</p>}
    </section>
  );
}

/** The invoice once loaded; loading, or not available (never the studio's, or a broken call). */
function InvoiceScreen({ invoice, failed, jobId }: { invoice: Invoice | null | undefined; failed: boolean; jobId: string | null }) {
  const t = useT();
  const back = jobId && (
    <Link to="/client/jobs/confirmed/$jobId" params={{ jobId }} className="btn btn--outline">
      {t("invoice.back")}
    </Link>
  );
  if (invoice === undefined && !failed) {
    return (
      <p className="muted" role="status">
        {t("invoice.loading")}
      </p>
    );
  }
  if (!invoice) {
    return (
      <section className="card state-card">
        <p className="muted">{t(failed ? "invoice.notFound" : "invoice.none")}</p>
        {back}
      </section>
    );
  }
  return (
    <div className="page-stack">
      <InvoiceActions invoice={invoice}>{back}</InvoiceActions>
      <PayPanel invoice={invoice} />
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}

/** A booking's invoice (the notification of its completion links here): the original, not a credit note. */
export function JobInvoiceView() {
  const { jobId } = jobInvoiceRoute.useParams();
  const { data, failed } = useApiGet(client.invoices, { query: { jobId } }, { fallback: null });
  const invoice = data ? (data.find((i) => i.kind === "invoice") ?? null) : undefined;
  return <InvoiceScreen invoice={invoice} failed={failed} jobId={jobId} />;
}

/** One invoice or credit note of the studio, from its dashboard's list. */
export function InvoiceView() {
  const { invoiceId } = invoiceRoute.useParams();
  const { data, failed } = useApiGet(client.invoice[":invoiceId"], { param: { invoiceId } }, { fallback: null });
  return <InvoiceScreen invoice={data ?? undefined} failed={failed} jobId={data?.jobId ?? null} />;
}
