import { atom, type WritableAtom } from "jotai";
import type { LookupItem } from "../../src/contracts/catalog.ts";
import type { ClientProfile } from "../../src/contracts/clients.ts";
import type { ConfirmedJob, Job } from "../../src/contracts/jobs.ts";
import { sliceAtom } from "../lib/state.ts";

/** One page of a jobs list as the server last sent it. */
export interface JobsPage<T> {
  page: number;
  items: T[];
  total: number;
}

/** SPEC §3: the client, its pending request jobs and its confirmed booking jobs. */
export interface ClientSlice {
  /** null: the account has no studio profile yet. */
  profile?: ClientProfile | null;
  pendingJobs?: JobsPage<Job>;
  confirmedJobs?: JobsPage<ConfirmedJob>;
}

/** SPEC §3: the single job and the single client confirmed job on screen. */
export interface JobSlice {
  job?: Job;
  clientConfirmedJob?: ConfirmedJob;
}

/** The artist slice holds the lookup lists; the booking form reads the styles. */
export interface StyleSlice {
  styles?: LookupItem[];
}

// The root state types its slices loosely (lib/state.ts); the client area narrows what it reads and writes.
export const clientAtom = sliceAtom("client") as unknown as WritableAtom<ClientSlice, [ClientSlice], void>;
export const jobAtom = sliceAtom("job") as unknown as WritableAtom<JobSlice, [JobSlice], void>;
export const artistListsAtom = sliceAtom("artist") as unknown as WritableAtom<StyleSlice & Record<string, unknown>, [StyleSlice & Record<string, unknown>], void>;

/** Merges a patch into a slice, reading the latest state so concurrent loads do not undo each other. */
const patcher = <T extends object>(slice: WritableAtom<T, [T], void>) =>
  atom(null, (get, set, patch: Partial<T>) => set(slice, { ...get(slice), ...patch }));

export const patchClientAtom = patcher(clientAtom);
export const patchJobAtom = patcher(jobAtom);
export const patchArtistListsAtom = patcher(artistListsAtom);
