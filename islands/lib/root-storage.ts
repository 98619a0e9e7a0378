import type { SessionUser } from "../../src/platform/contract/roles.ts";
import { forgetOfflineCopies } from "./offline.ts";
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

/** The state after `user` signs in (SPEC §4): the user stored, the artist, client, admin, job, service and testimonial slices reset. */
export const rootAfterSignIn = (state: RootState, user: SessionUser): RootState => ({
  ...state,
  auth: { user },
  artist: {},
  client: {},
  admin: {},
  job: {},
  services: null,
  testimonials: null,
});

/**
 * A dashboard opens with the session's user as the server saw it (#area-root's data-user), before the
 * store loads. The stored copy may be another account's (signed out elsewhere, then in as someone else):
 * it is replaced as at a sign-in, or the chat would join the other user's room and screens would show
 * their data until reloaded. The same user keeps what it had loaded, under its current name.
 */
export function storeSessionUser(user: SessionUser) {
  const stored = storedRoot() ?? initialRootState;
  const previous = stored.auth?.user;
  const sameUser = previous?.userId === user.userId && previous.role === user.role;
  // Another account's kept pages and replies (the app's offline copies) are not this one's to see.
  if (!sameUser) void forgetOfflineCopies();
  const next = sameUser ? { ...stored, auth: { user } } : rootAfterSignIn({ ...initialRootState, ...stored }, user);
  try {
    localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the store then starts from the session's reply instead.
  }
}
