import { Link } from "@tanstack/react-router";
import { AddToCalendar } from "../../lib/ui/AddToCalendar.tsx";
import { BadgeList } from "../../lib/ui/BadgeList.tsx";
import type { ConfirmedJob } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../../lib/format.ts";
import { ClientJobView, useConfirmedBooking } from "../components/ClientJobView.tsx";
import { DuplicateJob } from "../components/JobActions.tsx";
import { ReviewPanel } from "../components/ReviewPanel.tsx";
import { confirmedJobRoute } from "../router.tsx";

/** The booked artist: headshot, name, styles, and a way to their public profile. */
function ArtistCard({ job }: { job: ConfirmedJob }) {
  const t = useT();
  const format = useFormat();
  return (
    <aside className="booked-artist" aria-label={t("client.confirmed.artist")}>
      {job.artistheadshot ? (
        <img className="booked-artist__photo" src={job.artistheadshot} alt={t("common.headshotOf", { name: job.username })} width={300} height={400} />
      ) : (
        <div className="booked-artist__photo booked-artist__photo--empty" aria-hidden="true">
          {job.username.slice(0, 1)}
        </div>
      )}
      <div className="booked-artist__body">
        <p className="eyebrow">{t("client.confirmed.yourArtist")}</p>
        <h2 className="booked-artist__name">{job.username}</h2>
        <BadgeList label={t("common.styles")} items={job.artistStyle} />
        <p className="booked-artist__rate">{format.rate(job.rate)}</p>
        <a className="btn btn--outline btn--sm" href={`/artist/profile/${job.artistId}`}>
          {t("client.confirmed.viewArtist")}
        </a>
      </div>
    </aside>
  );
}

/** SPEC §2 jobs/confirmed/{jobId}: the booking with its artist and the invoice. */
export function ConfirmedJobView() {
  const t = useT();
  const { jobId } = confirmedJobRoute.useParams();
  return (
    <ClientJobView
      {...useConfirmedBooking(jobId)}
      backTab="confirmed"
      eyebrow={() => t("client.confirmed.eyebrow")}
      actions={(job) => (
        <>
          <Link to="/client/jobs/confirmed/$jobId/invoice" params={{ jobId: job._id }} className="btn btn--primary">
            {t("client.confirmed.invoice")}
          </Link>
          {job.status === "confirmed" && <AddToCalendar jobId={job._id} small={false} />}
          <DuplicateJob job={job} />
        </>
      )}
      aside={(job) => <ArtistCard job={job} />}
    >
      {(job) => job.status === "completed" && <ReviewPanel job={job} />}
    </ClientJobView>
  );
}
