import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import type { Job } from "../../../src/contracts/jobs.ts";
import { useT } from "../../../src/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet, useSignedInUser } from "../../lib/data.ts";
import { JobList } from "../../lib/ui/JobList.tsx";
import { JobsPanel } from "../../lib/ui/JobsPanel.tsx";
import { BadgeList } from "../components/BadgeList.tsx";
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

  // One paint once the greeting's profile and both panels have come (or failed): drawn as each arrived, the
  // photo, the styles and the first panel's rows each pushed what was below them down (CLS, issue 24).
  const settled = (load: { data: unknown; failed: boolean }) => load.data !== null || load.failed;
  const ready = (state.profile !== undefined || settled(profileLoad)) && (state.offeredJobs !== undefined || settled(offered)) && settled(upcomingJobs);
  if (!user || !ready) {
    return <Loading text={t("artist.loadingData")} />;
  }
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
        {profile?.headshotUrl && <img className="aa-hello__photo" src={profile.headshotUrl} alt="" width={72} height={72} />}
        <div className="aa-hello__text">
          <h1>{t("artist.dashboard.hello", { name: user.name })}</h1>
          {profile && profile.artistStyle.length > 0 && <BadgeList label={t("artist.dashboard.yourStyles")} items={profile.artistStyle} />}
        </div>
        <Link to="/artist/artist-profile" className="btn btn--outline">
          {t("artist.dashboard.viewProfile")}
        </Link>
      </section>

      <div className="aa-panels">
        {panels.map(({ jobs, hrefOf, empty, ...panel }) => (
          <JobsPanel key={panel.id} {...panel} className="card card--padded aa-panel">
            <JobList jobs={jobs} hrefOf={hrefOf} loadingText={t("artist.loadingData")} empty={<JobsEmpty kind={empty} />} />
          </JobsPanel>
        ))}
      </div>
    </div>
  );
}
