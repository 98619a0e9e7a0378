import type { ReactNode } from "react";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { mapUrl, useFormat } from "../format.ts";

interface JobFactsProps {
  job: Job;
  /** Facts only one area shows (the agency's studio and booked artist), each a `<div><dt/><dd/></div>`. */
  children?: ReactNode;
}

/** The facts of a job as every area shows them (SPEC §3): style, rate, dates, hours, place with its map, description. */
export function JobFacts({ job, children }: JobFactsProps) {
  const t = useT();
  const f = useFormat();
  const oneDay = job.startDate === job.endDate;
  return (
    <div className="job-facts">
      <dl className="job-facts__grid">
        <div>
          <dt>{t("app.jobFacts.style")}</dt>
          <dd>
            <span className="badge">{job.style}</span>
          </dd>
        </div>
        <div>
          <dt>{t("app.jobFacts.rate")}</dt>
          <dd className="job-facts__rate">{f.rate(job.rate)}</dd>
        </div>
        <div>
          <dt>{t("app.jobFacts.dates", { span: oneDay ? "oneDay" : "several" })}</dt>
          <dd>{oneDay ? f.weekdayDate(job.startDate) : t("app.format.range", { start: f.weekdayDate(job.startDate), end: f.date(job.endDate) })}</dd>
        </div>
        <div>
          <dt>{t("app.jobFacts.hours")}</dt>
          <dd>{f.hours(job)}</dd>
        </div>
        <div className="job-facts__wide">
          <dt>{t("app.jobFacts.location")}</dt>
          <dd>
            <address>
              {job.address}
              <br />
              {f.place(job)} {job.postalCode}
            </address>
            <a className="map-link" href={mapUrl(job)} target="_blank" rel="noopener noreferrer">
              {t("app.jobFacts.map")}
            </a>
          </dd>
        </div>
        {children}
      </dl>
      <section className="job-facts__description">
        <h2>{t("app.jobFacts.description")}</h2>
        {job.description ? <p>{job.description}</p> : <p className="muted">{t("app.jobFacts.noDescription")}</p>}
      </section>
      <p className="muted job-facts__posted">{t("app.jobFacts.posted", { when: f.fromNow(job.createdAt) })}</p>
    </div>
  );
}
