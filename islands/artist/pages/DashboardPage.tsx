import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { isSettled, useApiGet, useSignedInUser } from "../../lib/data.ts";
import { JobList } from "../../lib/ui/JobList.tsx";
import { JobsPanel } from "../../lib/ui/JobsPanel.tsx";
import { BadgeList } from "../../lib/ui/BadgeList.tsx";
import { JobsEmpty } from "../components/JobsEmpty.tsx";
import { artistSliceAtom } from "../../lib/state.ts";
import { Loading } from "../components/Loading.tsx";

/** How many rows each dashboard panel shows; the jobs page has them all. */
export const DASHBOARD_ROWS = 5;

const offerHref = (job: Job) => `/artist/jobs/details/${job._id}`;
const confirmedHref = (job: Job) => `/artist/jobs/confirmed/${job._id}`;

/** SPEC §2 dashboard: greeting, 'View Profile', 'Jobs for you' with the count of offers. */
export function DashboardPage() {
  const t = useT();
  const user = useSignedInUser();
  const [state, patch] = useAtom(artistSliceAtom);
  const firstRows = { query: { page: "1", limit: String(DASHBOARD_ROWS) } };
  const offered = useApiGet(client.job["available-jobs"], firstRows, { onLoaded: (reply) => patch({ offeredJobs: reply.response }) });
  const offerCount = offered.data ? (offered.total ?? offered.data.length) : null;
  const upcomingJobs = useApiGet(client.job["confirmed-jobs"], firstRows, { fallback: null });
  const upcoming = upcomingJobs.data;
  const profileLoad = useApiGet(client.artist.profile, {}, { fallback: null, onLoaded: (reply) => patch({ profile: reply.response }) });

  if (!user) {
    return <Loading text={t("artist.loadingData")} />;
  }
  // Nothing moves as the loads come (CLS): until the profile comes, its photo and styles keep
  // their room in the greeting; the panels come together once both have their rows, below the fold's
  // "loading" line, instead of the first one's rows pushing the second down.
  const profileKnown = state.profile !== undefined || isSettled(profileLoad);
  const panelsReady = (state.offeredJobs !== undefined || isSettled(offered)) && isSettled(upcomingJobs);
  const offers = state.offeredJobs ?? null;
  const count = offerCount ?? offers?.length ?? 0;
  const profile = state.profile;
  const panels = [
    {
      id: "jobs-for-you",
      title: t("artist.dashboard.jobsForYou"),
      count,
      all: count > 0 ? { to: "/artist/jobs", label: t("artist.dashboard.seeAll") } : undefined,
      jobs: offers,
      hrefOf: offerHref,
      empty: "offers" as const,
    },
    {
      id: "confirmed-jobs",
      title: t("artist.dashboard.confirmedJobs"),
      all: { to: "/artist/jobs", search: { tab: "confirmed" }, label: t("artist.dashboard.seeAll") },
      jobs: upcoming,
      hrefOf: confirmedHref,
      empty: "confirmed" as const,
    },
  ];
  return (
    <div className="aa-dashboard">
      <section className="card card--padded aa-hello">
        {profileKnown ? (
          profile?.headshotUrl && <img className="aa-hello__photo" src={profile.headshotUrl} alt="" width={72} height={72} />
        ) : (
          <span className="aa-hello__photo aa-hello__photo--pending" aria-hidden="true" />
        )}
        <div className="aa-hello__text">
          <h1>{t("artist.dashboard.hello", { name: user.name })}</h1>
          {profileKnown ? (
            profile && profile.artistStyle.length > 0 && <BadgeList label={t("artist.dashboard.yourStyles")} items={profile.artistStyle} />
          ) : (
            <span className="badge-list aa-hello__styles--pending" aria-hidden="true">
              <span className="badge" />
            </span>
          )}
        </div>
        <Link to="/artist/artist-profile" className="btn btn--outline">
          {t("artist.dashboard.viewProfile")}
        </Link>
      </section>

      {panelsReady ? (
        <div className="aa-panels">
          {panels.map(({ jobs, hrefOf, empty, ...panel }) => (
            <JobsPanel key={panel.id} {...panel} className="card card--padded aa-panel">
              <JobList jobs={jobs} hrefOf={hrefOf} loadingText={t("artist.loadingData")} empty={<JobsEmpty kind={empty} />} />
            </JobsPanel>
          ))}
        </div>
      ) : (
        <Loading text={t("artist.loadingData")} />
      )}
    </div>
  );
}
