import { createRoute, Link } from "@tanstack/react-router";
import type { ConfirmedJob } from "../../../src/contracts/jobs.ts";
import { formatRate } from "../../lib/format.ts";
import { ClientJobView, useConfirmedBooking } from "../components/ClientJobView.tsx";
import { clientRoute } from "../root.tsx";

/** The booked artist: headshot, name, styles, and a way to their public profile. */
function ArtistCard({ job }: { job: ConfirmedJob }) {
  return (
    <aside className="booked-artist" aria-label="Booked artist">
      {job.artistheadshot ? (
        <img className="booked-artist__photo" src={job.artistheadshot} alt={`Headshot of ${job.username}`} width={300} height={400} />
      ) : (
        <div className="booked-artist__photo booked-artist__photo--empty" aria-hidden="true">
          {job.username.slice(0, 1)}
        </div>
      )}
      <div className="booked-artist__body">
        <p className="eyebrow">Your artist</p>
        <h2 className="booked-artist__name">{job.username}</h2>
        <ul className="badge-list" aria-label="Styles">
          {job.artistStyle.map((s) => (
            <li key={s} className="badge">
              {s}
            </li>
          ))}
        </ul>
        <p className="booked-artist__rate">{formatRate(job.rate)}</p>
        <a className="btn btn--outline btn--sm" href={`/artist/profile/${job.artistId}`}>
          View Artist Profile
        </a>
      </div>
    </aside>
  );
}

/** SPEC §2 jobs/confirmed/{jobId}: the booking with its artist and the invoice. */
function ConfirmedJobView() {
  const { jobId } = confirmedJobRoute.useParams();
  return (
    <ClientJobView
      {...useConfirmedBooking(jobId)}
      backTab="confirmed"
      eyebrow={() => "Confirmed booking"}
      actions={(job) => (
        <Link to="/client/jobs/confirmed/$jobId/invoice" params={{ jobId: job._id }} className="btn btn--primary">
          Invoice Details
        </Link>
      )}
      aside={(job) => <ArtistCard job={job} />}
    />
  );
}

export const confirmedJobRoute = createRoute({ getParentRoute: () => clientRoute, path: "jobs/confirmed/$jobId", component: ConfirmedJobView });
