import { type Context, Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { rateLimit } from "../../platform/http/rate-limit.ts";
import { currentUser, startSession } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { acceptInviteSchema, staffInviteSchema, staffRoleChangeSchema } from "./staff.contract.ts";
import { acceptInvite, changeStaffRole, inviteStaff, listStaff, removeStaff, setStaffSecurity, staffSecurity } from "./staff.ts";
import { audited, auditActor, changesBetween, requestOrigin } from "../audit/index.ts";
import { users } from "../../../db/schema.ts";
import { eq } from "drizzle-orm";

/** The agency's staff in the console: list, invite, change a role, remove. Behind the admin guard (the owner's area). */
export function adminStaffRoutes(deps: PlatformDeps) {
  const { db } = deps;
  const userId = idParam("userId", "api.staff.notFound");
  const requireTwoFactor = async (c: Context<AppEnv>, required: boolean) => {
    const saved = await audited(deps, auditActor(c, deps.trustProxy), (tx) => setStaffSecurity(tx, currentUser(c), { requireStaffTwoFactor: required }), {
      before: (tx) => staffSecurity(tx),
      entry: (after, before) => ({ action: "agency.staff_security_changed", entityType: "agency", changes: changesBetween(before, after) }),
    });
    return ok(c, saved, "api.twoFactor.staffRequirementSaved");
  };
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => ok(c, await listStaff(db)))
      // Before "/:userId": "security" names no member.
      .get("/security", async (c) => ok(c, await staffSecurity(db)))
      // Requiring two-factor sign-in of all staff (PUT) and lifting it (DELETE): the owner's, audited.
      .put("/security/require-two-factor", (c) => requireTwoFactor(c, true))
      .delete("/security/require-two-factor", (c) => requireTwoFactor(c, false))
      .post("/invite", validate("json", staffInviteSchema), async (c) => {
        const input = c.req.valid("json");
        const invitation = await audited(deps, auditActor(c, deps.trustProxy), (tx) => inviteStaff(tx, currentUser(c), input, requestLocale(c)), {
          entry: () => ({ action: "staff.invited", entityType: "staff_invite", entityId: input.email, changes: changesBetween(undefined, input) }),
        });
        return ok(c, invitation, "api.staff.invited", 201);
      })
      .put("/:userId", userId, validate("json", staffRoleChangeSchema), async (c) => {
        const id = c.req.valid("param").userId;
        const { staffRole } = c.req.valid("json");
        const changed = await audited(deps, auditActor(c, deps.trustProxy), (tx, held) => changeStaffRole(tx, held, id, staffRole), {
          before: async (tx) => (await tx.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, id)).limit(1))[0],
          entry: (done, before) => ({
            action: "staff.role_changed",
            entityType: "user",
            entityId: id,
            changes: changesBetween(before, { staffRole: done.staffRole }),
          }),
        });
        return ok(c, changed, "api.staff.roleChanged");
      })
      .delete("/:userId", userId, async (c) => {
        const id = c.req.valid("param").userId;
        const removed = await audited(deps, auditActor(c, deps.trustProxy), (tx, held) => removeStaff(tx, held, id), {
          entry: () => ({ action: "staff.removed", entityType: "user", entityId: id, changes: { status: ["active", "disabled"] } }),
        });
        return ok(c, removed, "api.staff.removed");
      })
  );
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
    const user = await acceptInvite(db, c.req.valid("json"), requestOrigin(c, deps.trustProxy));
    await startSession(c, user, deps.session);
    return ok(c, user, "api.staff.joined", 201);
  });
}
