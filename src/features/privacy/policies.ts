import { and, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.ts";
import { agencySettings, policyDocuments, termsAcceptances } from "../../../db/schema.ts";
import { conflict } from "../../platform/errors.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { AGENCY_PLACEHOLDER, DEFAULT_EFFECTIVE_ON, DEFAULT_POLICIES } from "./default-policies.ts";
import { POLICY_KINDS } from "./privacy-kinds.contract.ts";
import type { PolicyDocument, PolicyInput, PolicyKind, PrivacyOfficer } from "./privacy.contract.ts";

/** The product's own text of `kind`, version 1, until the owner publishes one. */
const defaultPolicy = (kind: PolicyKind): PolicyDocument => ({
  kind,
  version: 1,
  effectiveDate: DEFAULT_EFFECTIVE_ON,
  text: DEFAULT_POLICIES[kind].en,
  textFr: DEFAULT_POLICIES[kind].fr,
  published: false,
});

/** Every policy as it stands: the published version, else the product's own text. */
export async function listPolicies(db: Queryable): Promise<PolicyDocument[]> {
  const rows = await db.select().from(policyDocuments);
  return POLICY_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { kind, version: row.version, effectiveDate: row.effectiveDate, text: row.text, textFr: row.textFr, published: true } : defaultPolicy(kind);
  });
}

export async function getPolicy(db: Queryable, kind: PolicyKind): Promise<PolicyDocument> {
  return (await listPolicies(db)).find((p) => p.kind === kind)!;
}

/** The text a page prints: the product's own texts name the agency by its legal name. */
export function policyText(policy: PolicyDocument, locale: Locale, agencyName: string): string {
  const body = locale === "fr" ? policy.textFr : policy.text;
  return policy.published ? body : body.replaceAll(AGENCY_PLACEHOLDER, agencyName);
}

/**
 * `PUT /admin/policies/:kind`: publishes the next version. A new version of the terms or the privacy
 * policy is a new agreement: everyone is asked to accept it at their next visit. The row is locked
 * while its version grows, so two publications never share a number.
 */
export async function publishPolicy(tx: Queryable, kind: PolicyKind, input: PolicyInput, today: string): Promise<PolicyDocument> {
  const effectiveDate = input.effectiveDate ?? today;
  await tx
    .insert(policyDocuments)
    .values({ kind, version: 2, effectiveDate, text: input.text, textFr: input.textFr })
    .onConflictDoUpdate({
      target: policyDocuments.kind,
      set: { version: sql`${policyDocuments.version} + 1`, effectiveDate, text: input.text, textFr: input.textFr, updatedAt: new Date() },
    });
  return getPolicy(tx, kind);
}

/**
 * The version of the agreement people accept: the terms and the privacy policy together. It starts at 1 with
 * the product's own texts and grows by one at each new version of either (their versions only grow).
 */
export async function currentTermsVersion(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${policyDocuments.version} - 1), 0)::int` })
    .from(policyDocuments)
    .where(sql`${policyDocuments.kind} in ('terms', 'privacy')`);
  return 1 + Number(row?.sum ?? 0);
}

/** The latest version of the agreement `userId` accepted; null when they never did (an account from before consent was asked). */
export async function acceptedTermsVersion(db: Queryable, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: termsAcceptances.version })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(desc(termsAcceptances.version))
    .limit(1);
  return row?.version ?? null;
}

/** What `GET /auth/me` tells the dashboards: the agreement in force and the one the user accepted. */
export async function termsStatus(db: Queryable, userId: string): Promise<{ termsVersion: number; acceptedTermsVersion: number | null }> {
  const [termsVersion, accepted] = await Promise.all([currentTermsVersion(db), acceptedTermsVersion(db, userId)]);
  return { termsVersion, acceptedTermsVersion: accepted };
}

/**
 * Records that `userId` accepts `version`, now. Only the version in force can be accepted: one published
 * meanwhile (the page was open before it) is a 409, and the dashboard shows the new one. Accepting again is harmless.
 */
export async function acceptTerms(db: Queryable, userId: string, version: number): Promise<{ acceptedTermsVersion: number; acceptedAt: string }> {
  if (version !== (await currentTermsVersion(db))) throw conflict("api.privacy.termsOutdated");
  await db.insert(termsAcceptances).values({ userId, version }).onConflictDoNothing();
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, version)));
  return { acceptedTermsVersion: version, acceptedAt: row!.acceptedAt.toISOString() };
}

/** Records that `userId` accepts the version in force, now: a new account's ticked box, or an account the agency sets up. */
export async function acceptCurrentTerms(db: Queryable, userId: string): Promise<void> {
  await db
    .insert(termsAcceptances)
    .values({ userId, version: await currentTermsVersion(db) })
    .onConflictDoNothing();
}

/** The agency's legal name and its person in charge of personal information, for /privacy and the console. */
export async function getPrivacySettings(db: Queryable): Promise<{ legalName: string; officer: PrivacyOfficer }> {
  const [row] = await db
    .select({
      legalName: agencySettings.legalName,
      name: agencySettings.privacyOfficerName,
      title: agencySettings.privacyOfficerTitle,
      email: agencySettings.privacyOfficerEmail,
    })
    .from(agencySettings)
    .where(eq(agencySettings.id, 1));
  return { legalName: row?.legalName ?? "", officer: { name: row?.name ?? "", title: row?.title ?? "", email: row?.email ?? "" } };
}

/** `PUT /admin/settings/privacy`. */
export async function setPrivacyOfficer(db: Queryable, officer: PrivacyOfficer): Promise<PrivacyOfficer> {
  await db
    .update(agencySettings)
    .set({ privacyOfficerName: officer.name, privacyOfficerTitle: officer.title, privacyOfficerEmail: officer.email, updatedAt: new Date() })
    .where(eq(agencySettings.id, 1));
  return (await getPrivacySettings(db)).officer;
}
