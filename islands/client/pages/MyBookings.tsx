import { createRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { JOBS_PAGE_SIZE } from "../../../src/contracts/jobs.ts";
import { useT } from "../../../src/i18n/react.tsx";
import { EmptyState } from "../../lib/ui/EmptyState.tsx";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { tabPagesSearch } from "../../lib/ui/search.ts";
import { Tabs } from "../../lib/ui/Tabs.tsx";
import { LoadedJobs } from "../components/LoadedJobs.tsx";
import { useJobsPage, type JobsKind } from "../data.ts";
import { PageHead } from "../components/PageHead.tsx";
import { clientRoute } from "../root.tsx";

export type BookingsTab = "requests" | "confirmed";

/** `?tab=&requests=&confirmed=`: the open tab and each tab's own page (SPEC §2). */
export type BookingsSearch = ReturnType<typeof validateBookingsSearch>;

export const validateBookingsSearch = (search: Record<string, unknown>) =>
  tabPagesSearch<BookingsTab, BookingsTab>(search, { requests: "requests", confirmed: "confirmed" });

interface JobsTabProps {
  kind: JobsKind;
  page: number;
  onPage(page: number): void;
}

function JobsTab({ kind, page, onPage }: JobsTabProps) {
  const t = useT();
  const loaded = useJobsPage(kind, page);
  const total = loaded.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  // A page emptied meanwhile (a request cancelled or confirmed): show the last one that has jobs.
  const overflow = loaded.data !== null && loaded.data.items.length === 0 && total > 0 && page > pageCount;
  useEffect(() => {
    if (overflow) onPage(pageCount);
  }, [overflow, pageCount, onPage]);
  const hrefOf = kind === "pending" ? (id: string) => `/client/jobs/details/${id}` : (id: string) => `/client/jobs/confirmed/${id}`;
  return (
    <>
      <LoadedJobs
        loaded={loaded}
        hrefOf={(job) => hrefOf(job._id)}
        empty={
          kind === "pending" ? (
            <EmptyState
              title={t("app.jobList.empty")}
              text={t("client.empty.requests.text")}
              action={{ to: "/client/booking-form", label: t("client.empty.requests.action") }}
            />
          ) : (
            <EmptyState title={t("app.jobList.empty")} text={t("client.empty.confirmed.text")} />
          )
        }
      />
      {loaded.data && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onChange={onPage}
          label={t(kind === "pending" ? "client.bookings.pages.requests" : "client.bookings.pages.confirmed")}
        />
      )}
    </>
  );
}

/** SPEC §2 my-bookings: requests and confirmed jobs, 10 a page, each tab with its own page. */
function MyBookings() {
  const t = useT();
  const search = myBookingsRoute.useSearch();
  const navigate = useNavigate();
  const go = (patch: Partial<BookingsSearch>) => void navigate({ to: "/client/my-bookings", search: { ...search, ...patch } });
  return (
    <div className="page-stack">
      <PageHead eyebrow={t("client.nav.bookings")} title={t("client.bookings.title")}>
        <Link to="/client/booking-form" className="btn btn--primary">
          {t("client.bookings.createNew")}
        </Link>
      </PageHead>
      <section className="panel">
        <Tabs<BookingsTab>
          active={search.tab}
          onChange={(tab) => go({ tab })}
          tabs={[
            {
              key: "requests",
              label: t("client.bookings.tab.requests"),
              panel: <JobsTab kind="pending" page={search.requests} onPage={(requests) => go({ requests })} />,
            },
            {
              key: "confirmed",
              label: t("client.bookings.tab.confirmed"),
              panel: <JobsTab kind="confirmed" page={search.confirmed} onPage={(confirmed) => go({ confirmed })} />,
            },
          ]}
        />
      </section>
    </div>
  );
}

export const myBookingsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "my-bookings",
  validateSearch: validateBookingsSearch,
  component: MyBookings,
});
