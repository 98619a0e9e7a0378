import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { type FormEvent, useId, useState } from "react";
import { call, client } from "../../lib/api.ts";
import { failureMessage, notifyError, notifySuccess } from "../../lib/feedback.ts";
import { artistSliceAtom } from "../../lib/state.ts";
import { useStoredJob } from "../../lib/ui/JobView.tsx";
import { ArtistJobView } from "../components/ArtistJobView.tsx";

/** SPEC §9: the dashboard follows 100 ms after an opt-in. */
export const AFTER_OPT_IN_MS = 100;

/** SPEC §2 jobs/details/{jobId}: the job, 'Additional Details' and 'Opt In'. */
export function JobDetailsPage() {
  const { jobId } = useParams({ strict: false }) as { jobId: string };
  const navigate = useNavigate();
  const ids = useId();
  const [artist, patchArtist] = useAtom(artistSliceAtom);
  const stored = useStoredJob("job", jobId);
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);

  async function optIn(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const reply = await call(client.job["job-accept"][":jobId"].$put, { param: { jobId }, json: note.trim() ? { note: note.trim() } : {} });
      if (!reply.status) {
        notifyError(failureMessage(reply.message, "Failed to send request"));
        setSending(false);
        return;
      }
      notifySuccess(reply.message);
      patchArtist({ offeredJobs: artist.offeredJobs?.filter((j) => j._id !== jobId) });
      setTimeout(() => void navigate({ to: "/artist/dashboard" }), AFTER_OPT_IN_MS);
    } catch (error) {
      console.error("opt in", error);
      notifyError("Failed to send request");
      setSending(false);
    }
  }

  return (
    <ArtistJobView
      route={client.job.detail[":jobId"]}
      jobId={jobId}
      // Shown at once from what the lists already loaded, then refreshed from the server.
      known={stored.known ?? artist.offeredJobs?.find((j) => j._id === jobId)}
      onLoaded={stored.onLoaded}
      back={{ label: "Back to jobs" }}
      notFound={(message) => (
        <>
          <h1>This job is not available</h1>
          <p className="muted">{message}. It may have been filled or withdrawn by the studio.</p>
          <Link to="/artist/jobs" className="btn btn--primary">
            See other offers
          </Link>
        </>
      )}
      aside={() => (
        <form className="card card--padded form aa-optin" onSubmit={optIn}>
          <h2>Interested?</h2>
          <p className="muted">Opt in and the agency proposes you to the studio. We will confirm the booking with you.</p>
          <label className="field__label" htmlFor={`${ids}-note`}>
            Additional Details
          </label>
          <textarea
            id={`${ids}-note`}
            rows={5}
            maxLength={2000}
            value={note}
            placeholder="Anything the studio should know: related experience, questions, flexibility on dates."
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
            {sending ? "Sending..." : "Opt In"}
          </button>
        </form>
      )}
    />
  );
}
