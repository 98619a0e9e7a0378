import { atom } from "jotai";
import type { ArtistProfile } from "../../src/contracts/artist-area.ts";
import type { LookupItem } from "../../src/contracts/catalog.ts";
import type { ConfirmedJob, Job } from "../../src/contracts/jobs.ts";
import { sliceAtom } from "../lib/state.ts";

/** What the artist area keeps in the root state's `artist` slice (SPEC §3). */
export interface ArtistSlice {
  styles?: LookupItem[];
  availabilities?: LookupItem[];
  types?: LookupItem[];
  /** The jobs offered to the artist, as the dashboard last loaded them. */
  offeredJobs?: Job[];
  /** The current page of the artist's confirmed jobs. */
  confirmedJobs?: ConfirmedJob[];
  profile?: ArtistProfile;
}

/** The `job` slice: the single job and single confirmed job last opened. */
export interface JobSlice {
  job?: Job;
  confirmedJob?: ConfirmedJob;
}

const artistRoot = sliceAtom("artist");
const jobRoot = sliceAtom("job");

/** Reads the artist slice; writes merge a patch into it. */
export const artistStateAtom = atom(
  (get) => get(artistRoot) as ArtistSlice,
  (get, set, patch: Partial<ArtistSlice>) => set(artistRoot, { ...(get(artistRoot) as ArtistSlice), ...patch }),
);

export const jobStateAtom = atom(
  (get) => get(jobRoot) as JobSlice,
  (get, set, patch: Partial<JobSlice>) => set(jobRoot, { ...(get(jobRoot) as JobSlice), ...patch }),
);

/** Approved, as checked once per page load (not persisted): moving inside the area does not ask again. */
export const approvedAtom = atom(false);
