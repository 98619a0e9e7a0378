import { useParams } from "@tanstack/react-router";
import { client } from "../../lib/api.ts";
import { formatRate } from "../../lib/format.ts";
import { useStoredJob } from "../../lib/ui/JobView.tsx";
import { ArtistJobView } from "../components/ArtistJobView.tsx";
import { BadgeList } from "../components/BadgeList.tsx";

/** SPEC §2 jobs/confirmed/{jobId}: a job the artist is booked on. */
export function ConfirmedJobPage() {
  const { jobId } = useParams({ strict: false }) as { jobId: string };
  return (
    <ArtistJobView
      route={client.job["artist-confirmed-job"][":jobId"]}
      jobId={jobId}
      {...useStoredJob("confirmedJob", jobId)}
      back={{ label: "Back to confirmed jobs", search: { tab: "confirmed" } }}
      notFound={(message) => (
        <>
          <h1>Job not found</h1>
          <p className="muted">{message}.</p>
        </>
      )}
      aside={(job) => (
        <aside className="card card--padded aa-booked">
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
    />
  );
}
