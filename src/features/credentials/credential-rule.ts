import { type SQL, sql } from "drizzle-orm";
import { artistCredentials } from "../../../db/schema.ts";
import { outerArtistId } from "../artists/index.ts";
import { FIRST_AID, type RequiredCredential, VULNERABLE_SECTOR_CHECK } from "./credentials.contract.ts";

/** A verified credential as the matching rule reads it: its kind and the first day it no longer holds. */
export interface HeldCredential {
  kind: string;
  expiresOn: string;
}

/** What a job asks of its artist's credentials. */
export interface CredentialNeeds {
  withMinors: boolean;
  requiresFirstAid: boolean;
}

/** The kinds a job requires: a vulnerable sector check to teach minors, first aid when the studio asks. */
export function requiredCredentials(job: CredentialNeeds): RequiredCredential[] {
  return [...(job.withMinors ? [VULNERABLE_SECTOR_CHECK] : []), ...(job.requiresFirstAid ? [FIRST_AID] : [])] as RequiredCredential[];
}

/**
 * The required kinds the artist holds no verified credential of, valid on `lastDay` (the job's last session, by
 * its own calendar): a credential holds up to the day before its `expiresOn`, so it covers every session.
 */
export function missingCredentials(held: readonly HeldCredential[], job: CredentialNeeds, lastDay: string | undefined): RequiredCredential[] {
  if (lastDay === undefined) return [];
  return requiredCredentials(job).filter((kind) => !held.some((c) => c.kind === kind && c.expiresOn > lastDay));
}

/** The outer query's artist's verified credentials, as `kind` and `expiresOn` pairs (one correlated aggregate). */
export const heldCredentialsSql: SQL<HeldCredential[]> = sql<HeldCredential[]>`coalesce((
  select json_agg(json_build_object('kind', ${artistCredentials.kind}, 'expiresOn', ${artistCredentials.expiresOn}))
  from ${artistCredentials} where ${artistCredentials.artistId} = ${outerArtistId} and ${artistCredentials.status} = 'verified'), '[]'::json)`;
