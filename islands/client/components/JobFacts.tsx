import type { Job } from "../../../src/contracts/jobs.ts";
import { cityLine, formatDate, formatRate, fromNow, jobHours, mapUrl, weekday } from "../../lib/format.ts";

/** A job's status as the studio reads it, with the design system's badge for it. */
export const STATUS_BADGES: Record<Job["status"], { label: string; badge: string }> = {
  pending: { label: "Awaiting artist", badge: "badge--warning" },
  confirmed: { label: "Confirmed", badge: "badge--success" },
  completed: { label: "Completed", badge: "badge--success" },
  cancelled: { label: "Cancelled", badge: "badge--neutral" },
};

/** The facts of a job as the client reads them: when, where, what it pays. */
export function JobFacts({ job }: { job: Job }) {
  const oneDay = job.startDate === job.endDate;
  return (
    <div className="job-facts">
      <dl className="job-facts__grid">
        <div>
          <dt>Style</dt>
          <dd>
            <span className="badge">{job.style}</span>
          </dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd className="job-facts__rate">{formatRate(job.rate)}</dd>
        </div>
        <div>
          <dt>{oneDay ? "Date" : "Dates"}</dt>
          <dd>
            {weekday(job.startDate)}, {formatDate(job.startDate)}
            {!oneDay && <> – {formatDate(job.endDate)}</>}
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>
            {jobHours(job)}
          </dd>
        </div>
        <div className="job-facts__wide">
          <dt>Location</dt>
          <dd>
            <address>
              {job.address}
              <br />
              {cityLine(job.city)} {job.postalCode}
            </address>
            <a className="map-link" href={mapUrl(job)} target="_blank" rel="noopener noreferrer">
              Open in Google Maps ↗
            </a>
          </dd>
        </div>
      </dl>
      <section className="job-facts__description">
        <h2>Description</h2>
        {job.description ? <p>{job.description}</p> : <p className="muted">No description given.</p>}
      </section>
      <p className="muted job-facts__posted">Posted {fromNow(job.createdAt)}</p>
    </div>
  );
}
