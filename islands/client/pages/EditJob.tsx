import { Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { notifySuccess } from "../../lib/feedback.ts";
import { clientSliceAtom } from "../../lib/state.ts";
import { JobLoader, useStoredJob } from "../../lib/ui/JobView.tsx";
import { JobNotAvailable } from "../components/ClientJobView.tsx";
import { JobForm, jobFieldsOf } from "../components/JobForm.tsx";
import { PageHead } from "../components/PageHead.tsx";
import { editJobRoute } from "../router.tsx";

/**
 * jobs/edit/{jobId} (SPEC §2): the posting form, prefilled, for a draft or a job still waiting for an artist; once an
 * artist is confirmed or the job cancelled, it says why it cannot change.
 */
export function EditJob() {
  const t = useT();
  const navigate = useNavigate();
  const patchClient = useSetAtom(clientSliceAtom);
  const { jobId } = editJobRoute.useParams();
  const stored = useStoredJob("job", jobId);
  const back = (
    <Link to="/client/jobs/details/$jobId" params={{ jobId }} className="btn btn--outline">
      {t("client.editJob.back")}
    </Link>
  );
  return (
    <div className="page-stack">
      <JobLoader route={client.job.detail[":jobId"]} jobId={jobId} {...stored} loadingText={t("app.jobView.loading")} notFound={() => <JobNotAvailable />}>
        {(job) => {
          const draft = job.status === "draft";
          if (!draft && job.status !== "pending") {
            return (
              <section className="card state-card" role="alert">
                <h1>{t("client.editJob.locked.title")}</h1>
                <p className="muted">{t("client.editJob.locked.text")}</p>
                {back}
              </section>
            );
          }
          return (
            <>
              <PageHead
                eyebrow={t(draft ? "client.jobDetails.eyebrowDraft" : "client.jobDetails.eyebrow")}
                title={t(draft ? "client.editJob.titleDraft" : "client.editJob.title")}
                lead={t(draft ? "client.editJob.leadDraft" : "client.editJob.lead")}
              >
                {back}
              </PageHead>
              <JobForm
                key={job._id}
                initial={jobFieldsOf(job)}
                preferred={job.preferredArtists}
                weekdays={job.weekdays}
                needs={job}
                label={t("client.editJob.submit")}
                busyLabel={t("client.editJob.submitting")}
                send={(input) => call(client.job.update[":jobId"].$put, { param: { jobId }, json: input })}
                refused={t("client.error.update")}
                onSaved={async (reply) => {
                  notifySuccess(reply.message);
                  stored.onLoaded(reply.response);
                  patchClient({ pendingJobs: undefined, draftJobs: undefined });
                  await navigate({ to: "/client/jobs/details/$jobId", params: { jobId } });
                }}
              />
            </>
          );
        }}
      </JobLoader>
    </div>
  );
}
