import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { currentUser, requireAuth } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";
import type { PushService } from "./index.ts";
import { type PushKey, pushEndpointSchema, pushSubscriptionSchema } from "./push.contract.ts";
import { subscribe, unsubscribe } from "./subscriptions.ts";

/**
 * Web Push: the public key anyone may read (browsers subscribe with it), and the
 * signed-in user's own devices. The writes draw on the signed-in write budget.
 */
export function pushRoutes(deps: PlatformDeps & { push: PushService }) {
  const { db, push } = deps;
  return new Hono<AppEnv>()
    .get("/key", (c) => ok(c, { publicKey: push.publicKey } satisfies PushKey))
    .use(requireAuth)
    .post("/subscriptions", validate("json", pushSubscriptionSchema), async (c) =>
      ok(c, await subscribe(db, currentUser(c).userId, c.req.valid("json"), { localEndpoints: push.localEndpoints }), "api.push.subscribed"),
    )
    .delete("/subscriptions", validate("json", pushEndpointSchema), async (c) =>
      ok(c, await unsubscribe(db, currentUser(c).userId, c.req.valid("json").endpoint), "api.push.unsubscribed"),
    );
}
