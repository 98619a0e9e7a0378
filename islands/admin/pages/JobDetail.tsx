import { HistoryPanel } from "../AuditEntries.tsx";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { AdminJob, JobApplicant, JobStatusChange } from "../../../src/features/bookings/admin.contract.ts";
import { AGENCY_TIME_ZONE, zoneWallClock } from "../../../src/platform/i18n/format.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { experienceLabel } from "../experience.ts";
import { useFormat } from "../../lib/format.ts";
import type { JobStatus } from "../../../src/features/jobs/jobs.contract.ts";
import { JobSessions } from "../../lib/ui/JobSessions.tsx";
import { JobView } from "../../lib/ui/JobView.tsx";
import { AddToCalendar } from "../../lib/ui/AddToCalendar.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";
import { useCounts } from "../counts.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { AccountAccess } from "../AccountAccess.tsx";
import { usePlaceWords } from "../../lib/place.ts";
import { Avatar, ConfirmAction, ListState, useReadOnly } from "../ui.tsx";
import { TextField } from "../../lib/ui/Field.tsx";

interface ApplicantProps {
  applicant: JobApplicant;
  job: AdminJob;
  /** Book this applicant, at `artistRate` cents per hour when the agency changed the default pay. */
  onConfirm(artistId: string, artistRate?: number): Promise<unknown>;
  /** Give the booked job to this applicant instead. */
  onReassign(artistId: string): Promise<unknown>;
}

/** The artist's pay in the confirm dialog, in dollars per hour as typed; the default is the job's (the rate less the commission). */
function ArtistPayField({ job, value, onChange }: { job: AdminJob; value: string; onChange(value: string): void }) {
  const t = useT();
  const format = useFormat();
  return (
    <TextField
      label={t("admin.jobs.artistRate")}
      hint={t("admin.jobs.artistRateHint", { rate: format.rate(job.artistRate / 100) })}
      type="number"
      inputMode="decimal"
      min="0"
      step="0.01"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Cents per hour from the dialog's dollars, or undefined when it keeps the default (or says nothing a server would take). */
function payOf(typed: string, defaultCents: number): number | undefined {
  const cents = Math.round(Number(typed) * 100);
  return typed.trim() === "" || !Number.isFinite(cents) || cents < 0 || cents === defaultCents ? undefined : cents;
}

function Applicant({ applicant, job, onConfirm, onReassign }: ApplicantProps) {
  const [pay, setPay] = useState((job.artistRate / 100).toFixed(2));
  const approved = applicant.artistStatus === "approved";
  // Why the matching rule refuses the applicant now (its status says itself): the server refuses its confirm too.
  const mismatch = applicant.mismatch && applicant.mismatch !== "not_approved" ? applicant.mismatch : null;
  const t = useT();
  const format = useFormat();
  // No double booking: an applicant booked elsewhere at overlapping times is shown so, and cannot be confirmed.
  const clash = applicant.clash
    ? t("admin.applicants.clash", { style: applicant.clash.style, studio: applicant.clash.studioName, date: format.date(applicant.clash.date) })
    : null;
  return (
    <li className={applicant.confirmed ? "admin-applicant is-confirmed" : "admin-applicant"}>
      <Avatar src={applicant.headshotUrl} name={applicant.name} size={56} />
      <div className="admin-applicant__body">
        <div className="admin-applicant__head">
          <strong className="admin-applicant__name">{applicant.name}</strong>
          {applicant.confirmed && <StatusBadge status="confirmed" label={t("admin.job.confirmedArtist")} />}
          {applicant.preferred && <span className="badge badge--warning">{t("admin.job.preferred.badge")}</span>}
          {!approved && <StatusBadge status={applicant.artistStatus} label={t("admin.job.artistStatus", { status: applicant.artistStatus })} />}
          {mismatch && <span className="badge badge--neutral">{t(`admin.job.mismatch.${mismatch}`)}</span>}
        </div>
        <p className="muted admin-applicant__meta">
          <a href={`mailto:${applicant.email}`}>{applicant.email}</a> · {experienceLabel(t, applicant.experience)} ·{" "}
          {t("admin.job.optedInWhen", { when: format.fromNow(applicant.appliedAt) })}
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
        {clash && <p className="admin-applicant__clash">{clash}</p>}
        {applicant.note ? (
          <blockquote className="admin-note">{applicant.note}</blockquote>
        ) : (
          <p className="muted admin-applicant__nonote">{t("admin.job.noNote")}</p>
        )}
      </div>
      {job.status === "pending" && (
        <div className="admin-applicant__actions">
          <ConfirmAction
            label={t("admin.job.confirmArtist")}
            tone="primary"
            question={t("admin.job.confirmQuestion", { name: applicant.name })}
            confirmLabel={t("admin.job.confirmYes")}
            disabled={!approved || mismatch !== null || clash !== null}
            disabledReason={clash ?? (mismatch ? t(`admin.job.mismatch.${mismatch}`) : t("admin.job.onlyApproved"))}
            onConfirm={() => onConfirm(applicant.artistId, payOf(pay, job.artistRate))}
          >
            <ArtistPayField job={job} value={pay} onChange={setPay} />
          </ConfirmAction>
        </div>
      )}
      {job.status === "confirmed" && job.confirmedArtist && !applicant.confirmed && approved && !mismatch && (
        <div className="admin-applicant__actions">
          <ConfirmAction
            label={t("admin.job.reassign", { name: applicant.name })}
            tone="primary"
            question={t("admin.job.reassignQuestion", { name: applicant.name, current: job.confirmedArtist.name })}
            confirmLabel={t("admin.job.reassignConfirm")}
            onConfirm={() => onReassign(applicant.artistId)}
          />
        </div>
      )}
    </li>
  );
}

/** A change of the job's status; `label` is the button, `${label}Question` and `${label}Confirm` the asking. */
const TRANSITIONS: { to: JobStatusChange; label: MessageKey; from: AdminJob["status"][]; tone: "primary" | "danger" }[] = [
  { to: "completed", label: "admin.job.complete", from: ["confirmed"], tone: "primary" },
  { to: "cancelled", label: "admin.job.cancel", from: ["pending", "confirmed"], tone: "danger" },
];

/**
 * Whether the job is over: its last day's end time has passed in its own zone.
 * The server decides (a 409 before); this only spares a refused click.
 */
const isOver = (job: AdminJob, now = new Date()) => zoneWallClock(job.timeZone ?? AGENCY_TIME_ZONE, now) >= `${job.endDate} ${job.endTime}`;

/** Who opted in to the job (with their notes); confirming one changes the job, so the screen reads it again. */
function Applicants({ job, onChange }: { job: AdminJob; onChange(): void }) {
  const t = useT();
  const perform = usePerform();
  const applicants = useApiGet(client.admin.jobs[":jobId"].applicants, { param: { jobId: job._id }, query: {} });
  // A 409 (someone confirmed or reassigned first) also changed what this screen should show.
  const afterwards = <T,>(reply: T) => {
    applicants.reload();
    onChange();
    return reply;
  };
  const confirm = async (artistId: string, artistRate?: number) =>
    afterwards(
      await perform(() =>
        call(client.admin.jobs[":jobId"].confirm.$put, { param: { jobId: job._id }, json: artistRate === undefined ? { artistId } : { artistId, artistRate } }),
      ),
    );
  const reassign = async (artistId: string) =>
    afterwards(await perform(() => call(client.admin.jobs[":jobId"].assign.$put, { param: { jobId: job._id }, json: { artistId, sequence: job.sequence } })));
  return (
    <section className="admin-panel">
      <div className="admin-panel__header">
        <h2 className="admin-panel__title">{t("admin.job.applicants")}</h2>
        <span className="badge badge--neutral">{job.applicantCount}</span>
      </div>
      <ListState data={applicants.data} failed={applicants.failed} empty={t("admin.job.applicantsEmpty")} />
      {applicants.data && applicants.data.length > 0 && (
        <ul className="admin-applicants">
          {applicants.data.map((a) => (
            <Applicant key={a.artistId} applicant={a} job={job} onConfirm={confirm} onReassign={reassign} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The job's sessions as its detail view reads them (the console's job does not carry them); calling one off
 * moves the job's calendar version, so the job is read again with them.
 */
function Sessions({ job, onChange }: { job: AdminJob; onChange(): void }) {
  // Quiet on failure: the job's screen stands without its sessions, and a refusal of the job is the job's own message.
  const detail = useApiGet(client.job.detail[":jobId"], { param: { jobId: job._id } }, { fallback: null });
  const readOnly = useReadOnly();
  const sessions = detail.data?.sessions;
  if (!sessions) return null;
  const cancelled = () => {
    detail.reload();
    onChange();
  };
  return <JobSessions job={{ ...job, sessions }} onCancelled={readOnly ? undefined : cancelled} />;
}

const SCHEDULE_FIELDS = [
  ["startDate", "date", "api.field.startDate"],
  ["endDate", "date", "api.field.endDate"],
  ["startTime", "time", "api.field.startTime"],
  ["endTime", "time", "api.field.endTime"],
] as const;
type Schedule = Record<(typeof SCHEDULE_FIELDS)[number][0], string>;

/**
 * A booked job moved to other days or hours. The job's calendar version goes along: if someone changed the
 * job since this screen read it, the server answers 409 and the screen reads it again.
 */
function Reschedule({ job, onChange }: { job: AdminJob; onChange(): void }) {
  const t = useT();
  const perform = usePerform();
  const [schedule, setSchedule] = useState<Schedule>({ startDate: job.startDate, endDate: job.endDate, startTime: job.startTime, endTime: job.endTime });
  return (
    <ConfirmAction
      label={t("admin.job.reschedule")}
      tone="primary"
      question={t("admin.job.rescheduleQuestion")}
      confirmLabel={t("admin.job.rescheduleConfirm")}
      onConfirm={async () => {
        const moved = await perform(() =>
          call(client.admin.jobs[":jobId"].schedule.$put, { param: { jobId: job._id }, json: { ...schedule, sequence: job.sequence } }),
        );
        onChange();
        // Refused (a day in the past, the same schedule…): the days and hours typed stay, to correct.
        return moved !== null;
      }}
    >
      <span className="admin-confirm__schedule">
        {SCHEDULE_FIELDS.map(([field, type, label]) => (
          <label key={field}>
            <span>{t(label)}</span>
            <input type={type} required value={schedule[field]} onChange={(e) => setSchedule({ ...schedule, [field]: e.target.value })} />
          </label>
        ))}
      </span>
    </ConfirmAction>
  );
}

/**
 * One job: its details and studio, its sessions (a future one called off), who opted in, confirm one, reschedule or
 * reassign a booked one, complete or cancel.
 */
/** What the agency did to this job. */
function JobHistory({ jobId }: { jobId: string }) {
  return <HistoryPanel loaded={useApiGet(client.admin.jobs[":jobId"].history, { param: { jobId } })} />;
}

export function JobDetailPage({ jobId }: { jobId: string }) {
  const { refresh } = useCounts();
  const t = useT();
  const perform = usePerform();
  const format = useFormat();
  const place = usePlaceWords();
  // The status picked in the list, for the way back; the job's own once it is known.
  const [status, setStatus] = useState<JobStatus>("pending");
  return (
    <JobView
      route={client.admin.jobs[":jobId"]}
      jobId={jobId}
      onLoaded={(job) => setStatus(job.status)}
      back={
        <Link to="/admin/jobs" search={{ status, page: 1 }} className="job-view__back">
          ← {t("admin.job.back")}
        </Link>
      }
      notFound={() => <p className="empty">{t("admin.job.notFound")}</p>}
      eyebrow={(job) => job.style}
      subtitle={(job) => job.confirmedAt && <p className="muted">{t("admin.job.confirmedOn", { date: format.day(job.confirmedAt) })}</p>}
      actions={(job, reload) => {
        const notOver = job.status === "confirmed" && !isOver(job);
        const completeAfter = t("admin.job.completeAfter", {
          date: format.date(job.endDate),
          time: format.zonedTime(job.endTime, job.endDate, job.timeZone),
        });
        // Completing issues the invoice, whose sales tax needs a province: the server refuses it without one.
        const waitsForProvince = job.status === "confirmed" && job.taxProvince === null;
        const waitsFor = notOver ? completeAfter : t("admin.job.completeWaitsForProvince");
        return (
          <>
            {TRANSITIONS.filter((change) => change.from.includes(job.status)).map((change) => (
              <ConfirmAction
                key={change.to}
                label={t(change.label)}
                tone={change.tone}
                question={t(`${change.label}Question` as MessageKey)}
                confirmLabel={t(`${change.label}Confirm` as MessageKey)}
                disabled={change.to === "completed" && (notOver || waitsForProvince)}
                disabledReason={waitsFor}
                onConfirm={async () => {
                  const changed = await perform(() => call(client.admin.jobs[":jobId"].status.$put, { param: { jobId }, json: { status: change.to } }));
                  if (changed) {
                    reload();
                    refresh();
                  }
                }}
              />
            ))}
            {job.status === "confirmed" && (
              <>
                <Reschedule
                  key={job.sequence}
                  job={job}
                  onChange={() => {
                    reload();
                    refresh();
                  }}
                />
                <AddToCalendar jobId={job._id} />
              </>
            )}
            {notOver && <p className="muted admin-job__hint">{completeAfter}</p>}
            {waitsForProvince && <p className="muted admin-job__hint">{t("admin.job.completeWaitsForProvince")}</p>}
          </>
        );
      }}
      facts={(job) => (
        <>
          <div className="job-facts__wide">
            <dt>{t("admin.job.studio")}</dt>
            <dd>
              {job.client.studioName} ({job.client.studioDirector})
              <br />
              <a href={`mailto:${job.client.email}`}>{job.client.email}</a> · <a href={`tel:${job.client.contactNumber}`}>{job.client.contactNumber}</a>
            </dd>
          </div>
          <div>
            <dt>{t("admin.job.studioProvince")}</dt>
            <dd>{job.client.province ? place.provinceName(job.client.province) : t("admin.job.provinceNotGiven")}</dd>
          </div>
          <div className="job-facts__wide">
            <dt>{t("admin.account.title")}</dt>
            <dd>
              <AccountAccess userId={job.client.userId} name={job.client.name} status={job.client.accountStatus} />
            </dd>
          </div>
          {job.preferredArtists.length > 0 && (
            <div className="job-facts__wide">
              <dt>{t("admin.job.preferred.title")}</dt>
              <dd>{job.preferredArtists.map((a) => a.name).join(", ")}</dd>
            </div>
          )}
          {job.confirmedArtist && (
            <div>
              <dt>{t("admin.job.confirmedArtist")}</dt>
              <dd>
                <strong>{job.confirmedArtist.name}</strong>
              </dd>
            </div>
          )}
        </>
      )}
    >
      {(job, reload) => {
        const onChange = () => {
          reload();
          refresh();
        };
        return (
          <>
            <Sessions job={job} onChange={onChange} />
            <Applicants job={job} onChange={onChange} />
            <JobHistory jobId={job._id} />
          </>
        );
      }}
    </JobView>
  );
}
