import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { AdminJob, JobApplicant, JobStatusChange } from "../../../src/contracts/admin.ts";
import { EXPERIENCE_EDIT_LABELS, type Experience } from "../../../src/contracts/artists.ts";
import { dayjs, fromNow } from "../../lib/format.ts";
import type { JobStatus } from "../../../src/contracts/jobs.ts";
import { JobView } from "../../lib/ui/JobView.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";
import { useCounts } from "../counts.tsx";
import { call, client } from "../../lib/api.ts";
import { perform, useApiGet } from "../../lib/data.ts";
import { Avatar, ConfirmAction, ListState } from "../ui.tsx";

function Applicant({ applicant, job, onConfirm }: { applicant: JobApplicant; job: AdminJob; onConfirm(artistId: string): Promise<unknown> }) {
  const approved = applicant.artistStatus === "approved";
  return (
    <li className={applicant.confirmed ? "admin-applicant is-confirmed" : "admin-applicant"}>
      <Avatar src={applicant.headshotUrl} name={applicant.name} size={56} />
      <div className="admin-applicant__body">
        <div className="admin-applicant__head">
          <strong className="admin-applicant__name">{applicant.name}</strong>
          {applicant.confirmed && <StatusBadge status="confirmed" label="Confirmed artist" />}
          {!approved && <StatusBadge status={applicant.artistStatus} label={`Artist ${applicant.artistStatus}`} />}
        </div>
        <p className="muted admin-applicant__meta">
          <a href={`mailto:${applicant.email}`}>{applicant.email}</a> · {EXPERIENCE_EDIT_LABELS[applicant.experience as Experience] ?? applicant.experience} ·
          opted in {fromNow(applicant.appliedAt)}
        </p>
        {applicant.artistStyle.length > 0 && (
          <ul className="badge-list">
            {applicant.artistStyle.map((s) => (
              <li key={s} className={s === job.style ? "badge" : "badge badge--neutral"}>
                {s}
              </li>
            ))}
          </ul>
        )}
        {applicant.note ? (
          <blockquote className="admin-note">{applicant.note}</blockquote>
        ) : (
          <p className="muted admin-applicant__nonote">No additional details.</p>
        )}
      </div>
      {job.status === "pending" && (
        <div className="admin-applicant__actions">
          <ConfirmAction
            label="Confirm artist"
            tone="primary"
            question={`Book ${applicant.name} for this job?`}
            confirmLabel="Yes, confirm"
            disabled={!approved}
            disabledReason="Only an approved artist can be confirmed"
            onConfirm={() => onConfirm(applicant.artistId)}
          />
        </div>
      )}
    </li>
  );
}

const TRANSITIONS: { to: JobStatusChange; label: string; question: string; confirmLabel: string; from: AdminJob["status"][]; tone: "primary" | "danger" }[] = [
  { to: "completed", label: "Mark completed", question: "Mark this job as completed?", confirmLabel: "Yes, completed", from: ["confirmed"], tone: "primary" },
  { to: "cancelled", label: "Cancel job", question: "Cancel this job?", confirmLabel: "Yes, cancel it", from: ["pending", "confirmed"], tone: "danger" },
];

/** Who opted in to the job (with their notes); confirming one changes the job, so the screen reads it again. */
function Applicants({ job, onChange }: { job: AdminJob; onChange(): void }) {
  const applicants = useApiGet(client.admin.jobs[":jobId"].applicants, { param: { jobId: job._id }, query: {} });
  const confirm = async (artistId: string) => {
    const reply = await perform(() => call(client.admin.jobs[":jobId"].confirm.$put, { param: { jobId: job._id }, json: { artistId } }));
    // A 409 (someone confirmed first) also changed what this screen should show.
    applicants.reload();
    onChange();
    return reply;
  };
  return (
    <section className="admin-panel">
      <div className="admin-panel__header">
        <h2 className="admin-panel__title">Artists who opted in</h2>
        <span className="badge badge--neutral">{job.applicantCount}</span>
      </div>
      <ListState data={applicants.data} failed={applicants.failed} empty="No artist has opted in to this job yet." />
      {applicants.data && applicants.data.length > 0 && (
        <ul className="admin-applicants">
          {applicants.data.map((a) => (
            <Applicant key={a.artistId} applicant={a} job={job} onConfirm={confirm} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One job: its details and studio, who opted in, confirm one, complete or cancel. */
export function JobDetailPage({ jobId }: { jobId: string }) {
  const { refresh } = useCounts();
  // The status picked in the list, for the way back; the job's own once it is known.
  const [status, setStatus] = useState<JobStatus>("pending");
  return (
    <JobView
      route={client.admin.jobs[":jobId"]}
      jobId={jobId}
      onLoaded={(job) => setStatus(job.status)}
      back={
        <Link to="/admin/jobs" search={{ status, page: 1 }} className="job-view__back">
          ← Jobs
        </Link>
      }
      notFound={() => <p className="empty">This job could not be loaded.</p>}
      eyebrow={(job) => job.style}
      subtitle={(job) => job.confirmedAt && <p className="muted">Confirmed {dayjs(job.confirmedAt).format("MMM D, YYYY")}</p>}
      actions={(job, reload) =>
        TRANSITIONS.filter((t) => t.from.includes(job.status)).map((t) => (
          <ConfirmAction
            key={t.to}
            label={t.label}
            tone={t.tone}
            question={t.question}
            confirmLabel={t.confirmLabel}
            onConfirm={async () => {
              const changed = await perform(() => call(client.admin.jobs[":jobId"].status.$put, { param: { jobId }, json: { status: t.to } }));
              if (changed) {
                reload();
                refresh();
              }
            }}
          />
        ))
      }
      facts={(job) => (
        <>
          <div className="job-facts__wide">
            <dt>Studio</dt>
            <dd>
              {job.client.studioName} ({job.client.studioDirector})
              <br />
              <a href={`mailto:${job.client.email}`}>{job.client.email}</a> · <a href={`tel:${job.client.contactNumber}`}>{job.client.contactNumber}</a>
            </dd>
          </div>
          {job.confirmedArtist && (
            <div>
              <dt>Confirmed artist</dt>
              <dd>
                <strong>{job.confirmedArtist.name}</strong>
              </dd>
            </div>
          )}
        </>
      )}
    >
      {(job, reload) => (
        <Applicants
          job={job}
          onChange={() => {
            reload();
            refresh();
          }}
        />
      )}
    </JobView>
  );
}
