import { Link, useNavigate } from "@tanstack/react-router";
import { JOB_STATUS_LABELS, type AdminJob } from "../../../src/contracts/admin.ts";
import { JOB_STATUSES, type JobStatus } from "../../../src/contracts/jobs.ts";
import { cityLine, formatRate, fromNow, jobHours } from "../../lib/format.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { jobDates } from "../jobs.ts";
import { ConsoleList, TabbedPage } from "../ui.tsx";

interface JobsSearch {
  status: JobStatus;
  page: number;
}

const EMPTY: Record<JobStatus, string> = {
  pending: "No open jobs right now.",
  confirmed: "No confirmed jobs.",
  completed: "No completed jobs yet.",
  cancelled: "No cancelled jobs.",
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
export function JobsPage({ status, page }: JobsSearch) {
  const navigate = useNavigate();
  const go = (search: JobsSearch) => navigate({ to: "/admin/jobs", search });
  const loaded = useApiGet(client.admin.jobs, { query: { status, ...consolePage(page) } });
  return (
    <TabbedPage
      title="Jobs"
      intro="Open a job to see who opted in, confirm one artist, then complete or cancel it."
      tabs={JOB_STATUSES}
      labels={JOB_STATUS_LABELS}
      active={status}
      onChange={(s) => go({ status: s, page: 1 })}
    >
      <ConsoleList
        loaded={loaded}
        empty={EMPTY[status]}
        className="admin-rows admin-rows--cards"
        page={page}
        onPage={(p) => go({ status, page: p })}
        pagesLabel="Jobs pages"
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
      </ConsoleList>
    </TabbedPage>
  );
}
