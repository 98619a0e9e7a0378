import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Job } from "../../../src/contracts/jobs.ts";
import { useT } from "../../../src/i18n/react.tsx";
import { useFormat } from "../format.ts";

interface JobListProps {
  jobs: Job[] | null;
  /** Where a row leads, e.g. (job) => `/client/jobs/details/${job._id}`. */
  hrefOf(job: Job): string;
  /** The loading text ("Loading data ..." by default). */
  loadingText?: string;
  /** What the area can do with a row's job, beside it (the studio's "Post" on a draft). */
  actions?(job: Job): ReactNode;
}

/** Rows of jobs as SPEC §3 displays them (its days and hours, the address as the studio wrote it); 'No Jobs Available' when empty. */
export function JobList({ jobs, hrefOf, loadingText, actions }: JobListProps) {
  const t = useT();
  const f = useFormat();
  if (jobs === null)
    return (
      <p className="muted" role="status">
        {loadingText ?? t("app.jobList.loading")}
      </p>
    );
  if (jobs.length === 0) return <p className="empty">{t("app.jobList.empty")}</p>;
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job._id} className={actions ? "job-list__item job-list__item--actions" : "job-list__item"}>
          <Link to={hrefOf(job)} className="job-row">
            <span className="job-row__main">
              <strong className="job-row__title">{job.studioName}</strong>
              <span className="badge">{job.style}</span>
            </span>
            <span className="job-row__meta">
              <span className="job-row__when">{f.schedule(job)}</span>
              <span className="job-row__where">{t("app.jobList.place", { address: job.address, city: job.city })}</span>
            </span>
            <span className="job-row__side">
              <span className="job-row__rate">{f.rate(job.rate)}</span>
              <span className="muted">{f.fromNow(job.createdAt)}</span>
            </span>
          </Link>
          {actions?.(job)}
        </li>
      ))}
    </ul>
  );
}
