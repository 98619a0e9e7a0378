import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../format.ts";
import { Skeleton } from "./Skeleton.tsx";
import { UrgentBadge } from "./UrgentBadge.tsx";

interface JobListProps<T extends Job> {
  jobs: T[] | null;
  /** Where a row leads, e.g. (job) => `/client/jobs/details/${job._id}`; null: a row that leads nowhere (a job no longer open to the reader). */
  hrefOf(job: T): string | null;
  /** A badge beside the style: what the job is to the reader (the state of an artist's opt-in). */
  badge?(job: T): ReactNode;
  /** What the row's corner says instead of how long ago the job was posted. */
  since?(job: T): string;
  /** The loading text ("Loading data ..." by default), read to screen readers over the skeleton. */
  loadingText?: string;
  /** What an empty list says and offers next (an `EmptyState`); 'No Jobs Available' alone by default. */
  empty?: ReactNode;
  /** What the area can do with a row's job, beside it (the studio's "Post" on a draft). */
  actions?(job: T): ReactNode;
  /** What the row is headed by instead of the job's studio (the studio's own rows name who teaches). */
  title?(job: T): ReactNode;
}

/** Rows of jobs as SPEC §3 displays them (its days and hours, the address as the studio wrote it); a skeleton while they load; 'No Jobs Available' (or `empty`) when none. */
export function JobList<T extends Job>({ jobs, hrefOf, badge, since, loadingText, empty, actions, title }: JobListProps<T>) {
  const t = useT();
  const f = useFormat();
  if (jobs === null) return <Skeleton label={loadingText ?? t("app.jobList.loading")} />;
  if (jobs.length === 0) return empty ?? <p className="empty">{t("app.jobList.empty")}</p>;
  return (
    <ul className="job-list">
      {jobs.map((job) => {
        const href = hrefOf(job);
        const row = (
          <>
            <span className="job-row__main">
              {title ? title(job) : <strong className="job-row__title">{job.studioName}</strong>}
              <span className="badge">{job.style}</span>
              {job.urgent && <UrgentBadge />}
              {badge?.(job)}
            </span>
            <span className="job-row__meta">
              <span className="job-row__when">{f.schedule(job)}</span>
              <span className="job-row__where">{t("app.jobList.place", { address: job.address, city: job.city })}</span>
            </span>
            <span className="job-row__side">
              <span className="job-row__rate">{f.rate(job.rate)}</span>
              <span className="muted">{since ? since(job) : f.fromNow(job.createdAt)}</span>
            </span>
          </>
        );
        return (
          <li key={job._id} className={actions ? "job-list__item job-list__item--actions" : "job-list__item"}>
            {href === null ? (
              <div className="job-row job-row--static">{row}</div>
            ) : (
              <Link to={href} className="job-row">
                {row}
              </Link>
            )}
            {actions?.(job)}
          </li>
        );
      })}
    </ul>
  );
}
