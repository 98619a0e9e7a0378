import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import type { ClientProfile } from "../../src/features/studios/clients.contract.ts";
import { JOBS_PAGE_SIZE } from "../../src/features/jobs/job-lists.contract.ts";
import type { ConfirmedJob, Job } from "../../src/features/jobs/jobs.contract.ts";
import { client } from "../lib/api.ts";
import { type Loaded, type ReadRouteOf, useApiGet } from "../lib/data.ts";
import { clientSliceAtom, type JobsPage } from "../lib/state.ts";

export type JobsKind = "pending" | "draft" | "confirmed" | "completed";

const LISTS = {
  pending: { route: client.job["user-pending-jobs"], key: "pendingJobs" },
  draft: { route: client.job["user-draft-jobs"], key: "draftJobs" },
  // The bookings still to come, and those done: each tab and count is of one status.
  confirmed: { route: client.job["user-confirmed-jobs"], key: "confirmedJobs", status: "confirmed" },
  completed: { route: client.job["user-confirmed-jobs"], key: "completedJobs", status: "completed" },
} as const;

/**
 * One page (10 jobs, SPEC §9) of the client's requests, drafts, upcoming or completed bookings, kept in the
 * `client` slice of the root state; shown from the store while it refreshes.
 */
export function useJobsPage(kind: JobsKind, page: number): Loaded<JobsPage<Job | ConfirmedJob>> {
  const list = LISTS[kind];
  const { key } = list;
  const route: ReadRouteOf<{ query: { page: string; limit: string; status?: string } }, Job[]> = list.route;
  const stored = useAtomValue(clientSliceAtom)[key];
  const patch = useSetAtom(clientSliceAtom);
  // SPEC §8: a refused list fetch toasts; an exception goes to the console only.
  const query = { page: String(page), limit: String(JOBS_PAGE_SIZE), ...("status" in list && { status: list.status }) };
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
