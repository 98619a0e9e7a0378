import { useAtom } from "jotai";
import type { ArtistProfileCheck } from "../../src/features/artists/artist-area.contract.ts";
import { call, client } from "../lib/api.ts";
import { useApiGet } from "../lib/data.ts";
import { artistSliceAtom } from "../lib/state.ts";

/** The three lookup lists of the forms, kept in state and refreshed once per screen (ETag: cheap); a failure goes to the console only. */
export function useLookups() {
  const [state, patch] = useAtom(artistSliceAtom);
  const quiet = { fallback: null } as const;
  useApiGet(client["artist-type"].list, {}, { ...quiet, onLoaded: (reply) => patch({ types: reply.response }) });
  useApiGet(client["artist-style"].list, {}, { ...quiet, onLoaded: (reply) => patch({ styles: reply.response }) });
  useApiGet(client["artist-available"].list, {}, { ...quiet, onLoaded: (reply) => patch({ availabilities: reply.response }) });
  return { types: state.types, styles: state.styles, availabilities: state.availabilities };
}

/** The application's status (null when none) and the agency's reason for a rejection; throws when the check itself fails. */
export async function fetchArtistCheck(): Promise<ArtistProfileCheck> {
  const reply = await call(client.artist["check-artist-profile"].$get, {}, { noCache: true });
  if (!reply.status) throw new Error(reply.message);
  return reply.response;
}
