import { Link, useParams } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import type { ConfirmedJob } from "../../../src/contracts/jobs.ts";
import { api } from "../../lib/api.ts";
import { formatRate } from "../../lib/format.ts";
import { JobFacts } from "../components/JobFacts.tsx";
import { failureMessage, notifyError } from "../notify.ts";
import { jobStateAtom } from "../state.ts";

type Load = { state: "loading" } | { state: "ready"; job: ConfirmedJob } | { state: "gone"; message: string };

/** SPEC §2 jobs/confirmed/{jobId}: a job the artist is booked on. */
export function ConfirmedJobPage() {
  const { jobId } = useParams({ strict: false }) as { jobId: string };
  const [stored, patchJob] = useAtom(jobStateAtom);
  const known = stored.confirmedJob?._id === jobId ? stored.confirmedJob : undefined;
  const [load, setLoad] = useState<Load>(known ? { state: "ready", job: known } : { state: "loading" });

  useEffect(() => {
    let live = true;
    api<ConfirmedJob>(`/job/artist-confirmed-job/${jobId}`, { noCache: true })
      .then((reply) => {
        if (!live) return;
        if (reply.status) {
          patchJob({ confirmedJob: reply.response });
          setLoad({ state: "ready", job: reply.response });
          return;
        }
        const message = failureMessage(reply, "Failed to fetch job details");
        notifyError(message);
        setLoad({ state: "gone", message });
      })
      .catch((error: unknown) => {
        console.error("confirmed job", error);
        if (live) notifyError("Server error while fetching job details");
      });
    return () => {
      live = false;
    };
  }, [jobId, patchJob]);

  return (
    <div className="aa-detail">
      <Link to="/artist/jobs" search={{ tab: "confirmed" }} className="aa-back">
        ← Back to confirmed jobs
      </Link>
      {load.state === "loading" && (
        <p className="aa-loading" role="status">
          Loading job details...
        </p>
      )}
      {load.state === "gone" && (
        <div className="aa-card aa-empty-state">
          <h1>Job not found</h1>
          <p className="aa-muted">{load.message}.</p>
        </div>
      )}
      {load.state === "ready" && (
        <div className="aa-detail__grid">
          <div className="aa-card">
            <JobFacts job={load.job} />
          </div>
          <aside className="aa-card aa-booked">
            <p className="aa-status aa-status--approved">Confirmed</p>
            <h2>You are booked</h2>
            {load.job.artistheadshot && <img className="aa-booked__photo" src={load.job.artistheadshot} alt="" width={64} height={64} />}
            <p>
              <strong>{load.job.username}</strong>
            </p>
            <ul className="aa-badges" aria-label="Styles">
              {load.job.artistStyle.map((s) => (
                <li key={s} className="aa-badge">
                  {s}
                </li>
              ))}
            </ul>
            <p className="aa-booked__rate">{formatRate(load.job.rate)}</p>
            <p className="aa-muted">Questions about this booking? Write to us in Messages.</p>
          </aside>
        </div>
      )}
    </div>
  );
}
