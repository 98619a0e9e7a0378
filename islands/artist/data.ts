import { useAtom } from "jotai";
import { useEffect } from "react";
import type { ArtistProfileCheck } from "../../src/contracts/artist-area.ts";
import type { Job } from "../../src/contracts/jobs.ts";
import type { SessionUser } from "../../src/contracts/roles.ts";
import { call, client } from "../lib/api.ts";
import { useApiGet, type ReadRouteOf } from "../lib/data.ts";
import { FALLBACK } from "../lib/feedback.ts";
import { artistSliceAtom, userAtom } from "../lib/state.ts";

/** The three lookup lists of the forms, kept in state and refreshed once per screen (ETag: cheap); a failure goes to the console only. */
export function useLookups() {
  const [state, patch] = useAtom(artistSliceAtom);
  const quiet = { fallback: null } as const;
  useApiGet(client["artist-type"].list, {}, { ...quiet, onLoaded: (reply) => patch({ types: reply.response }) });
  useApiGet(client["artist-style"].list, {}, { ...quiet, onLoaded: (reply) => patch({ styles: reply.response }) });
  useApiGet(client["artist-available"].list, {}, { ...quiet, onLoaded: (reply) => patch({ availabilities: reply.response }) });
  return { types: state.types, styles: state.styles, availabilities: state.availabilities };
}

/** The application's status: null when none; throws when the check itself fails. */
export async function fetchArtistStatus(): Promise<ArtistProfileCheck["artistStatus"]> {
  const reply = await call(client.artist["check-artist-profile"].$get, {}, { noCache: true });
  if (!reply.status) throw new Error(reply.message);
  return reply.response.artistStatus;
}

/** The signed-in user for display (SPEC §3), read back from the session when the stored one is missing. */
export function useCurrentUser(): SessionUser | null {
  const [user, setUser] = useAtom(userAtom);
  useEffect(() => {
    if (user) return;
    call(client.auth.me.$get, {})
      .then((reply) => reply.status && setUser(reply.response))
      .catch((error: unknown) => console.error("current user", error));
  }, [user, setUser]);
  return user;
}

/** One job's view: shown at once from what is known, then refreshed; "gone" when the server says no. */
export type JobLoad<T> = { state: "loading" } | { state: "ready"; job: T } | { state: "gone"; message: string };

/**
 * Loads job `jobId` from `route` (SPEC §8 messages on failure), shown meanwhile
 * from `known` when the lists already had it; `onLoaded` keeps it in the store.
 */
export function useJobView<T extends Job>(
  route: ReadRouteOf<{ param: { jobId: string } }, T>,
  jobId: string,
  known: T | undefined,
  onLoaded: (job: T) => void,
): JobLoad<T> {
  const { data, refusal } = useApiGet(
    route,
    { param: { jobId } },
    {
      fallback: FALLBACK.jobDetails,
      brokenMessage: FALLBACK.jobDetailsError,
      onLoaded: (reply) => onLoaded(reply.response),
    },
  );
  if (refusal !== null) return { state: "gone", message: refusal };
  const job = data ?? known;
  return job ? { state: "ready", job } : { state: "loading" };
}
