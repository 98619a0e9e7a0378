import { and, asc, desc, eq, gt, isNull, max, ne, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { agencySettings, sessions, staffInvites, twoFactor, users } from "../../../db/schema.ts";
import type { SessionUser, StaffRole } from "../../platform/contract/roles.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { randomSecret } from "../../platform/random-secret.ts";
import {
  assertAcceptablePassword,
  findByEmail,
  hashAccountToken,
  hashPassword,
  isUniqueViolation,
  revokeAccess,
  toSessionUser,
  twoFactorOn,
} from "../accounts/index.ts";
import { appendAudit, type AuditActor } from "../audit/index.ts";
import { acceptCurrentTerms } from "../privacy/index.ts";
import type { AcceptInviteInput, StaffInvitation, StaffInviteInput, StaffMember, StaffSecurity } from "./staff.contract.ts";

/** How long an invitation's link works: a week, time enough for a new hire to find the mail. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Unknown, used and expired invitations get the same answer, so a token cannot be probed. */
const INVITE_INVALID = "api.staff.inviteInvalid";

const liveInvite = () => and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, sql`now()`));

/** `GET /admin/staff`: the agency's accounts (active and removed) by name, then the invitations waiting. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const lastSeen = db
    .select({ userId: sessions.userId, at: max(sessions.lastSeenAt).as("at") })
    .from(sessions)
    .groupBy(sessions.userId)
    .as("last_seen");
  const invited = db
    .select({ userId: staffInvites.userId, at: max(staffInvites.createdAt).as("invited_at") })
    .from(staffInvites)
    .groupBy(staffInvites.userId)
    .as("invited");
  const [members, waiting] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        staffRole: users.staffRole,
        status: users.status,
        lastSeenAt: lastSeen.at,
        invitedAt: invited.at,
        twoFactorSince: twoFactor.enabledAt,
      })
      .from(users)
      .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
      .leftJoin(lastSeen, eq(lastSeen.userId, users.id))
      .leftJoin(invited, eq(invited.userId, users.id))
      .where(and(eq(users.role, "admin"), ne(users.status, "deleted")))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ name: staffInvites.name, email: staffInvites.email, staffRole: staffInvites.staffRole, createdAt: staffInvites.createdAt })
      .from(staffInvites)
      .where(liveInvite())
      .orderBy(desc(staffInvites.createdAt)),
  ]);
  return [
    ...members.map((m) => ({
      userId: m.userId,
      name: m.name,
      email: m.email,
      staffRole: m.staffRole!,
      status: m.status === "active" ? ("active" as const) : ("disabled" as const),
      twoFactor: m.twoFactorSince !== null,
      lastSeenAt: m.lastSeenAt ? new Date(m.lastSeenAt).toISOString() : null,
      invitedAt: m.invitedAt ? new Date(m.invitedAt).toISOString() : null,
    })),
    ...waiting.map((w) => ({
      userId: null,
      name: w.name,
      email: w.email,
      staffRole: w.staffRole,
      status: "invited" as const,
      twoFactor: false,
      lastSeenAt: null,
      invitedAt: w.createdAt.toISOString(),
    })),
  ];
}

/**
 * `POST /admin/staff/invite`: mails `email` a link to join as `staffRole`, valid 7 days and
 * single use; only its hash is kept. An address an account already has is a 409; a new
 * invitation to an address voids the ones sent to it before.
 */
export async function inviteStaff(db: Database, owner: SessionUser, input: StaffInviteInput, locale: Locale): Promise<StaffInvitation> {
  if (await findByEmail(db, input.email)) throw conflict("api.auth.emailTaken");
  const token = randomSecret();
  const expiresAt = new Date(Date.now() + INVITE_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(staffInvites)
      .set({ expiresAt: sql`now()` })
      .where(and(sql`lower(${staffInvites.email}) = ${input.email.toLowerCase()}`, liveInvite()));
    await tx.insert(staffInvites).values({ ...input, tokenHash: hashAccountToken(token), invitedBy: owner.userId, expiresAt });
    await enqueueMail(tx, {
      to: input.email,
      locale,
      template: "staff-invite",
      params: { name: input.name, inviter: owner.name, staffRole: input.staffRole, path: `/accept-invite?token=${token}` },
    });
  });
  return { email: input.email, staffRole: input.staffRole, expiresAt: expiresAt.toISOString() };
}

/**
 * `POST /auth/accept-invite`: spends the invitation and creates its account (role admin,
 * the invited staff role; the address counts as proved, the link came to it), in one
 * transaction: an address another account took meanwhile is a 409 and leaves the link unspent.
 */
export async function acceptInvite(db: Database, input: AcceptInviteInput, origin: Pick<AuditActor, "ip" | "userAgent">): Promise<SessionUser> {
  const [invite] = await db
    .select({ email: staffInvites.email })
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, hashAccountToken(input.token)), liveInvite()))
    .limit(1);
  if (!invite) throw invalid(INVITE_INVALID);
  assertAcceptablePassword(input.password, invite.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(staffInvites)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffInvites.tokenHash, hashAccountToken(input.token)), liveInvite()))
        .returning();
      if (!spent) throw invalid(INVITE_INVALID);
      if (await findByEmail(tx, spent.email)) throw conflict("api.auth.emailTaken");
      const [user] = await tx
        .insert(users)
        .values({ name: spent.name, email: spent.email, role: "admin", staffRole: spent.staffRole, passwordHash, emailVerifiedAt: new Date() })
        .returning();
      await tx.update(staffInvites).set({ userId: user!.id }).where(eq(staffInvites.id, spent.id));
      if (input.acceptTerms) await acceptCurrentTerms(tx, user!.id);
      await appendAudit(
        tx,
        { userId: user!.id, name: user!.name, ...origin },
        { action: "staff.joined", entityType: "user", entityId: user!.id, changes: { staffRole: [null, spent.staffRole] } },
      );
      return toSessionUser(user!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("api.auth.emailTaken");
    throw error;
  }
}

/**
 * The agency's active owners, locked until the caller's transaction ends: two owners
 * demoting or removing each other at once take turns, so one owner always stays.
 */
async function lockOwners(tx: Queryable): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.staffRole, "owner"), eq(users.status, "active")))
    .for("update");
  return rows.map((r) => r.id);
}

/** A staff member's row for a change, or a 404 (anyone who is not staff, or a deleted account). */
async function staffMember(tx: Queryable, userId: string) {
  const [member] = await tx
    .select({ id: users.id, name: users.name, staffRole: users.staffRole, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "admin"), ne(users.status, "deleted")))
    .limit(1)
    .for("update");
  if (!member) throw notFound("api.staff.notFound");
  return member;
}

const LAST_OWNER = "api.staff.lastOwner";

/**
 * `PUT /admin/staff/:userId`: a new staff role. Its sessions end (the new role applies
 * from the next sign-in, on every instance at once); the last active owner cannot be demoted (409).
 */
export async function changeStaffRole(
  db: Database,
  events: EventPublisher,
  userId: string,
  staffRole: StaffRole,
): Promise<{ userId: string; staffRole: StaffRole }> {
  const changed = await db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const member = await staffMember(tx, userId);
    if (member.staffRole === staffRole) return false;
    if (member.staffRole === "owner" && owners.length === 1 && owners[0] === userId) throw conflict(LAST_OWNER);
    await tx.update(users).set({ staffRole }).where(eq(users.id, userId));
    await revokeAccess(tx, userId);
    return true;
  });
  if (changed) events.publish({ type: "session.revoked", userId });
  return { userId, staffRole };
}

/**
 * `DELETE /admin/staff/:userId`: the member leaves. The account is disabled (its row stays:
 * what it did keeps its author), its sessions end and its sockets close on every instance at
 * once; the last active owner cannot be removed (409).
 */
export async function removeStaff(db: Database, events: EventPublisher, userId: string): Promise<{ userId: string; status: "disabled" }> {
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const member = await staffMember(tx, userId);
    if (member.staffRole === "owner" && owners.length === 1 && owners[0] === userId) throw conflict(LAST_OWNER);
    await tx.update(users).set({ status: "disabled" }).where(eq(users.id, userId));
    await revokeAccess(tx, userId);
  });
  events.publish({ type: "session.revoked", userId });
  events.publish({ type: "account.disabled", userId, artistId: null });
  return { userId, status: "disabled" };
}

/** Whether the owner requires every staff account to sign in with a second factor. */
export async function staffSecurity(db: Queryable): Promise<StaffSecurity> {
  const [row] = await db.select({ requireStaffTwoFactor: agencySettings.requireStaffTwoFactor }).from(agencySettings).where(eq(agencySettings.id, 1));
  return { requireStaffTwoFactor: row?.requireStaffTwoFactor ?? false };
}

/**
 * `PUT` and `DELETE /admin/staff/security/require-two-factor`: the owner requires (or no longer requires) a second factor of all
 * staff; staff without one are then sent to set it up before anything else. The owner turns it on
 * for their own account first (409), so the console stays theirs to use.
 */
export async function setStaffSecurity(db: Queryable, owner: SessionUser, input: StaffSecurity): Promise<StaffSecurity> {
  if (input.requireStaffTwoFactor && !(await twoFactorOn(db, owner.userId))) throw conflict("api.twoFactor.ownerFirst");
  await db.update(agencySettings).set({ requireStaffTwoFactor: input.requireStaffTwoFactor, updatedAt: new Date() }).where(eq(agencySettings.id, 1));
  return staffSecurity(db);
}
