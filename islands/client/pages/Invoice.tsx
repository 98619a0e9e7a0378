import { Link } from "@tanstack/react-router";
import type { Invoice } from "../../../src/features/invoices/invoice.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { InvoiceActions, InvoiceDocument } from "../../lib/ui/InvoiceDocument.tsx";
import { invoiceRoute, jobInvoiceRoute } from "../router.tsx";

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
