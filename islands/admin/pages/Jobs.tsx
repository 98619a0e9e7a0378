import { Link } from "@tanstack/react-router";
import type { AdminJob } from "../../../src/features/bookings/admin.contract.ts";
import { JOB_STATUSES, type PostedJobStatus } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useFormat } from "../../lib/format.ts";
import type { StatusListSearch } from "../search.ts";
import { StatusListPage } from "../ui.tsx";
import { UrgentBadge } from "../../lib/ui/UrgentBadge.tsx";

function JobRowSide({ job }: { job: AdminJob }) {
  const t = useT();
  if (job.status === "pending") {
    return <span className={job.applicantCount > 0 ? "badge" : "badge badge--neutral"}>{t("admin.jobs.optedIn", { count: job.applicantCount })}</span>;
  }
  return job.confirmedArtist ? (
    <span className="admin-row__artist">
      <span className="muted">{t("admin.jobs.artist")}</span> <strong>{job.confirmedArtist.name}</strong>
    </span>
  ) : (
    <span className="muted">{t("admin.jobs.noArtist")}</span>
  );
}

/** Jobs by status: open ones with their opt-in counts, booked ones with their artist. */
export function JobsPage(search: StatusListSearch<PostedJobStatus>) {
  const t = useT();
  const format = useFormat();
  return (
    <StatusListPage
      section="jobs"
      statuses={JOB_STATUSES}
      tab={(status) => ({ label: t(`admin.jobs.tab.${status}`), empty: t(`admin.jobs.empty.${status}`) })}
      search={search}
      list={client.admin.jobs}
    >
      {(job) => (
        <li key={job._id}>
          <Link to="/admin/jobs/$jobId" params={{ jobId: job._id }} className="admin-row admin-job-row">
            <span className="admin-row__main">
              <span className="admin-job-row__title">
                <strong>{job.studioName}</strong>
                <span className="badge">{job.style}</span>
                {job.urgent && <UrgentBadge />}
              </span>
              <span className="muted">
                {format.jobDates(job)} · {format.hours(job)}
              </span>
              <span className="muted">
                {format.place(job)} · {format.rate(job.rate)} · {t("admin.jobs.posted", { when: format.fromNow(job.createdAt), name: job.client.name })}
              </span>
            </span>
            <span className="admin-row__side">
              <JobRowSide job={job} />
            </span>
          </Link>
        </li>
      )}
    </StatusListPage>
  );
}
