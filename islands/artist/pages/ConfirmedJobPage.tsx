import { useParams } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useCallback } from "react";
import type { ConfirmedJob } from "../../../src/contracts/jobs.ts";
import { formatRate } from "../../lib/format.ts";
import { BadgeList } from "../components/BadgeList.tsx";
import { JobViewFrame } from "../components/JobViewFrame.tsx";
import { client } from "../../lib/api.ts";
import { useJobView } from "../data.ts";
import { jobSliceAtom } from "../../lib/state.ts";

/** SPEC §2 jobs/confirmed/{jobId}: a job the artist is booked on. */
export function ConfirmedJobPage() {
  const { jobId } = useParams({ strict: false }) as { jobId: string };
  const [stored, patchJob] = useAtom(jobSliceAtom);
  const known = stored.confirmedJob?._id === jobId ? stored.confirmedJob : undefined;
  const keep = useCallback((confirmedJob: ConfirmedJob) => patchJob({ confirmedJob }), [patchJob]);
  const load = useJobView(client.job["artist-confirmed-job"][":jobId"], jobId, known, keep);

  return (
    <JobViewFrame
      load={load}
      back={{ label: "Back to confirmed jobs", search: { tab: "confirmed" } }}
      gone={(message) => (
        <>
          <h1>Job not found</h1>
          <p className="muted">{message}.</p>
        </>
      )}
    >
      {(job) => (
        <aside className="card card--padded aa-booked">
          <p className="badge badge--success aa-status">Confirmed</p>
          <h2>You are booked</h2>
          {job.artistheadshot && <img className="aa-booked__photo" src={job.artistheadshot} alt="" width={64} height={64} />}
          <p>
            <strong>{job.username}</strong>
          </p>
          <BadgeList label="Styles" items={job.artistStyle} />
          <p className="aa-booked__rate">{formatRate(job.rate)}</p>
          <p className="muted">Questions about this booking? Write to us in Messages.</p>
        </aside>
      )}
    </JobViewFrame>
  );
}
