import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Job } from "../../../src/contracts/jobs.ts";
import { useT } from "../../../src/i18n/react.tsx";
import { useFormat } from "../format.ts";
import { Skeleton } from "./Skeleton.tsx";

interface JobListProps {
  jobs: Job[] | null;
  /** Where a row leads, e.g. (job) => `/client/jobs/details/${job._id}`. */
  hrefOf(job: Job): string;
  /** The loading text ("Loading data ..." by default), read to screen readers over the skeleton. */
  loadingText?: string;
  /** What an empty list says and offers next (an `EmptyState`); 'No Jobs Available' alone by default. */
  empty?: ReactNode;
}

/** Rows of jobs as SPEC §3 displays them; a skeleton while they load; 'No Jobs Available' (or `empty`) when none. */
export function JobList({ jobs, hrefOf, loadingText, empty }: JobListProps) {
  const t = useT();
  const f = useFormat();
  if (jobs === null) return <Skeleton label={loadingText ?? t("app.jobList.loading")} />;
  if (jobs.length === 0) return empty ?? <p className="empty">{t("app.jobList.empty")}</p>;
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job._id}>
          <Link to={hrefOf(job)} className="job-row">
            <span className="job-row__main">
              <strong className="job-row__title">{job.studioName}</strong>
              <span className="badge">{job.style}</span>
            </span>
            <span className="job-row__meta">
              <span>{f.cityLine(job.city)}</span>
              <span>
                {f.weekday(job.startDate)} · {f.hours(job)}
              </span>
            </span>
            <span className="job-row__side">
              <span className="job-row__rate">{f.rate(job.rate)}</span>
              <span className="muted">{f.fromNow(job.createdAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
