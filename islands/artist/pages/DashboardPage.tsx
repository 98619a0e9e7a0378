import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import type { ArtistProfile } from "../../../src/contracts/artist-area.ts";
import type { ConfirmedJob, Job } from "../../../src/contracts/jobs.ts";
import { api } from "../../lib/api.ts";
import { JobList } from "../../lib/ui/JobList.tsx";
import { BadgeList } from "../components/BadgeList.tsx";
import { useCurrentUser } from "../data.ts";
import { failureMessage, notifyError } from "../notify.ts";
import { artistSliceAtom } from "../../lib/state.ts";
import { Loading } from "../components/Loading.tsx";

/** How many rows each dashboard panel shows; the jobs page has them all. */
export const DASHBOARD_ROWS = 5;

const offerHref = (job: Job) => `/artist/jobs/details/${job._id}`;
const confirmedHref = (job: Job) => `/artist/jobs/confirmed/${job._id}`;

/** SPEC §2 dashboard: greeting, 'View Profile', 'Jobs for you' with the count of offers. */
export function DashboardPage() {
  const user = useCurrentUser();
  const [state, patch] = useAtom(artistSliceAtom);
  const [offerCount, setOfferCount] = useState<number | null>(null);
  const [upcoming, setUpcoming] = useState<ConfirmedJob[] | null>(null);

  useEffect(() => {
    api<Job[]>(`/job/available-jobs?page=1&limit=${DASHBOARD_ROWS}`, { noCache: true })
      .then((reply) => {
        if (!reply.status) return notifyError(failureMessage(reply, "Failed to Fetch Data"));
        patch({ offeredJobs: reply.response });
        setOfferCount(reply.total ?? reply.response.length);
      })
      .catch((error: unknown) => console.error("offered jobs", error));
    api<ConfirmedJob[]>(`/job/confirmed-jobs?page=1&limit=${DASHBOARD_ROWS}`, { noCache: true })
      .then((reply) => reply.status && setUpcoming(reply.response))
      .catch((error: unknown) => console.error("confirmed jobs", error));
    api<ArtistProfile>("/artist/profile", { noCache: true })
      .then((reply) => reply.status && patch({ profile: reply.response }))
      .catch((error: unknown) => console.error("artist profile", error));
  }, [patch]);

  if (!user) {
    return (
      <Loading text="Loading Data..." />
    );
  }
  const offers = state.offeredJobs ?? null;
  const count = offerCount ?? offers?.length ?? 0;
  const profile = state.profile;
  return (
    <div className="aa-dashboard">
      <section className="card card--padded aa-hello">
        {profile?.headshotUrl && <img className="aa-hello__photo" src={profile.headshotUrl} alt="" width={72} height={72} />}
        <div className="aa-hello__text">
          <h1>Hello {user.name} !</h1>
          {profile && profile.artistStyle.length > 0 && <BadgeList label="Your styles" items={profile.artistStyle} />}
        </div>
        <Link to="/artist/artist-profile" className="btn btn--outline">
          View Profile
        </Link>
      </section>

      <div className="aa-panels">
        <section className="card card--padded aa-panel" aria-labelledby="jobs-for-you">
          <header className="aa-panel__head">
            <h2 id="jobs-for-you">
              Jobs for you <span className="badge badge--count">{count}</span>
            </h2>
            {count > 0 && (
              <Link to="/artist/jobs" className="link-arrow">
                See all
              </Link>
            )}
          </header>
          <JobList jobs={offers} hrefOf={offerHref} loadingText="Loading Data..." />
        </section>

        <section className="card card--padded aa-panel" aria-labelledby="confirmed-jobs">
          <header className="aa-panel__head">
            <h2 id="confirmed-jobs">Confirmed Jobs</h2>
            <Link to="/artist/jobs" search={{ tab: "confirmed" }} className="link-arrow">
              See all
            </Link>
          </header>
          <JobList jobs={upcoming} hrefOf={confirmedHref} loadingText="Loading Data..." />
        </section>
      </div>
    </div>
  );
}
