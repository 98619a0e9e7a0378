import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import type { ArtistProfileCheck } from "../../src/contracts/artist-area.ts";
import type { LookupItem } from "../../src/contracts/catalog.ts";
import type { SessionUser } from "../../src/contracts/roles.ts";
import { api } from "../lib/api.ts";
import { artistSliceAtom, userAtom } from "../lib/state.ts";
import { failureMessage, notifyError } from "./notify.ts";

/** The three lookup lists of the forms, kept in state and refreshed once per screen (ETag: cheap). */
export function useLookups() {
  const [state, patch] = useAtom(artistSliceAtom);
  useEffect(() => {
    const load = async (path: string) => {
      const reply = await api<LookupItem[]>(path, { noCache: true });
      return reply.status ? reply.response : undefined;
    };
    Promise.all([load("/artist-type/list"), load("/artist-style/list"), load("/artist-available/list")])
      .then(([types, styles, availabilities]) => patch({ types, styles, availabilities }))
      .catch((error: unknown) => console.error("lookup lists", error));
  }, [patch]);
  return { types: state.types, styles: state.styles, availabilities: state.availabilities };
}

/** The application's status: null when none; throws when the check itself fails. */
export async function fetchArtistStatus(): Promise<ArtistProfileCheck["artistStatus"]> {
  const reply = await api<ArtistProfileCheck>("/artist/check-artist-profile", { noCache: true });
  if (!reply.status) throw new Error(reply.message);
  return reply.response.artistStatus;
}

/** The signed-in user for display (SPEC §3), read back from the session when the stored one is missing. */
export function useCurrentUser(): SessionUser | null {
  const [user, setUser] = useAtom(userAtom);
  useEffect(() => {
    if (user) return;
    api<SessionUser>("/auth/me")
      .then((reply) => reply.status && setUser(reply.response))
      .catch((error: unknown) => console.error("current user", error));
  }, [user, setUser]);
  return user;
}

/** One job's view: shown at once from what is known, then refreshed; "gone" when the server says no. */
export type JobLoad<T> = { state: "loading" } | { state: "ready"; job: T } | { state: "gone"; message: string };

/**
 * Loads one job from `path` (SPEC §8 messages on failure), starting from `known`
 * when the lists already had it; `onLoaded` keeps it in the store.
 */
export function useJobView<T>(path: string, known: T | undefined, onLoaded: (job: T) => void): JobLoad<T> {
  const [load, setLoad] = useState<JobLoad<T>>(known ? { state: "ready", job: known } : { state: "loading" });
  useEffect(() => {
    let live = true;
    // Another job in the same view: start again from what is known of it.
    setLoad(known ? { state: "ready", job: known } : { state: "loading" });
    api<T>(path, { noCache: true })
      .then((reply) => {
        if (!live) return;
        if (reply.status) {
          onLoaded(reply.response);
          setLoad({ state: "ready", job: reply.response });
          return;
        }
        const message = failureMessage(reply, "Failed to fetch job details");
        notifyError(message);
        setLoad({ state: "gone", message });
      })
      .catch((error: unknown) => {
        console.error(path, error);
        if (live) notifyError("Server error while fetching job details");
      });
    return () => {
      live = false;
    };
    // `known` is read when the path changes, not followed: the server's copy replaces it.
  }, [path, onLoaded]);
  return load;
}
