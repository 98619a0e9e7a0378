import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.ts";
import { agencySettings, taxRates } from "../../../db/schema.ts";
import { type AgencySettings, type AgencySettingsInput, PPM_PER_PERCENT, type ProvinceTaxes, type TaxKind } from "./invoice.contract.ts";
import { PROVINCES, type Province } from "../../platform/contract/places.ts";

/** The agency's legal name, address, tax numbers, payment terms and instructions, its default commission: migration 0029 seeds the one row. */
export async function getAgencySettings(db: Queryable): Promise<AgencySettings> {
  const [row] = await db
    .select({
      legalName: agencySettings.legalName,
      address: agencySettings.address,
      taxNumber: agencySettings.taxNumber,
      defaultCommissionPercent: agencySettings.defaultCommissionPercent,
      qstNumber: agencySettings.qstNumber,
      paymentTermsDays: agencySettings.paymentTermsDays,
      etransferEmail: agencySettings.etransferEmail,
      chequeInstructions: agencySettings.chequeInstructions,
    })
    .from(agencySettings)
    .where(eq(agencySettings.id, 1));
  return row!;
}

/** Changes what the next invoices print and their terms; issued ones keep their copy. A field left out keeps its value. */
export async function updateAgencySettings(db: Queryable, input: AgencySettingsInput): Promise<AgencySettings> {
  await db
    .insert(agencySettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: agencySettings.id, set: { ...input, updatedAt: new Date() } });
  return getAgencySettings(db);
}

/** One province's taxes in parts per million, in the order an invoice lists them (GST before QST). */
export async function taxRatesOf(db: Queryable, province: Province): Promise<{ kind: TaxKind; ratePpm: number }[]> {
  return db.select({ kind: taxRates.kind, ratePpm: taxRates.ratePpm }).from(taxRates).where(eq(taxRates.province, province)).orderBy(asc(taxRates.kind));
}

/** Every province and territory with its taxes in percent, for the console (a province without rows charges none). */
export async function listTaxRates(db: Queryable): Promise<ProvinceTaxes[]> {
  const rows = await db.select().from(taxRates).orderBy(asc(taxRates.province), asc(taxRates.kind));
  return PROVINCES.map((province) => ({
    province,
    taxes: rows.filter((r) => r.province === province).map((r) => ({ kind: r.kind, rate: r.ratePpm / PPM_PER_PERCENT })),
  }));
}

/** Replaces a province's taxes in one transaction: the next invoices of its studios charge these. */
export async function setProvinceTaxes(db: Queryable, province: Province, taxes: { kind: TaxKind; rate: number }[]): Promise<ProvinceTaxes> {
  await db.transaction(async (tx) => {
    await tx.delete(taxRates).where(eq(taxRates.province, province));
    if (taxes.length > 0) {
      await tx.insert(taxRates).values(taxes.map((t) => ({ province, kind: t.kind, ratePpm: Math.round(t.rate * PPM_PER_PERCENT) })));
    }
  });
  return (await listTaxRates(db)).find((p) => p.province === province)!;
}
