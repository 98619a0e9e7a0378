import type { ReactNode } from "react";
import type { ConfirmedJob, Job } from "../../../src/features/jobs/jobs.contract.ts";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import { EmptyState } from "../../lib/ui/EmptyState.tsx";
import { LoadFailed } from "../../lib/ui/LoadFailed.tsx";
import { JobList } from "../../lib/ui/JobList.tsx";
import type { Loaded } from "../../lib/data.ts";
import type { JobsPage } from "../../lib/state.ts";

interface LoadedJobsProps {
  loaded: Loaded<JobsPage<Job>>;
  hrefOf(job: Job): string;
  /** What the studio can do with a row's job, beside it. */
  actions?(job: Job): ReactNode;
  /** What an empty page says and offers next. */
  empty?: ReactNode;
}

const isBooking = (job: Job): job is ConfirmedJob => "artistId" in job;

/**
 * Who teaches the booking, heading its row: the artist's headshot and name. The studio's own name, which headed
 * every booking of its own screens, told it nothing.
 */
function BookedArtist({ job }: { job: ConfirmedJob }) {
  return (
    <span className="job-row__artist">
      {job.artistheadshot ? (
        // The name follows: the photo adds nothing a screen reader should say twice.
        <img className="job-row__photo" src={job.artistheadshot} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="job-row__photo job-row__photo--empty" aria-hidden="true">
          {job.username.slice(0, 1)}
        </span>
      )}
      <strong className="job-row__title">{job.username}</strong>
    </span>
  );
}

/** The booked artist's public profile, beside the booking's row (a link cannot sit inside the row's own). */
function ArtistProfileLink({ job }: { job: ConfirmedJob }) {
  const t = useT();
  const href = useLocalePath();
  return (
    <a className="btn btn--outline btn--sm" href={href(`/artist/profile/${job.artistId}`)} aria-label={t("client.jobs.profileOf", { name: job.username })}>
      {t("client.jobs.profile")}
    </a>
  );
}

/** No upcoming booking: they come from requests the agency fills, so the way on is to the requests. */
export function UpcomingEmpty() {
  const t = useT();
  return (
    <EmptyState
      title={t("client.empty.confirmed.title")}
      text={t("client.empty.confirmed.text")}
      action={{ to: "/client/my-bookings", search: { tab: "requests" }, label: t("client.empty.confirmed.action") }}
    />
  );
}

/** A page of jobs: 'Loading data ...', the rows or 'No Jobs Available', or a way to try again. */
export function LoadedJobs({ loaded, hrefOf, actions, empty }: LoadedJobsProps) {
  const t = useT();
  if (loaded.failed && !loaded.data) {
    return <LoadFailed className="load-failed" role="alert" text={t("client.jobs.loadFailed")} retryLabel={t("client.jobs.retry")} onRetry={loaded.reload} />;
  }
  const jobs = loaded.data?.items ?? null;
  // A booking's row is headed by its artist, with their profile beside it; a request's or a draft's by the studio's
  // name as the job gives it.
  if (jobs?.every(isBooking)) {
    return (
      <JobList<ConfirmedJob>
        jobs={jobs}
        hrefOf={hrefOf}
        title={(job) => <BookedArtist job={job} />}
        actions={(job) => <ArtistProfileLink job={job} />}
        empty={empty}
      />
    );
  }
  return <JobList jobs={jobs} hrefOf={hrefOf} actions={actions} empty={empty} />;
}
