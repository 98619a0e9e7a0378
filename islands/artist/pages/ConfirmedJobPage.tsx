import { useParams } from "@tanstack/react-router";
import { client } from "../../lib/api.ts";
import { formatRate } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { AddToCalendar } from "../../lib/ui/AddToCalendar.tsx";
import { useStoredJob } from "../../lib/ui/JobView.tsx";
import { ArtistJobView } from "../components/ArtistJobView.tsx";
import { BadgeList } from "../../lib/ui/BadgeList.tsx";

/** SPEC §2 jobs/confirmed/{jobId}: a job the artist is booked on. */
export function ConfirmedJobPage() {
  const t = useT();
  const locale = useLocale();
  const { jobId } = useParams({ strict: false }) as { jobId: string };
  return (
    <ArtistJobView
      route={client.job["artist-confirmed-job"][":jobId"]}
      jobId={jobId}
      {...useStoredJob("confirmedJob", jobId)}
      back={{ label: t("artist.confirmed.back"), search: { tab: "confirmed" } }}
      actions={(job) => job.status === "confirmed" && <AddToCalendar jobId={job._id} />}
      notFound={(message) => (
        <>
          <h1>{t("artist.confirmed.notFound")}</h1>
          <p className="muted">{t("artist.confirmed.notFoundText", { message })}</p>
        </>
      )}
      aside={(job) => (
        <aside className="card card--padded aa-booked">
          <h2>{t("artist.confirmed.booked")}</h2>
          {job.artistheadshot && <img className="aa-booked__photo" src={job.artistheadshot} alt="" width={64} height={64} />}
          <p>
            <strong>{job.username}</strong>
          </p>
          <BadgeList label={t("artist.confirmed.styles")} items={job.artistStyle} />
          <p className="aa-booked__rate">{formatRate(locale, job.rate)}</p>
          <p className="muted">{t("artist.confirmed.questions")}</p>
        </aside>
      )}
    />
  );
}
