import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artistMailingAddresses } from "../../../db/schema.ts";
import type { MailingAddress } from "./payouts.contract.ts";
import { artistIdOfUser } from "./payouts.ts";

/**
 * Where an artist receives mail, which its T4A slip prints: given by the artist with its payout details, read by it
 * and by the agency's bookkeeping only (the T4A list and CSV), never shown on a profile.
 */

const columns = {
  street: artistMailingAddresses.street,
  city: artistMailingAddresses.city,
  province: artistMailingAddresses.province,
  postalCode: artistMailingAddresses.postalCode,
};

/** The signed-in artist's mailing address, null until it gives one. */
export async function mailingAddressOf(db: Database, userId: string): Promise<MailingAddress | null> {
  const artistId = await artistIdOfUser(db, userId);
  const [row] = await db.select(columns).from(artistMailingAddresses).where(eq(artistMailingAddresses.artistId, artistId));
  return row ?? null;
}

/** The artist gives (or corrects) its mailing address; the next T4A list prints it. */
export async function saveMailingAddress(db: Database, userId: string, address: MailingAddress): Promise<MailingAddress> {
  const artistId = await artistIdOfUser(db, userId);
  const [row] = await db
    .insert(artistMailingAddresses)
    .values({ artistId, ...address })
    .onConflictDoUpdate({ target: artistMailingAddresses.artistId, set: { ...address, updatedAt: sql`now()` } })
    .returning(columns);
  return row!;
}
