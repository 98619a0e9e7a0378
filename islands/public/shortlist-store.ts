import { notifyFailure } from "../lib/feedback.ts";

/**
 * The signed-in studio's shortlist as the hearts of one page see it: read once, from the browser's own
 * call (the page itself is cached per role, never per studio), and changed optimistically by the hearts. The API
 * client loads with the first heart of a studio's page, never for a visitor.
 */
export type HeartState = "loading" | "saved" | "unsaved";

let saved: ReadonlySet<string> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>) {
  saved = next;
  for (const listener of listeners) listener();
}

const api = () => import("../lib/api.ts");

/** Reads the shortlist once per page; when it cannot, the hearts show nothing saved rather than wait forever. */
function load() {
  if (requested) return;
  requested = true;
  void (async () => {
    const { call, client } = await api();
    const reply = await call(client.client.favourites.$get, { query: {} }, { noCache: true });
    publish(new Set(reply.status ? reply.response.map((artist) => artist.id) : []));
  })().catch(() => publish(new Set()));
}

export function subscribeShortlist(listener: () => void) {
  listeners.add(listener);
  load();
  return () => {
    listeners.delete(listener);
  };
}

export const heartState = (artistId: string): HeartState => (saved === null ? "loading" : saved.has(artistId) ? "saved" : "unsaved");

const withArtist = (artistId: string, save: boolean) => {
  const next = new Set(saved);
  if (save) next.add(artistId);
  else next.delete(artistId);
  return next;
};

/** Saves or removes at once, then asks the server; a refusal puts this artist back as it was and says why. */
export async function setFavourite(artistId: string, save: boolean, fallback: string): Promise<void> {
  publish(withArtist(artistId, save));
  let message: string | null = null;
  try {
    const { call, client } = await api();
    const route = client.client.favourites[":artistId"];
    const reply = await call(save ? route.$post : route.$delete, { param: { artistId } });
    if (reply.status) return;
    message = reply.message;
  } catch {
    // The network failed: the fallback says so.
  }
  publish(withArtist(artistId, !save));
  notifyFailure(message, fallback);
}
