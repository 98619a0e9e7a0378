import { createRoute, Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useState } from "react";
import type { Job } from "../../../src/contracts/jobs.ts";
import { call, client } from "../../lib/api.ts";
import { FALLBACK, notifyError, notifyFailure, notifySuccess } from "../../lib/feedback.ts";
import { useStoredJob } from "../../lib/ui/JobView.tsx";
import { ClientModal } from "../components/ClientModal.tsx";
import { ClientJobView } from "../components/ClientJobView.tsx";
import { clientRoute } from "../root.tsx";
import { clientSliceAtom, jobSliceAtom } from "../../lib/state.ts";

/** DESIGN §4: the client may withdraw its own request while no artist is confirmed. */
function CancelRequest({ job }: { job: Job }) {
  const navigate = useNavigate();
  const patchJob = useSetAtom(jobSliceAtom);
  const patchClient = useSetAtom(clientSliceAtom);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      const reply = await call(client.job.cancel[":jobId"].$put, { param: { jobId: job._id } });
      if (reply.status) {
        notifySuccess(reply.message);
        patchJob({ job: reply.response });
        patchClient({ pendingJobs: undefined });
        await navigate({ to: "/client/my-bookings", search: { tab: "requests" } });
        return;
      }
      notifyFailure(reply.message, "Failed to cancel the request");
    } catch (error) {
      console.error(error);
      notifyError(FALLBACK.server);
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
        <ClientModal
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
        </ClientModal>
      )}
    </>
  );
}

/** SPEC §2 jobs/details/{jobId}: the job, read-only, with a map link. */
function JobDetails() {
  const { jobId } = jobDetailsRoute.useParams();
  return (
    <ClientJobView
      route={client.job.detail[":jobId"]}
      jobId={jobId}
      {...useStoredJob("job", jobId)}
      eyebrow={() => "Booking request"}
      actions={(job) => (
        <>
          {job.status === "pending" && <CancelRequest job={job} />}
          {(job.status === "confirmed" || job.status === "completed") && (
            <Link to="/client/jobs/confirmed/$jobId" params={{ jobId: job._id }} className="btn btn--primary">
              View Booking
            </Link>
          )}
        </>
      )}
    />
  );
}

export const jobDetailsRoute = createRoute({ getParentRoute: () => clientRoute, path: "jobs/details/$jobId", component: JobDetails });
