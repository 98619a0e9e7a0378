import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Job } from "../../../src/contracts/jobs.ts";
import type { JobView } from "../data.ts";

interface JobGuardProps<T extends Job> {
  view: JobView<T>;
  loadingText: string;
  children(job: T): ReactNode;
}

/** A job's status as the studio reads it, with the design system's badge for it. */
const STATUS_BADGES: Record<Job["status"], { label: string; badge: string }> = {
  pending: { label: "Awaiting artist", badge: "badge--warning" },
  confirmed: { label: "Confirmed", badge: "badge--success" },
  completed: { label: "Completed", badge: "badge--success" },
  cancelled: { label: "Cancelled", badge: "badge--neutral" },
};

/** A job screen's states: loading, not available (unknown, another studio's, unanswered), or the job. */
export function JobGuard<T extends Job>({ view, loadingText, children }: JobGuardProps<T>) {
  if (view.failed) {
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
  if (!view.job) {
    return (
      <p className="muted" role="status">
        {loadingText}
      </p>
    );
  }
  return <>{children(view.job)}</>;
}

/** The head of a job screen: what it is, the studio, its status, and what can be done. */
export function JobHeader({ eyebrow, job, children }: { eyebrow: string; job: Job; children: ReactNode }) {
  return (
    <header className="page-head">
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h1>{job.studioName}</h1>
        <span className={`badge ${STATUS_BADGES[job.status].badge} status`}>{STATUS_BADGES[job.status].label}</span>
      </div>
      <div className="page-head__actions">{children}</div>
    </header>
  );
}
