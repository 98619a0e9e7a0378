import { Link, useNavigate } from "@tanstack/react-router";
import { JOB_STATUS_LABELS, type AdminJob } from "../../../src/contracts/admin.ts";
import { JOB_STATUSES, type JobStatus } from "../../../src/contracts/jobs.ts";
import { cityLine, formatRate, fromNow, jobHours } from "../../lib/format.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { jobDates } from "../jobs.ts";
import { type StatusListSearch, StatusListPage } from "../ui.tsx";

const TABS = {
  statuses: JOB_STATUSES,
  labels: JOB_STATUS_LABELS,
  empty: { pending: "No open jobs right now.", confirmed: "No confirmed jobs.", completed: "No completed jobs yet.", cancelled: "No cancelled jobs." },
};

function JobRowSide({ job }: { job: AdminJob }) {
  if (job.status === "pending") {
    return <span className={job.applicantCount > 0 ? "badge" : "badge badge--neutral"}>{job.applicantCount} opted in</span>;
  }
  return job.confirmedArtist ? (
    <span className="admin-row__artist">
      <span className="muted">Artist</span> <strong>{job.confirmedArtist.name}</strong>
    </span>
  ) : (
    <span className="muted">No artist</span>
  );
}

/** Jobs by status: open ones with their opt-in counts, booked ones with their artist. */
export function JobsPage(search: StatusListSearch<JobStatus>) {
  const navigate = useNavigate();
  return (
    <StatusListPage
      heading={{ title: "Jobs", intro: "Open a job to see who opted in, confirm one artist, then complete or cancel it.", pagesLabel: "Jobs pages" }}
      tabs={TABS}
      search={search}
      go={(next) => navigate({ to: "/admin/jobs", search: next })}
      loaded={useApiGet(client.admin.jobs, { query: { status: search.status, ...consolePage(search.page) } })}
    >
      {(job) => (
        <li key={job._id}>
          <Link to="/admin/jobs/$jobId" params={{ jobId: job._id }} className="admin-row admin-job-row">
            <span className="admin-row__main">
              <span className="admin-job-row__title">
                <strong>{job.studioName}</strong>
                <span className="badge">{job.style}</span>
              </span>
              <span className="muted">
                {jobDates(job)} · {jobHours(job)}
              </span>
              <span className="muted">
                {cityLine(job.city)} · {formatRate(job.rate)} · posted {fromNow(job.createdAt)} by {job.client.name}
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
