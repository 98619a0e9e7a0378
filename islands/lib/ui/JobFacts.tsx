import type { ReactNode } from "react";
import type { Job } from "../../../src/contracts/jobs.ts";
import { cityLine, formatDate, formatRate, fromNow, jobHours, mapUrl, weekday } from "../format.ts";

interface JobFactsProps {
  job: Job;
  /** Facts only one area shows (the agency's studio and booked artist), each a `<div><dt/><dd/></div>`. */
  children?: ReactNode;
}

/** The facts of a job as every area shows them (SPEC §3): style, rate, dates, hours, place with its map, description. */
export function JobFacts({ job, children }: JobFactsProps) {
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
          <dd>{jobHours(job)}</dd>
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
        {children}
      </dl>
      <section className="job-facts__description">
        <h2>Description</h2>
        {job.description ? <p>{job.description}</p> : <p className="muted">No description given.</p>}
      </section>
      <p className="muted job-facts__posted">Posted {fromNow(job.createdAt)}</p>
    </div>
  );
}
