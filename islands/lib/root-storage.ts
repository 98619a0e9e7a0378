import type { RootState } from "./state.ts";

/*
 * Where the browser's state (./state.ts) is kept, readable without jotai: a dashboard's
 * first paint (the account menu's stand-in) and a 401 read it before the store loads.
 */

export const initialRootState: RootState = {
  auth: { user: null },
  services: null,
  artists: null,
  testimonials: null,
  artist: {},
  client: {},
  admin: {},
  job: {},
};

export const ROOT_STORAGE_KEY = "root";

/** The stored state as the last page left it (null when none, or unreadable). */
export function storedRoot(): RootState | null {
  try {
    return JSON.parse(localStorage.getItem(ROOT_STORAGE_KEY) ?? "null") as RootState | null;
  } catch {
    return null;
  }
}
