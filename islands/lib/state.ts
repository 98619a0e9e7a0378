import { atom, type WritableAtom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { AdminDashboard } from "../../src/features/bookings/admin.contract.ts";
import type { ArtistProfile } from "../../src/features/artists/artist-area.contract.ts";
import type { ArtistListItem } from "../../src/features/artists/artists.contract.ts";
import type { LookupItem, Service, Testimonial } from "../../src/features/catalogue/catalog.contract.ts";
import type { ClientProfile } from "../../src/features/studios/clients.contract.ts";
import type { ConfirmedJob, Job, JobDetail } from "../../src/features/jobs/jobs.contract.ts";
import type { SessionUser } from "../../src/platform/contract/roles.ts";
import { initialRootState, ROOT_STORAGE_KEY, rootAfterSignIn } from "./root-storage.ts";

/** One page of a jobs list as the server last sent it. */
export interface JobsPage<T> {
  page: number;
  items: T[];
  total: number;
}

/** The lookup lists (read by the artist's forms and the studio's booking form), and the artist's own jobs and profile. */
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

/** The client, its pending request jobs, its drafts, its upcoming (confirmed) and its completed bookings. */
export interface ClientSlice {
  /** null: the account has no studio profile yet. */
  profile?: ClientProfile | null;
  pendingJobs?: JobsPage<Job>;
  draftJobs?: JobsPage<Job>;
  confirmedJobs?: JobsPage<ConfirmedJob>;
  completedJobs?: JobsPage<ConfirmedJob>;
}

/** What the agency's console shows on every screen. */
export interface AdminSlice {
  /** The dashboard counts, also beside the navigation's links, as last loaded. */
  counts?: AdminDashboard;
}

/** The single job, single (artist's) confirmed job and single client confirmed job last opened. */
export interface JobSlice {
  job?: JobDetail;
  confirmedJob?: ConfirmedJob;
  clientConfirmedJob?: ConfirmedJob;
}

/**
 * The browser's whole state (SPEC §3), persisted in localStorage under "root".
 * The session itself is the httpOnly cookie: `auth.user` is for display only.
 */
export interface RootState {
  auth: { user: SessionUser | null };
  services: Service[] | null;
  artists: ArtistListItem[] | null;
  testimonials: Testimonial[] | null;
  artist: ArtistSlice;
  client: ClientSlice;
  admin: AdminSlice;
  job: JobSlice;
}

// jotai's default JSON storage is window.localStorage, and nothing where there is no window:
// server rendering imports this module too (the login island sets the user).
export const rootAtom = atomWithStorage<RootState>(ROOT_STORAGE_KEY, initialRootState, createJSONStorage<RootState>(), {
  getOnInit: true,
});

type Slices = Pick<RootState, "artist" | "client" | "admin" | "job">;

/**
 * One slice of the root state: reads it, and merges a patch into it from the
 * latest state, so loads that finish together do not undo each other.
 */
function sliceAtom<K extends keyof Slices>(key: K): WritableAtom<Slices[K], [Partial<Slices[K]>], void> {
  return atom(
    (get) => get(rootAtom)[key] ?? initialRootState[key],
    (get, set, patch: Partial<Slices[K]>) => {
      const root = get(rootAtom);
      set(rootAtom, { ...root, [key]: { ...(root[key] ?? initialRootState[key]), ...patch } });
    },
  );
}

export const artistSliceAtom = sliceAtom("artist");
export const clientSliceAtom = sliceAtom("client");
export const adminSliceAtom = sliceAtom("admin");
export const jobSliceAtom = sliceAtom("job");

export const userAtom = atom(
  (get) => get(rootAtom).auth?.user ?? null,
  (get, set, user: SessionUser | null) => set(rootAtom, { ...get(rootAtom), auth: { user } }),
);

/** After login (SPEC §4): the user is stored and the artist, client, admin, job, service and testimonial slices reset. */
export const loggedInAtom = atom(null, (get, set, user: SessionUser) => set(rootAtom, rootAfterSignIn(get(rootAtom), user)));
