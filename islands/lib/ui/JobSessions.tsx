import { useState } from "react";
import type { JobDetail, JobSession } from "../../../src/features/jobs/jobs.contract.ts";
import { AGENCY_TIME_ZONE, zoneWallClock } from "../../../src/platform/i18n/format.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { usePerform } from "../data.ts";
import { useFormat } from "../format.ts";
import { Modal } from "./Modal.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

interface JobSessionsProps {
  job: Pick<JobDetail, "_id" | "status" | "timeZone"> & { sessions: readonly JobSession[] };
  /** The job as the server answers the cancel (its sessions and calendar version changed); absent: a reader's list, without "Cancel this session". */
  onCancelled?(job: JobDetail): void;
  /** The area's scope for the question's dialog, so its rules apply. */
  scope?: string;
}

/** Jobs whose sessions may still be called off: waiting for an artist, or booked. */
const OPEN: readonly string[] = ["pending", "confirmed"];

/**
 * A job's sessions (date, hours, status) on the studio's and the agency's job screens, each future scheduled one
 * with "Cancel this session" after a question. Not offered where the server would refuse it: a past day (the job's
 * zone's today), a job neither pending nor confirmed, the last session left (that is cancelling the job).
 */
export function JobSessions({ job, onCancelled, scope }: JobSessionsProps) {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = zoneWallClock(job.timeZone ?? AGENCY_TIME_ZONE, new Date()).slice(0, 10);
  const scheduled = job.sessions.filter((s) => s.status === "scheduled").length;
  const cancellable = (session: JobSession) =>
    onCancelled !== undefined && OPEN.includes(job.status) && session.status === "scheduled" && session.date >= today && scheduled > 1;

  async function cancel(date: string) {
    setBusy(true);
    const reply = await perform(() => call(client.job[":jobId"].sessions[":date"].cancel.$put, { param: { jobId: job._id, date } }));
    setBusy(false);
    setAsking(null);
    if (reply) onCancelled?.(reply.response);
  }

  return (
    <section className="card card--padded job-sessions">
      <h2 className="job-sessions__title">{t("app.sessions.title")}</h2>
      <table className="job-sessions__table">
        <thead>
          <tr>
            <th scope="col">{t("app.sessions.date")}</th>
            <th scope="col">{t("app.sessions.hours")}</th>
            <th scope="col">{t("app.sessions.status")}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {job.sessions.map((session) => {
            const day = format.weekdayDate(session.date);
            return (
              <tr key={session.date} className={session.status === "cancelled" ? "is-cancelled" : undefined}>
                <th scope="row">{day}</th>
                <td>{format.hours({ startDate: session.date, startTime: session.startTime, endTime: session.endTime, timeZone: job.timeZone })}</td>
                <td>
                  <StatusBadge status={session.status} label={t(`app.sessions.${session.status}`)} />
                </td>
                <td>
                  {cancellable(session) && (
                    <button
                      type="button"
                      className="btn btn--sm btn--outline job-sessions__cancel"
                      aria-label={t("app.sessions.cancelOf", { date: day })}
                      onClick={() => setAsking(session.date)}
                    >
                      {t("app.sessions.cancel")}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {asking && (
        <Modal
          title={t("app.sessions.question", { date: format.weekdayDate(asking) })}
          onClose={() => !busy && setAsking(null)}
          scope={scope}
          footer={
            <>
              <button type="button" className="btn btn--outline" onClick={() => setAsking(null)} disabled={busy}>
                {t("app.sessions.keep")}
              </button>
              <button type="button" className="btn btn--danger" onClick={() => cancel(asking)} disabled={busy}>
                {busy ? t("app.sessions.cancelling") : t("app.sessions.cancel")}
              </button>
            </>
          }
        >
          <p>{t("app.sessions.questionText")}</p>
        </Modal>
      )}
    </section>
  );
}
