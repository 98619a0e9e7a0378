import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artistCredentials } from "../../../db/schema.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import { FIRST_AID, type RequiredCredential, VULNERABLE_SECTOR_CHECK } from "./credentials.contract.ts";

/** The credentials shown as badges on the public profile and the roster, in this order. */
export const BADGE_KINDS: readonly RequiredCredential[] = [VULNERABLE_SECTOR_CHECK, FIRST_AID];

/**
 * The badges of an artist's public profile: its verified credentials holding on today's date in the agency's
 * zone, read at each request (one that ran out overnight shows no more). Neither dates nor documents leave here.
 */
export async function heldBadges(db: Database, artistId: string, now = new Date()): Promise<RequiredCredential[]> {
  const rows = await db
    .selectDistinct({ kind: artistCredentials.kind })
    .from(artistCredentials)
    .where(
      and(
        eq(artistCredentials.artistId, artistId),
        inArray(artistCredentials.kind, [...BADGE_KINDS]),
        eq(artistCredentials.status, "verified"),
        gt(artistCredentials.expiresOn, agencyDate(now)),
      ),
    );
  return BADGE_KINDS.filter((kind) => rows.some((r) => r.kind === kind));
}
