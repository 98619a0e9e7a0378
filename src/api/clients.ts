import { Hono } from "hono";
import { clientProfileSchema, clientUpdateSchema } from "../contracts/clients.ts";
import type { AppDeps } from "../deps.ts";
import { addClientProfile, checkClientProfile, getClientProfile, updateClientProfile } from "../domain/clients.ts";
import { ok } from "../http/envelope.ts";
import { noStore } from "../http/no-store.ts";
import { accountRateLimit } from "../http/rate-limit.ts";
import { currentUser, requireRole, startSession } from "../http/session.ts";
import type { AppEnv } from "../http/types.ts";
import { validate } from "../http/validate.ts";

/** The studio profile of the signed-in client (SPEC §7 /client/*). */
export function clientRoutes(deps: AppDeps) {
  const { db } = deps;
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
      const { profile, user } = await updateClientProfile(db, currentUser(c).userId, c.req.valid("json"));
      // The session carries the display name: reissue it so every page greets the new one.
      await startSession(c, user, deps.session);
      return ok(c, profile, "api.client.updated");
    });
}
