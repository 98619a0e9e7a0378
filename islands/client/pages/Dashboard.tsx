import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { isSettled } from "../../lib/data.ts";
import { userAtom } from "../../lib/state.ts";
import { EmptyState } from "../../lib/ui/EmptyState.tsx";
import { InvoiceList } from "../../lib/ui/InvoiceList.tsx";
import { JobsPanel } from "../../lib/ui/JobsPanel.tsx";
import { LoadedJobs, UpcomingEmpty } from "../components/LoadedJobs.tsx";
import { useJobsPage } from "../data.ts";

/** SPEC §2 dashboard: greeting, profile link, the upcoming bookings, the invoices with their paid/unpaid state. */
export function Dashboard() {
  const t = useT();
  const user = useAtomValue(userAtom);
  const confirmed = useJobsPage("confirmed", 1);
  const pending = useJobsPage("pending", 1);
  const completed = useJobsPage("completed", 1);
  const noJobYet = pending.data?.total === 0 && confirmed.data?.total === 0 && completed.data?.total === 0;
  // The invoices show below the bookings once those have their size: shown at once, they were pushed
  // up as the bookings' loading rows gave way to shorter content (CLS). They load meanwhile, hidden: loaded
  // only once shown, their call came after the bookings' answers, a round trip later.
  const listsSettled = isSettled(pending) && isSettled(confirmed);
  return (
    <div className="page-stack">
      <section className="welcome">
        <div>
          <p className="eyebrow">{t("client.dashboard.eyebrow")}</p>
          <h1>{t("client.dashboard.greeting", { hasName: user ? "yes" : "no", name: user?.name ?? "" })}</h1>
          <p className="welcome__lead">{t("client.dashboard.lead")}</p>
        </div>
        <div className="welcome__actions">
          <Link to="/client/client-profile" className="btn btn--ghost-light">
            {t("client.dashboard.viewProfile")}
          </Link>
          <Link to="/client/booking-form" className="btn btn--primary">
            {t("client.dashboard.postJob")}
          </Link>
        </div>
      </section>

      <div className="summary-tiles">
        <Link to="/client/my-bookings" search={{ tab: "requests" }} className="summary-tile">
          <span className="summary-tile__value">{pending.data?.total ?? "–"}</span>
          <span className="summary-tile__label">{t("client.dashboard.requests")}</span>
        </Link>
        <Link to="/client/my-bookings" search={{ tab: "confirmed" }} className="summary-tile">
          <span className="summary-tile__value">{confirmed.data?.total ?? "–"}</span>
          <span className="summary-tile__label">{t("client.dashboard.confirmed")}</span>
        </Link>
        <Link to="/client/my-bookings" search={{ tab: "completed" }} className="summary-tile">
          <span className="summary-tile__value">{completed.data?.total ?? "–"}</span>
          <span className="summary-tile__label">{t("client.dashboard.completed")}</span>
        </Link>
      </div>

      <JobsPanel
        id="confirmed-bookings"
        title={t("client.dashboard.confirmed")}
        className="panel"
        all={{ to: "/client/my-bookings", search: { tab: "confirmed" }, label: t("client.dashboard.viewAll") }}
      >
        <LoadedJobs
          loaded={confirmed}
          hrefOf={(job) => `/client/jobs/confirmed/${job._id}`}
          empty={
            noJobYet ? (
              <EmptyState
                title={t("client.empty.firstJob.title")}
                text={t("client.empty.firstJob.text")}
                action={{ to: "/client/booking-form", label: t("client.empty.firstJob.action") }}
              />
            ) : (
              <UpcomingEmpty />
            )
          }
        />
      </JobsPanel>

      <section className="panel" aria-labelledby="studio-invoices" hidden={!listsSettled}>
        <header className="panel__header">
          <h2 id="studio-invoices" className="panel__title">
            {t("client.dashboard.invoices")}
          </h2>
        </header>
        <InvoiceList hrefOf={(invoice) => `/client/invoices/${invoice.id}`} />
      </section>
    </div>
  );
}
