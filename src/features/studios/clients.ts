import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { clients, jobs, users } from "../../../db/schema.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import type { ClientProfile, ClientProfileCheck, ClientProfileInput, ClientUpdateInput } from "./clients.contract.ts";
import type { Province } from "../../platform/contract/places.ts";
import { assertUnchangedEmail, isUniqueViolation } from "../accounts/index.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { provinceOfAddress } from "../../platform/places/places.ts";
import { zoneOfProvince } from "../../platform/places/time-zones.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";

export type ClientRow = typeof clients.$inferSelect;

/** The studio profile of a user account, if it registered one. */
export async function findClientByUser(db: Database, userId: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId)).limit(1);
  return row;
}

/** The studio behind a client account; posting a job needs one. */
export async function requireClient(db: Database, userId: string): Promise<ClientRow> {
  const client = await findClientByUser(db, userId);
  if (!client) throw invalid("api.client.completeProfile");
  return client;
}

async function findProfile(db: Database, userId: string): Promise<ClientProfile | undefined> {
  const [row] = await db
    .select({
      user: users.name,
      email: users.email,
      studioName: clients.studioName,
      studioDirector: clients.studioDirector,
      address: clients.address,
      contactNumber: clients.contactNumber,
      province: clients.province,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.userId, userId))
    .limit(1);
  return row;
}

export async function getClientProfile(db: Database, userId: string): Promise<ClientProfile> {
  const profile = await findProfile(db, userId);
  if (!profile) throw notFound("api.client.notFound");
  return profile;
}

export async function checkClientProfile(db: Database, userId: string): Promise<ClientProfileCheck> {
  const profile = await findProfile(db, userId);
  return profile ? { exists: true, profile } : { exists: false };
}

/**
 * Registers the studio of a client account, once. Without a province (a client of the
 * seed's contract), the address's postal code or province names it; failing both it stays
 * null and the studio's dashboard asks for it.
 */
export async function addClientProfile(db: Database, userId: string, input: ClientProfileInput): Promise<ClientProfile> {
  if (await findClientByUser(db, userId)) throw conflict("api.client.exists");
  try {
    await db.insert(clients).values({ userId, ...input, province: input.province ?? provinceOfAddress(input.address) });
  } catch (error) {
    // Two submits racing: the unique index on user_id decides.
    if (isUniqueViolation(error)) throw conflict("api.client.exists");
    throw error;
  }
  return getClientProfile(db, userId);
}

/**
 * Updates the account's name and the studio together; the email sent must be the
 * account's (a new one goes through PUT /auth/email). Returns the
 * profile and the session user, whose name the session carries.
 */
export async function updateClientProfile(
  db: Database,
  events: EventPublisher,
  userId: string,
  input: ClientUpdateInput,
): Promise<{ profile: ClientProfile; user: SessionUser }> {
  const { name, email, ...studio } = input;
  const current = await findClientByUser(db, userId);
  if (!current) throw notFound("api.client.notFound");
  await assertUnchangedEmail(db, userId, email);
  // A province not sent is kept; a studio that never had one gets its new address's, if it names one.
  const province = studio.province ?? current.province ?? provinceOfAddress(studio.address);
  const moved = await db.transaction(async (tx) => {
    const updated = await tx
      .update(clients)
      .set({ ...studio, province, updatedAt: new Date() })
      .where(eq(clients.userId, userId))
      .returning({ id: clients.id });
    if (updated.length === 0) throw notFound("api.client.notFound");
    await tx.update(users).set({ name }).where(eq(users.id, userId));
    return province ? moveOpenJobsTo(tx, updated[0]!.id, province) : [];
  });
  announceMoves(events, moved);
  return { profile: await getClientProfile(db, userId), user: { role: "client", userId, name } };
}

/**
 * A studio registered before provinces answers the dashboard's prompt; any studio may change it (its next
 * invoices follow, and its jobs not yet done move to the province's time zone).
 */
export async function setClientProvince(db: Database, events: EventPublisher, userId: string, province: Province): Promise<ClientProfile> {
  const moved = await db.transaction(async (tx) => {
    const updated = await tx.update(clients).set({ province, updatedAt: new Date() }).where(eq(clients.userId, userId)).returning({ id: clients.id });
    if (updated.length === 0) throw notFound("api.client.notFound");
    return moveOpenJobsTo(tx, updated[0]!.id, province);
  });
  announceMoves(events, moved);
  return getClientProfile(db, userId);
}

/**
 * A studio's jobs not yet done (drafts, pending, confirmed) take its province's zone: their wall times stay, the
 * instants follow (the calendar version grows where the zone changed, so calendars move the events).
 */
async function moveOpenJobsTo(tx: Queryable, clientId: string, province: Province): Promise<string[]> {
  const moved = await tx
    .update(jobs)
    .set({ timeZone: zoneOfProvince(province), updatedAt: new Date() })
    .where(and(eq(jobs.clientId, clientId), inArray(jobs.status, ["draft", "pending", "confirmed"]), ne(jobs.timeZone, zoneOfProvince(province))))
    .returning({ id: jobs.id });
  return moved.map((job) => job.id);
}

/** The artists of the moved jobs hear that their instants changed (a draft's event tells no one). */
const announceMoves = (events: EventPublisher, jobIds: readonly string[]) => {
  for (const jobId of jobIds) events.publish({ type: "job.changed", jobId });
};
