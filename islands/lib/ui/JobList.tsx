import { Link } from "@tanstack/react-router";
import type { Job } from "../../../src/contracts/jobs.ts";
import { cityLine, formatRate, fromNow, jobHours, weekday } from "../format.ts";

interface JobListProps {
  jobs: Job[] | null;
  /** Where a row leads, e.g. (job) => `/client/jobs/details/${job._id}`. */
  hrefOf(job: Job): string;
  loadingText?: string;
}

/** Rows of jobs as SPEC §3 displays them; 'No Jobs Available' when empty. */
export function JobList({ jobs, hrefOf, loadingText = "Loading data ..." }: JobListProps) {
  if (jobs === null)
    return (
      <p className="muted" role="status">
        {loadingText}
      </p>
    );
  if (jobs.length === 0) return <p className="empty">No Jobs Available</p>;
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
              <span>{cityLine(job.city)}</span>
              <span>
                {weekday(job.startDate)} · {jobHours(job)}
              </span>
            </span>
            <span className="job-row__side">
              <span className="job-row__rate">{formatRate(job.rate)}</span>
              <span className="muted">{fromNow(job.createdAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
