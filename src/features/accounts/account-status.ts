import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, users } from "../../../db/schema.ts";
import type { AccountStatus, AccountStatusChange } from "./auth.contract.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { revokeAccess } from "./sessions.ts";

/**
 * `PUT /admin/users/:userId/status`: the agency disables an
 * account (its sessions end on every instance, its pending change of address and reset
 * links are void, login answers 403, an artist leaves
 * the roster and cannot be confirmed on a job) or enables it again. The agency's
 * own account cannot be disabled; a deleted account is not found.
 */
export async function setAccountStatus(db: Database, events: EventPublisher, userId: string, status: AccountStatus): Promise<AccountStatusChange> {
  const [target] = await db
    .select({ role: users.role, artistId: artists.id })
    .from(users)
    .leftJoin(artists, eq(artists.userId, users.id))
    .where(and(eq(users.id, userId), ne(users.status, "deleted")))
    .limit(1);
  if (!target) throw notFound("api.account.userNotFound");
  if (target.role === "admin") throw forbidden("api.account.adminProtected");
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ status })
      .where(and(eq(users.id, userId), ne(users.status, "deleted")))
      .returning({ id: users.id });
    if (changed.length === 0) throw notFound("api.account.userNotFound");
    if (status === "disabled") await revokeAccess(tx, userId);
  });
  if (status === "disabled") events.publish({ type: "session.revoked", userId });
  events.publish({ type: status === "disabled" ? "account.disabled" : "account.enabled", userId, artistId: target.artistId });
  return { userId, status };
}
