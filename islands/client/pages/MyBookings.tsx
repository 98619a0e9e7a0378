import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { JOBS_PAGE_SIZE } from "../../../src/features/jobs/jobs.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { EmptyState } from "../../lib/ui/EmptyState.tsx";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { Tabs } from "../../lib/ui/Tabs.tsx";
import { PostDraft } from "../components/JobActions.tsx";
import { LoadedJobs, UpcomingEmpty } from "../components/LoadedJobs.tsx";
import { useJobsPage, type JobsKind } from "../data.ts";
import { PageHead } from "../components/PageHead.tsx";
import type { BookingsSearch, BookingsTab } from "../search.ts";
import { myBookingsRoute } from "../router.tsx";

const PAGES_LABEL = {
  pending: "client.bookings.pages.requests",
  draft: "client.bookings.pages.drafts",
  confirmed: "client.bookings.pages.confirmed",
  completed: "client.bookings.pages.completed",
} as const satisfies Record<JobsKind, MessageKey>;

/** The tabs in their order: each one's name in the address (its page's too), the jobs it lists and its label. */
const BOOKING_TABS = [
  { key: "requests", kind: "pending", label: "client.bookings.tab.requests" },
  { key: "drafts", kind: "draft", label: "client.bookings.tab.drafts" },
  { key: "confirmed", kind: "confirmed", label: "client.bookings.tab.confirmed" },
  { key: "completed", kind: "completed", label: "client.bookings.tab.completed" },
] as const satisfies readonly { key: BookingsTab; kind: JobsKind; label: MessageKey }[];

/** What each empty tab says, and the way to fill it. */
function TabEmpty({ kind }: { kind: JobsKind }) {
  const t = useT();
  switch (kind) {
    case "pending":
      return (
        <EmptyState
          title={t("client.empty.requests.title")}
          text={t("client.empty.requests.text")}
          action={{ to: "/client/booking-form", label: t("client.empty.requests.action") }}
        />
      );
    case "draft":
      return <EmptyState title={t("client.empty.drafts.title")} text={t("client.empty.drafts.text")} />;
    case "confirmed":
      return <UpcomingEmpty />;
    case "completed":
      return <EmptyState title={t("client.empty.completed.title")} text={t("client.empty.completed.text")} />;
  }
}

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
  const booking = kind === "confirmed" || kind === "completed";
  return (
    <>
      <LoadedJobs
        loaded={loaded}
        hrefOf={(job) => (booking ? `/client/jobs/confirmed/${job._id}` : `/client/jobs/details/${job._id}`)}
        actions={kind === "draft" ? (job) => <PostDraft job={job} size="sm" /> : undefined}
        empty={<TabEmpty kind={kind} />}
      />
      {loaded.data && <Pagination page={page} pageCount={pageCount} onChange={onPage} label={t(PAGES_LABEL[kind])} />}
    </>
  );
}

/** SPEC §2 my-bookings: requests, drafts, upcoming and completed bookings, 10 a page, each tab with its own page. */
export function MyBookings() {
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
          tabs={BOOKING_TABS.map(({ key, kind, label }) => ({
            key,
            label: t(label),
            panel: <JobsTab kind={kind} page={search[key]} onPage={(page) => go({ [key]: page })} />,
          }))}
        />
      </section>
    </div>
  );
}
