import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import type { ClientProfile } from "../../src/contracts/clients.ts";
import { JOBS_PAGE_SIZE, type ConfirmedJob, type Job } from "../../src/contracts/jobs.ts";
import { client } from "../lib/api.ts";
import { useApiGet, type Loaded, type ReadRouteOf } from "../lib/data.ts";
import { FALLBACK } from "../lib/feedback.ts";
import { clientSliceAtom, jobSliceAtom, type JobSlice, type JobsPage } from "../lib/state.ts";

export type JobsKind = "pending" | "confirmed";

const LISTS = {
  pending: { route: client.job["user-pending-jobs"], key: "pendingJobs" },
  confirmed: { route: client.job["user-confirmed-jobs"], key: "confirmedJobs" },
} as const;

/**
 * One page (10 jobs, SPEC §9) of the client's requests or bookings, kept in the
 * `client` slice of the root state; shown from the store while it refreshes.
 */
export function useJobsPage(kind: JobsKind, page: number): Loaded<JobsPage<Job | ConfirmedJob>> {
  const { key } = LISTS[kind];
  const route: ReadRouteOf<{ query: { page: string; limit: string } }, Job[]> = LISTS[kind].route;
  const stored = useAtomValue(clientSliceAtom)[key];
  const patch = useSetAtom(clientSliceAtom);
  // SPEC §8: a refused list fetch toasts; an exception goes to the console only.
  const query = { page: String(page), limit: String(JOBS_PAGE_SIZE) };
  const loaded = useApiGet(
    route,
    { query },
    {
      onLoaded: (reply) => patch({ [key]: { page, items: reply.response, total: reply.total ?? reply.response.length } }),
    },
  );
  return { ...loaded, data: stored && stored.page === page ? stored : null };
}

export interface ProfileState {
  /** undefined: not known yet; null: no studio registered. Shown from the store while it refreshes. */
  profile: ClientProfile | null | undefined;
  /** True once this screen has the server's answer. */
  fresh: boolean;
  failed: boolean;
}

/** Whether the client has a studio profile, and which (GET /client/check-client-profile), kept in the `client` slice. */
export function useClientProfile(): ProfileState {
  const stored = useAtomValue(clientSliceAtom).profile;
  const patch = useSetAtom(clientSliceAtom);
  const [fresh, setFresh] = useState(false);
  const { failed } = useApiGet(
    client.client["check-client-profile"],
    {},
    {
      fallback: null,
      onLoaded: (reply) => {
        patch({ profile: reply.response.exists && reply.response.profile ? reply.response.profile : null });
        setFresh(true);
      },
    },
  );
  return { profile: stored, fresh, failed };
}

export interface JobView<T> {
  /** The job, from the store while it refreshes; null until known. */
  job: T | null;
  /** The server said no (not found, not the caller's) or could not answer. */
  failed: boolean;
}

/** Where each job of the job slice that the client opens comes from. */
const JOB_ROUTES = {
  job: client.job.detail[":jobId"],
  clientConfirmedJob: client.job["user-confirmed-job-details"][":jobId"],
} as const;

/** One job for a detail screen (`job` or `clientConfirmedJob` of the job slice), with SPEC §8's messages. */
export function useJobView<K extends keyof typeof JOB_ROUTES>(key: K, jobId: string): JobView<NonNullable<JobSlice[K]>> {
  const stored = useAtomValue(jobSliceAtom)[key];
  const patch = useSetAtom(jobSliceAtom);
  const route: ReadRouteOf<{ param: { jobId: string } }, Job> = JOB_ROUTES[key];
  const { failed } = useApiGet(
    route,
    { param: { jobId } },
    {
      fallback: FALLBACK.jobDetails,
      brokenMessage: FALLBACK.jobDetailsError,
      onLoaded: (reply) => patch({ [key]: reply.response }),
    },
  );
  const job = stored && stored._id === jobId && !failed ? (stored as NonNullable<JobSlice[K]>) : null;
  return { job, failed };
}
