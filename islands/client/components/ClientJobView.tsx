import { Link } from "@tanstack/react-router";
import type { Job, JobStatus } from "../../../src/features/jobs/jobs.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { JobView, type JobViewProps, useStoredJob } from "../../lib/ui/JobView.tsx";
import { StateCard } from "../../lib/ui/StateCard.tsx";
import type { BookingsTab } from "../search.ts";

/** A job's status as the studio reads it. */
const STUDIO_STATUS_LABELS: Record<JobStatus, MessageKey> = {
  pending: "client.job.status.pending",
  confirmed: "client.job.status.confirmed",
  completed: "client.job.status.completed",
  cancelled: "client.job.status.cancelled",
  draft: "client.job.status.draft",
};

/** What a job screen shows when the job is unknown, another studio's, or unanswered. */
export function JobNotAvailable() {
  const t = useT();
  return (
    <StateCard
      alert
      title={t("client.job.notAvailable.title")}
      text={t("client.job.notAvailable.text")}
      action={{ to: "/client/my-bookings", label: t("client.job.backToBookings") }}
    />
  );
}

/** Where a confirmed booking of this studio loads from, and its copy in the `job` slice. */
export function useConfirmedBooking(jobId: string) {
  return { route: client.job["user-confirmed-job-details"][":jobId"], jobId, ...useStoredJob("clientConfirmedJob", jobId) };
}

type ClientJobViewProps<T extends Job> = Omit<JobViewProps<T>, "back" | "notFound" | "statusLabels"> & {
  /** The bookings tab the way back opens. */
  backTab?: BookingsTab;
};

/** The shared job screen in the studio's words, with the way back to its bookings. */
export function ClientJobView<T extends Job>({ backTab, ...view }: ClientJobViewProps<T>) {
  const t = useT();
  const statusLabels = Object.fromEntries(Object.entries(STUDIO_STATUS_LABELS).map(([status, key]) => [status, t(key)])) as Record<JobStatus, string>;
  return (
    <JobView
      {...view}
      statusLabels={statusLabels}
      back={
        <Link to="/client/my-bookings" search={backTab && { tab: backTab }} className="job-view__back">
          {t("client.job.backArrow")}
        </Link>
      }
      notFound={() => <JobNotAvailable />}
    />
  );
}
