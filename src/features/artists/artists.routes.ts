import { Hono } from "hono";
import { type ArtistListItem, artistSearchQuerySchema } from "./artists.contract.ts";
import { pageOf, pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { searchRoster } from "../search/index.ts";
import { getPublicArtist, listApprovedArtists } from "./artists.ts";
import { CACHE_KEYS, localizedKey, varyByLanguage } from "../../platform/http/cache-keys.ts";
import { ok } from "../../platform/http/envelope.ts";
import { TOTAL_COUNT_HEADER } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";

/** Public artist data: the roster and one profile, approved artists only. */
export function publicArtistRoutes(deps: PlatformDeps) {
  const { db, files, cache } = deps;
  return (
    new Hono<AppEnv>()
      .get("/all-list", validate("query", pageQuerySchema), async (c) => {
        const page = toPageRequest(c.req.valid("query"));
        // Style names in the request's language: one cached roster per language.
        const locale = requestLocale(c);
        const key = localizedKey(CACHE_KEYS.roster, locale);
        const roster = () => listApprovedArtists(db, files, locale);
        // The whole roster (SPEC §7), or a page of it cut from the same cached list: bytes made once per change.
        if (!page) return varyByLanguage(await cache.reply(c, key, roster));
        return varyByLanguage(
          await cache.replyDerived(c, key, roster, `${page.offset}+${page.limit}`, (all: ArtistListItem[]) => {
            const { items, total } = pageOf(all, page);
            return { response: items, headers: [[TOTAL_COUNT_HEADER, String(total)]] };
          }),
        );
      })
      // The roster search: approved artists only, like the list; recent searches are kept a few seconds.
      .get("/search", validate("query", artistSearchQuerySchema), async (c) => {
        c.header("Vary", "Accept-Language");
        return ok(c, await searchRoster(deps, c.req.valid("query"), requestLocale(c)));
      })
      .get("/artist-detail/:artistId", idParam("artistId", "api.artist.notFound"), async (c) => {
        c.header("Cache-Control", "no-cache");
        c.header("Vary", "Accept-Language");
        return ok(c, await getPublicArtist(db, files, c.req.valid("param").artistId, requestLocale(c)));
      })
  );
}
