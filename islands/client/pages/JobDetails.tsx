import { createRoute, Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { toast } from "sonner";
import type { Job } from "../../../src/contracts/jobs.ts";
import { api } from "../../lib/api.ts";
import { JobFacts, STATUS_LABELS } from "../components/JobFacts.tsx";
import { Modal } from "../components/Modal.tsx";
import { JobNotAvailable } from "../components/NotAvailable.tsx";
import { useJobView } from "../data.ts";
import { FALLBACK, toastFailure, toastSuccess } from "../feedback.ts";
import { clientRoute } from "../root.tsx";
import { patchClientAtom, patchJobAtom } from "../state.ts";

/** DESIGN §4: the client may withdraw its own request while no artist is confirmed. */
function CancelRequest({ job }: { job: Job }) {
  const navigate = useNavigate();
  const patchJob = useSetAtom(patchJobAtom);
  const patchClient = useSetAtom(patchClientAtom);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      const reply = await api<Job>(`/job/cancel/${job._id}`, { method: "PUT" });
      if (reply.status) {
        toastSuccess(reply.message);
        patchJob({ job: reply.response });
        patchClient({ pendingJobs: undefined });
        await navigate({ to: "/client/my-bookings", search: { tab: "requests" } });
        return;
      }
      toastFailure(reply.message, "Failed to cancel the request");
    } catch (error) {
      console.error(error);
      toast.error(FALLBACK.server);
    }
    setBusy(false);
    setAsking(false);
  }

  return (
    <>
      <button type="button" className="btn btn--danger-outline" onClick={() => setAsking(true)}>
        Cancel Request
      </button>
      {asking && (
        <Modal
          title="Cancel this request?"
          onClose={() => !busy && setAsking(false)}
          footer={
            <>
              <button type="button" className="btn btn--outline" onClick={() => setAsking(false)} disabled={busy}>
                Keep It
              </button>
              <button type="button" className="btn btn--danger" onClick={cancel} disabled={busy}>
                {busy ? "Cancelling..." : "Cancel Request"}
              </button>
            </>
          }
        >
          <p>
            The {job.style} job at {job.studioName} will no longer be offered to artists. This cannot be undone.
          </p>
        </Modal>
      )}
    </>
  );
}

/** SPEC §2 jobs/details/{jobId}: the job, read-only, with a map link. */
function JobDetails() {
  const { jobId } = jobDetailsRoute.useParams();
  const { job, failed } = useJobView("job", `/job/detail/${jobId}`, jobId);
  if (failed) return <JobNotAvailable />;
  if (!job) {
    return (
      <p className="muted" role="status">
        Loading job details...
      </p>
    );
  }
  return (
    <article className="stack">
      <header className="page-head">
        <div>
          <p className="eyebrow">Booking request</p>
          <h1>{job.studioName}</h1>
          <span className={`status status--${job.status}`}>{STATUS_LABELS[job.status]}</span>
        </div>
        <div className="page-head__actions">
          <Link to="/client/my-bookings" className="btn btn--outline">
            Back to Bookings
          </Link>
          {job.status === "pending" && <CancelRequest job={job} />}
          {(job.status === "confirmed" || job.status === "completed") && (
            <Link to="/client/jobs/confirmed/$jobId" params={{ jobId: job._id }} className="btn btn--primary">
              View Booking
            </Link>
          )}
        </div>
      </header>
      <section className="panel">
        <JobFacts job={job} />
      </section>
    </article>
  );
}

export const jobDetailsRoute = createRoute({ getParentRoute: () => clientRoute, path: "jobs/details/$jobId", component: JobDetails });
