import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { type FormEvent, useId, useState } from "react";
import type { JobDetail } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { failureMessage, notifyError, notifySuccess } from "../../lib/feedback.ts";
import { useFormat } from "../../lib/format.ts";
import { artistSliceAtom } from "../../lib/state.ts";
import { useStoredJob } from "../../lib/ui/JobView.tsx";
import { ArtistJobView } from "../components/ArtistJobView.tsx";

/** SPEC §9: the dashboard follows 100 ms after an opt-in. */
export const AFTER_OPT_IN_MS = 100;

/** SPEC §2 jobs/details/{jobId}: the job, 'Additional Details' and 'Opt In'; once opted in, 'Opted in' with its date. */
export function JobDetailsPage() {
  const t = useT();
  const { jobId } = useParams({ strict: false }) as { jobId: string };
  const navigate = useNavigate();
  const ids = useId();
  const f = useFormat();
  const [artist, patchArtist] = useAtom(artistSliceAtom);
  const stored = useStoredJob("job", jobId);
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);

  /** Takes the opt-in back while the job waits for an artist: it is offered again, so the offers come next. */
  async function withdraw() {
    if (sending) return;
    setSending(true);
    try {
      const reply = await call(client.job["job-accept"][":jobId"].$delete, { param: { jobId } });
      if (!reply.status) {
        notifyError(failureMessage(reply.message, t("artist.job.withdrawFailed")));
        setSending(false);
        return;
      }
      notifySuccess(reply.message);
      patchArtist({ offeredJobs: undefined });
      void navigate({ to: "/artist/jobs" });
    } catch (error) {
      console.error("withdraw", error);
      notifyError(t("artist.job.withdrawFailed"));
      setSending(false);
    }
  }

  async function optIn(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const reply = await call(client.job["job-accept"][":jobId"].$put, { param: { jobId }, json: note.trim() ? { note: note.trim() } : {} });
      if (!reply.status) {
        notifyError(failureMessage(reply.message, t("artist.job.optInFailed")));
        setSending(false);
        return;
      }
      notifySuccess(reply.message);
      patchArtist({ offeredJobs: artist.offeredJobs?.filter((j) => j._id !== jobId) });
      // An urgent job the agency books at once: the artist goes to the booking itself.
      const booked = reply.response?.confirmed === true;
      setTimeout(() => void navigate(booked ? { to: "/artist/jobs/confirmed/$jobId", params: { jobId } } : { to: "/artist/dashboard" }), AFTER_OPT_IN_MS);
    } catch (error) {
      console.error("opt in", error);
      notifyError(t("artist.job.optInFailed"));
      setSending(false);
    }
  }

  return (
    <ArtistJobView<JobDetail>
      route={client.job.detail[":jobId"]}
      jobId={jobId}
      // Shown at once from what the lists already loaded, then refreshed from the server.
      known={stored.known ?? artist.offeredJobs?.find((j) => j._id === jobId)}
      onLoaded={stored.onLoaded}
      back={{ label: t("artist.job.backToJobs") }}
      notFound={(message) => (
        <>
          <h1>{t("artist.job.unavailable")}</h1>
          <p className="muted">{t("artist.job.unavailableText", { message })}</p>
          <Link to="/artist/jobs" className="btn btn--primary">
            {t("artist.job.otherOffers")}
          </Link>
        </>
      )}
      aside={(job) =>
        job.optedInAt ? (
          <div className="card card--padded aa-optin">
            <h2>{t("artist.job.interested")}</h2>
            <p className="muted" id={`${ids}-opted`}>
              {t("artist.job.optedInOn", { date: f.day(job.optedInAt) })}
            </p>
            <button type="button" className="btn btn--primary btn--block" disabled aria-describedby={`${ids}-opted`}>
              ✓ {t("artist.job.optedIn")}
            </button>
            {job.status === "pending" && (
              <button type="button" className="btn btn--outline btn--block" disabled={sending} onClick={withdraw}>
                {sending ? t("artist.job.withdrawing") : t("artist.job.withdraw")}
              </button>
            )}
          </div>
        ) : (
          <form className="card card--padded form aa-optin" onSubmit={optIn}>
            <h2>{t("artist.job.interested")}</h2>
            <p className="muted">{t("artist.job.optInText")}</p>
            <label className="field__label" htmlFor={`${ids}-note`}>
              {t("artist.job.additionalDetails")}
            </label>
            <textarea
              id={`${ids}-note`}
              rows={5}
              maxLength={2000}
              value={note}
              placeholder={t("artist.job.notePlaceholder")}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
              {sending ? t("artist.job.sending") : t("artist.job.optIn")}
            </button>
          </form>
        )
      }
    />
  );
}
