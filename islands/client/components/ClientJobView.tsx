import { Link } from "@tanstack/react-router";
import type { Job, JobStatus } from "../../../src/contracts/jobs.ts";
import { client } from "../../lib/api.ts";
import { JobView, type JobViewProps, useStoredJob } from "../../lib/ui/JobView.tsx";

/** A job's status as the studio reads it. */
const STUDIO_STATUS_LABELS: Record<JobStatus, string> = {
  pending: "Awaiting artist",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** What a job screen shows when the job is unknown, another studio's, or unanswered. */
export function JobNotAvailable() {
  return (
    <section className="card state-card" role="alert">
      <h1>Job not available</h1>
      <p className="muted">This job does not exist or is not one of yours.</p>
      <Link to="/client/my-bookings" className="btn btn--primary">
        Back to Bookings
      </Link>
    </section>
  );
}

/** Where a confirmed booking of this studio loads from, and its copy in the `job` slice. */
export function useConfirmedBooking(jobId: string) {
  return { route: client.job["user-confirmed-job-details"][":jobId"], jobId, ...useStoredJob("clientConfirmedJob", jobId) };
}

type ClientJobViewProps<T extends Job> = Omit<JobViewProps<T>, "back" | "notFound" | "statusLabels"> & {
  /** The bookings tab the way back opens. */
  backTab?: "requests" | "confirmed";
};

/** The shared job screen in the studio's words, with the way back to its bookings. */
export function ClientJobView<T extends Job>({ backTab, ...view }: ClientJobViewProps<T>) {
  return (
    <JobView
      {...view}
      statusLabels={STUDIO_STATUS_LABELS}
      back={
        <Link to="/client/my-bookings" search={backTab && { tab: backTab }} className="job-view__back">
          ← Back to Bookings
        </Link>
      }
      notFound={() => <JobNotAvailable />}
    />
  );
}
