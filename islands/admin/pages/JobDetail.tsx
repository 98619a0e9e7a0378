import { Link } from "@tanstack/react-router";
import { JOB_STATUS_LABELS, type AdminJob, type JobApplicant, type JobStatusChange } from "../../../src/contracts/admin.ts";
import { EXPERIENCE_EDIT_LABELS, type Experience } from "../../../src/contracts/artists.ts";
import { dayjs, fromNow } from "../../lib/format.ts";
import { JobFacts } from "../../lib/ui/JobFacts.tsx";
import { useCounts } from "../counts.tsx";
import { call, client } from "../../lib/api.ts";
import { perform, useApiGet } from "../../lib/data.ts";
import { Avatar, ConfirmAction, ListState, StatusBadge } from "../ui.tsx";

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

/** One job: its details and studio, who opted in (with their notes), confirm one, complete or cancel. */
export function JobDetailPage({ jobId }: { jobId: string }) {
  const job = useApiGet(client.admin.jobs[":jobId"], { param: { jobId } });
  const applicants = useApiGet(client.admin.jobs[":jobId"].applicants, { param: { jobId }, query: {} });
  const { refresh } = useCounts();
  const changed = () => {
    job.reload();
    applicants.reload();
    refresh();
  };
  const confirm = async (artistId: string) => {
    const reply = await perform(() => call(client.admin.jobs[":jobId"].confirm.$put, { param: { jobId }, json: { artistId } }));
    // A 409 (someone confirmed first) also changed what this screen should show.
    changed();
    return reply;
  };
  const setStatus = async (status: JobStatusChange) => {
    if (await perform(() => call(client.admin.jobs[":jobId"].status.$put, { param: { jobId }, json: { status } }))) changed();
  };

  const back = (
    <Link to="/admin/jobs" search={{ status: job.data?.status ?? "pending", page: 1 }} className="admin-back">
      ← Jobs
    </Link>
  );
  if (!job.data) {
    return (
      <div className="admin-page">
        {back}
        <p className={job.failed ? "empty" : "muted admin-loading"} role="status">
          {job.failed ? "This job could not be loaded." : "Loading data ..."}
        </p>
      </div>
    );
  }
  const j = job.data;
  const transitions = TRANSITIONS.filter((t) => t.from.includes(j.status));
  return (
    <div className="admin-page">
      {back}
      <section className="admin-panel admin-job">
        <div className="admin-job__head">
          <div>
            <p className="eyebrow">{j.style}</p>
            <h1 className="admin-title">{j.studioName}</h1>
            {j.confirmedAt && <p className="muted">Confirmed {dayjs(j.confirmedAt).format("MMM D, YYYY")}</p>}
          </div>
          <div className="admin-job__status">
            <StatusBadge status={j.status} label={JOB_STATUS_LABELS[j.status]} />
            {transitions.length > 0 && (
              <div className="admin-job__actions">
                {transitions.map((t) => (
                  <ConfirmAction
                    key={t.to}
                    label={t.label}
                    tone={t.tone}
                    question={t.question}
                    confirmLabel={t.confirmLabel}
                    onConfirm={() => setStatus(t.to)}
                  />
                ))}
              </div>
            )}
          </div>
        </div>
        <JobFacts job={j}>
          <div className="job-facts__wide">
            <dt>Studio</dt>
            <dd>
              {j.client.studioName} ({j.client.studioDirector})
              <br />
              <a href={`mailto:${j.client.email}`}>{j.client.email}</a> · <a href={`tel:${j.client.contactNumber}`}>{j.client.contactNumber}</a>
            </dd>
          </div>
          {j.confirmedArtist && (
            <div>
              <dt>Confirmed artist</dt>
              <dd>
                <strong>{j.confirmedArtist.name}</strong>
              </dd>
            </div>
          )}
        </JobFacts>
      </section>

      <section className="admin-panel">
        <div className="admin-panel__header">
          <h2 className="admin-panel__title">Artists who opted in</h2>
          <span className="badge badge--neutral">{j.applicantCount}</span>
        </div>
        <ListState data={applicants.data} failed={applicants.failed} empty="No artist has opted in to this job yet." />
        {applicants.data && applicants.data.length > 0 && (
          <ul className="admin-applicants">
            {applicants.data.map((a) => (
              <Applicant key={a.artistId} applicant={a} job={j} onConfirm={confirm} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
