import { Hono } from "hono";
import { clientProfileSchema, clientProvinceSchema, clientUpdateSchema } from "./clients.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { FavouriteState } from "./clients.contract.ts";
import { addClientProfile, checkClientProfile, getClientProfile, setClientProvince, updateClientProfile } from "./clients.ts";
import { listFavourites, removeFavourite, saveFavourite } from "../shortlists/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { noStore } from "../../platform/http/no-store.ts";
import { accountRateLimit } from "../../platform/http/rate-limit.ts";
import { currentUser, requireRole, startSession } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";

const ARTIST_NOT_FOUND = "api.artist.notFound";

/** The studio profile and the shortlist of the signed-in client (SPEC §7 /client/*). */
export function clientRoutes(deps: PlatformDeps) {
  const { db, files } = deps;
  const accountLimit = accountRateLimit(deps.rateLimits.account, deps.trustProxy, { db: deps.db, bucket: "account:studio" });
  return new Hono<AppEnv>()
    .use(requireRole("client"), noStore)
    .post("/add", accountLimit, validate("json", clientProfileSchema), async (c) => {
      const profile = await addClientProfile(db, currentUser(c).userId, c.req.valid("json"));
      return ok(c, profile, "api.client.saved", 201);
    })
    .get("/check-client-profile", async (c) => ok(c, await checkClientProfile(db, currentUser(c).userId)))
    .get("/profile", async (c) => ok(c, await getClientProfile(db, currentUser(c).userId)))
    .put("/update", accountLimit, validate("json", clientUpdateSchema), async (c) => {
      const { profile, user } = await updateClientProfile(db, deps.events, currentUser(c).userId, c.req.valid("json"));
      // The session carries the display name: reissue it so every page greets the new one.
      await startSession(c, user, deps.session);
      return ok(c, profile, "api.client.updated");
    })
    .put("/province", accountLimit, validate("json", clientProvinceSchema), async (c) => {
      const profile = await setClientProvince(db, deps.events, currentUser(c).userId, c.req.valid("json").province);
      return ok(c, profile, "api.client.updated");
    })
    .get("/favourites", validate("query", pageQuerySchema), async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listFavourites(db, files, { userId: currentUser(c).userId, page, locale: requestLocale(c) }), page !== undefined);
    })
    .post("/favourites/:artistId", idParam("artistId", ARTIST_NOT_FOUND), async (c) => {
      const { artistId } = c.req.valid("param");
      const { created } = await saveFavourite(db, currentUser(c).userId, artistId);
      return ok<FavouriteState>(c, { artistId, saved: true }, "api.favourite.saved", created ? 201 : 200);
    })
    .delete("/favourites/:artistId", idParam("artistId", ARTIST_NOT_FOUND), async (c) => {
      const { artistId } = c.req.valid("param");
      await removeFavourite(db, currentUser(c).userId, artistId);
      return ok<FavouriteState>(c, { artistId, saved: false }, "api.favourite.removed");
    });
}
