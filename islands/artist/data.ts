import { useAtom } from "jotai";
import { useEffect } from "react";
import type { ArtistProfileCheck } from "../../src/contracts/artist-area.ts";
import type { LookupItem } from "../../src/contracts/catalog.ts";
import type { SessionUser } from "../../src/contracts/roles.ts";
import { api } from "../lib/api.ts";
import { userAtom } from "../lib/state.ts";
import { artistStateAtom } from "./state.ts";

/** The three lookup lists of the forms, kept in state and refreshed once per screen (ETag: cheap). */
export function useLookups() {
  const [state, patch] = useAtom(artistStateAtom);
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
