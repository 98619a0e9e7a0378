import { atom, type PrimitiveAtom, type WritableAtom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SessionUser } from "../../src/contracts/roles.ts";

/**
 * The browser's whole state (SPEC §3), persisted in localStorage under "root".
 * The session itself is the httpOnly cookie: `auth.user` is for display only.
 * Slices are loosely typed here; each area narrows what it reads.
 */
export interface RootState {
  auth: { user: SessionUser | null };
  services: unknown[] | null;
  artists: unknown[] | null;
  testimonials: unknown[] | null;
  /** Lookup lists, artist's offered and confirmed jobs, the artist's own profile. */
  artist: Record<string, unknown>;
  /** The client's profile, pending request jobs and confirmed booking jobs. */
  client: Record<string, unknown>;
  /** Single job, single confirmed job, single client confirmed job. */
  job: Record<string, unknown>;
}

export const initialRootState: RootState = {
  auth: { user: null },
  services: null,
  artists: null,
  testimonials: null,
  artist: {},
  client: {},
  job: {},
};

export const ROOT_STORAGE_KEY = "root";

// jotai's default JSON storage is window.localStorage, and nothing where there is no window:
// server rendering imports this module too (the login island sets the user).
export const rootAtom = atomWithStorage<RootState>(ROOT_STORAGE_KEY, initialRootState, createJSONStorage<RootState>(), {
  getOnInit: true,
});

/** A read/write view of one slice of the root state. */
export function sliceAtom<K extends keyof RootState>(key: K): WritableAtom<RootState[K], [RootState[K]], void> {
  return atom(
    (get) => get(rootAtom)[key] ?? initialRootState[key],
    (get, set, value: RootState[K]) => set(rootAtom, { ...get(rootAtom), [key]: value }),
  );
}

export const userAtom = atom(
  (get) => get(rootAtom).auth?.user ?? null,
  (get, set, user: SessionUser | null) => set(rootAtom, { ...get(rootAtom), auth: { user } }),
);

/** After login (SPEC §4): the user is stored and the artist, client, job, service and testimonial slices reset. */
export const loggedInAtom = atom(null, (get, set, user: SessionUser) =>
  set(rootAtom, {
    ...get(rootAtom),
    auth: { user },
    artist: {},
    client: {},
    job: {},
    services: null,
    testimonials: null,
  }),
);

export type { PrimitiveAtom };
