import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientProfile, ClientProfileCheck } from "../../src/contracts/clients.ts";
import { JOBS_PAGE_SIZE, type ConfirmedJob, type Job } from "../../src/contracts/jobs.ts";
import { api, type ApiReply } from "../lib/api.ts";
import { FALLBACK, toastFailure } from "./feedback.ts";
import { clientSliceAtom, jobSliceAtom, type JobSlice, type JobsPage } from "../lib/state.ts";

export type JobsKind = "pending" | "confirmed";

const LISTS = {
  pending: { path: "/job/user-pending-jobs", key: "pendingJobs" },
  confirmed: { path: "/job/user-confirmed-jobs", key: "confirmedJobs" },
} as const;

export interface Loaded<T> {
  /** null until loaded (what the store holds for this request is shown meanwhile). */
  data: T | null;
  failed: boolean;
  reload(): void;
}

/** Remounts a load when `reload` is called. */
function useReloadKey(): [number, () => void] {
  const [key, setKey] = useState(0);
  return [key, useCallback(() => setKey((k) => k + 1), [])];
}

export interface GetHandlers<T> {
  /** The server answered `status: true`. */
  ok(reply: ApiReply<T>): void;
  /** The server said no (`status: false`). */
  refused?(reply: ApiReply<T>): void;
  /** No envelope came back (network down, server gone); already logged to the console (SPEC §8). */
  broke?(error: unknown): void;
}

/**
 * GETs `path` (no-cache) on mount, whenever `path` changes and on `reload()`;
 * a pending call is dropped when the screen leaves. `failed` tells whether the
 * last call came back without the data.
 */
export function useGet<T>(path: string, handlers: GetHandlers<T>): { failed: boolean; reload(): void } {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [failed, setFailed] = useState(false);
  const [reloadKey, reload] = useReloadKey();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    api<T>(path, { noCache: true, signal: controller.signal })
      .then((reply) => {
        if (reply.status) return latest.current.ok(reply);
        setFailed(true);
        latest.current.refused?.(reply);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFailed(true);
        latest.current.broke?.(error);
      });
    return () => controller.abort();
  }, [path, reloadKey]);

  return { failed, reload };
}

/**
 * One page (10 jobs, SPEC §9) of the client's requests or bookings, kept in the
 * `client` slice of the root state; shown from the store while it refreshes.
 */
export function useJobsPage(kind: JobsKind, page: number): Loaded<JobsPage<Job | ConfirmedJob>> {
  const { path, key } = LISTS[kind];
  const stored = useAtomValue(clientSliceAtom)[key];
  const patch = useSetAtom(clientSliceAtom);
  // SPEC §8: a refused list fetch toasts; an exception goes to the console only.
  const { failed, reload } = useGet<Job[]>(`${path}?page=${page}&limit=${JOBS_PAGE_SIZE}`, {
    ok: (reply) => patch({ [key]: { page, items: reply.response, total: reply.total ?? reply.response.length } }),
    refused: (reply) => toastFailure(reply.message, FALLBACK.fetch),
  });
  return { data: stored && stored.page === page ? stored : null, failed, reload };
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
  const { failed } = useGet<ClientProfileCheck>("/client/check-client-profile", {
    ok: (reply) => {
      patch({ profile: reply.response.exists && reply.response.profile ? reply.response.profile : null });
      setFresh(true);
    },
  });
  return { profile: stored, fresh, failed };
}

export interface JobView<T> {
  /** The job, from the store while it refreshes; null until known. */
  job: T | null;
  /** The server said no (not found, not the caller's) or could not answer. */
  failed: boolean;
}

/** One job for a detail screen (`job` or `clientConfirmedJob` of the job slice), with SPEC §8's messages. */
export function useJobView<K extends keyof JobSlice>(key: K, path: string, jobId: string): JobView<NonNullable<JobSlice[K]>> {
  const stored = useAtomValue(jobSliceAtom)[key];
  const patch = useSetAtom(jobSliceAtom);
  const { failed } = useGet<NonNullable<JobSlice[K]>>(path, {
    ok: (reply) => patch({ [key]: reply.response }),
    refused: (reply) => toastFailure(reply.message, FALLBACK.jobDetails),
    broke: () => toastFailure(undefined, FALLBACK.jobDetailsError),
  });
  const job = stored && stored._id === jobId && !failed ? (stored as NonNullable<JobSlice[K]>) : null;
  return { job, failed };
}
