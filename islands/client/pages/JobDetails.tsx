import { createRoute, Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useState } from "react";
import type { Job } from "../../../src/contracts/jobs.ts";
import { useT } from "../../../src/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { notifyError, notifyFailure, notifySuccess } from "../../lib/feedback.ts";
import { useStoredJob } from "../../lib/ui/JobView.tsx";
import { ClientModal } from "../components/ClientModal.tsx";
import { ClientJobView } from "../components/ClientJobView.tsx";
import { clientRoute } from "../root.tsx";
import { clientSliceAtom, jobSliceAtom } from "../../lib/state.ts";

/** DESIGN §4: the client may withdraw its own request while no artist is confirmed. */
function CancelRequest({ job }: { job: Job }) {
  const t = useT();
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
      notifyFailure(reply.message, t("client.error.cancel"));
    } catch (error) {
      console.error(error);
      notifyError(t("client.error.server"));
    }
    setBusy(false);
    setAsking(false);
  }

  return (
    <>
      <button type="button" className="btn btn--danger-outline" onClick={() => setAsking(true)}>
        {t("client.jobDetails.cancel")}
      </button>
      {asking && (
        <ClientModal
          title={t("client.jobDetails.cancelQuestion")}
          onClose={() => !busy && setAsking(false)}
          footer={
            <>
              <button type="button" className="btn btn--outline" onClick={() => setAsking(false)} disabled={busy}>
                {t("client.jobDetails.keep")}
              </button>
              <button type="button" className="btn btn--danger" onClick={cancel} disabled={busy}>
                {t(busy ? "client.jobDetails.cancelling" : "client.jobDetails.cancel")}
              </button>
            </>
          }
        >
          <p>{t("client.jobDetails.cancelText", { style: job.style, studio: job.studioName })}</p>
        </ClientModal>
      )}
    </>
  );
}

/** SPEC §2 jobs/details/{jobId}: the job, read-only, with a map link. */
function JobDetails() {
  const t = useT();
  const { jobId } = jobDetailsRoute.useParams();
  return (
    <ClientJobView
      route={client.job.detail[":jobId"]}
      jobId={jobId}
      {...useStoredJob("job", jobId)}
      eyebrow={() => t("client.jobDetails.eyebrow")}
      actions={(job) => (
        <>
          {job.status === "pending" && <CancelRequest job={job} />}
          {(job.status === "confirmed" || job.status === "completed") && (
            <Link to="/client/jobs/confirmed/$jobId" params={{ jobId: job._id }} className="btn btn--primary">
              {t("client.jobDetails.viewBooking")}
            </Link>
          )}
        </>
      )}
    />
  );
}

export const jobDetailsRoute = createRoute({ getParentRoute: () => clientRoute, path: "jobs/details/$jobId", component: JobDetails });
