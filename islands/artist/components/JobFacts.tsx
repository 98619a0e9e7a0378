import type { Job } from "../../../src/contracts/jobs.ts";
import { cityLine, formatDate, formatRate, fromNow, jobHours, mapUrl, weekday } from "../../lib/format.ts";

/** The facts of a job as an artist weighs them: who, what, when, where, how much. */
export function JobFacts({ job }: { job: Job }) {
  const sameDay = job.startDate === job.endDate;
  return (
    <article className="aa-job">
      <header className="aa-job__head">
        <div>
          <p className="eyebrow">{job.style}</p>
          <h1 className="aa-job__title">{job.studioName}</h1>
          <p className="muted">Posted {fromNow(job.createdAt)}</p>
        </div>
        <p className="aa-job__rate">{formatRate(job.rate)}</p>
      </header>
      <dl className="aa-facts">
        <div>
          <dt>When</dt>
          <dd>
            {weekday(job.startDate)}, {formatDate(job.startDate)}
            {!sameDay && ` – ${weekday(job.endDate)}, ${formatDate(job.endDate)}`}
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>
            {jobHours(job)}
          </dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>
            {job.address}, {cityLine(job.city)} {job.postalCode}{" "}
            <a href={mapUrl(job)} target="_blank" rel="noreferrer noopener">
              View on map
            </a>
          </dd>
        </div>
        <div>
          <dt>Style</dt>
          <dd>
            <span className="badge">{job.style}</span>
          </dd>
        </div>
      </dl>
      {job.description && (
        <section className="aa-job__desc">
          <h2>About the job</h2>
          <p>{job.description}</p>
        </section>
      )}
    </article>
  );
}
