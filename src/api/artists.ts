import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import { getPublicArtist, listApprovedArtists } from "../domain/artists.ts";
import { ok } from "../http/envelope.ts";
import type { AppEnv } from "../http/types.ts";
import { idParam } from "../http/validate.ts";

export const ARTIST_ROSTER_KEY = "artists:roster";

/** Public artist data: the roster and one profile, approved artists only (DESIGN §3). */
export function publicArtistRoutes(deps: AppDeps) {
  const { db, files, cache } = deps;
  return new Hono<AppEnv>()
    .get("/all-list", (c) => cache.reply(c, ARTIST_ROSTER_KEY, () => listApprovedArtists(db, files)))
    .get("/artist-detail/:artistId", idParam("artistId", "Artist not found"), async (c) => {
      c.header("Cache-Control", "no-cache");
      return ok(c, await getPublicArtist(db, files, c.req.valid("param").artistId));
    });
}
