import { Link } from "@tanstack/react-router";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { JobSessions } from "../../lib/ui/JobSessions.tsx";
import { useStoredJob } from "../../lib/ui/JobView.tsx";
import { ClientJobView } from "../components/ClientJobView.tsx";
import { CancelJob, DuplicateJob, EditJobLink, PostDraft } from "../components/JobActions.tsx";
import { jobDetailsRoute } from "../router.tsx";

/**
 * SPEC §2 jobs/details/{jobId}: the job, read-only, with a map link, and what the studio may do with it: a draft is
 * edited, posted or deleted; a request edited or cancelled until an artist is confirmed; any job duplicated. Under it
 * the job's sessions, a future one of a request or a booking called off on its own.
 */
export function JobDetails() {
  const t = useT();
  const { jobId } = jobDetailsRoute.useParams();
  return (
    <ClientJobView
      route={client.job.detail[":jobId"]}
      jobId={jobId}
      {...useStoredJob("job", jobId)}
      eyebrow={(job) => t(job.status === "draft" ? "client.jobDetails.eyebrowDraft" : "client.jobDetails.eyebrow")}
      subtitle={(job) => job.status === "draft" && <p className="muted">{t("client.jobDetails.draftNote")}</p>}
      facts={(job) =>
        job.preferredArtists?.length ? (
          <div className="job-facts__wide">
            <dt>{t("client.job.preferred")}</dt>
            <dd>{job.preferredArtists.map((a) => a.name).join(", ")}</dd>
          </div>
        ) : null
      }
      actions={(job) => (
        <>
          {job.status === "draft" && <PostDraft job={job} />}
          {(job.status === "draft" || job.status === "pending") && <EditJobLink job={job} />}
          {(job.status === "confirmed" || job.status === "completed") && (
            <Link to="/client/jobs/confirmed/$jobId" params={{ jobId: job._id }} className="btn btn--primary">
              {t("client.jobDetails.viewBooking")}
            </Link>
          )}
          <DuplicateJob job={job} />
          {(job.status === "draft" || job.status === "pending") && <CancelJob job={job} />}
        </>
      )}
    >
      {(job, reload) => job.sessions && <JobSessions job={{ ...job, sessions: job.sessions }} onCancelled={reload} scope="client-area client-area--portal" />}
    </ClientJobView>
  );
}
