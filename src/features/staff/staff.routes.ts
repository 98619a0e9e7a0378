import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { rateLimit } from "../../platform/http/rate-limit.ts";
import { currentUser, startSession } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { acceptInviteSchema, staffInviteSchema, staffRoleChangeSchema } from "./staff.contract.ts";
import { acceptInvite, changeStaffRole, inviteStaff, listStaff, removeStaff } from "./staff.ts";

/** The agency's staff in the console: list, invite, change a role, remove. Behind the admin guard (the owner's area). */
export function adminStaffRoutes(deps: PlatformDeps) {
  const { db, events } = deps;
  const userId = idParam("userId", "api.staff.notFound");
  return new Hono<AppEnv>()
    .get("/", async (c) => ok(c, await listStaff(db)))
    .post("/invite", validate("json", staffInviteSchema), async (c) => {
      const invitation = await inviteStaff(db, currentUser(c), c.req.valid("json"), requestLocale(c));
      return ok(c, invitation, "api.staff.invited", 201);
    })
    .put("/:userId", userId, validate("json", staffRoleChangeSchema), async (c) =>
      ok(c, await changeStaffRole(db, events, c.req.valid("param").userId, c.req.valid("json").staffRole), "api.staff.roleChanged"),
    )
    .delete("/:userId", userId, async (c) => ok(c, await removeStaff(db, events, c.req.valid("param").userId), "api.staff.removed"));
}

/** The invitation's link, followed while signed out: the new account, signed in (as a sign-up is). */
export function staffAuthRoutes(deps: PlatformDeps) {
  const { db } = deps;
  const limit = rateLimit({
    ...deps.rateLimits.recovery,
    trustProxy: deps.trustProxy,
    message: "api.limit.recovery",
    shared: { db, bucket: "recovery:accept-invite" },
  });
  return new Hono<AppEnv>().post("/accept-invite", limit, validate("json", acceptInviteSchema), async (c) => {
    const user = await acceptInvite(db, c.req.valid("json"));
    await startSession(c, user, deps.session);
    return ok(c, user, "api.staff.joined", 201);
  });
}
