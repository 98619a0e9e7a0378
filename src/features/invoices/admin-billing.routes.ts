import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { agencySettingsSchema, EXPORT_KINDS, exportQuerySchema, provinceTaxesSchema, totalsQuerySchema } from "./invoice.contract.ts";
import { PROVINCES } from "../../platform/contract/places.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { exportCsv, monthTotals } from "./billing-reports.ts";
import { getAgencySettings, listTaxRates, setProvinceTaxes, updateAgencySettings } from "./billing-settings.ts";
import { DomainError } from "../../platform/errors.ts";
import { issueCreditNote, markInvoicePaid } from "./invoices.ts";
import { agingReport } from "./payments.ts";
import { ok } from "../../platform/http/envelope.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { INVOICE_NOT_FOUND } from "./invoices.routes.ts";
import { agencySettingRoutes, audited, auditActor, changesBetween, entityHistory } from "../audit/index.ts";

/** A province or territory code in the path; anything else names no row (404). */
const provinceParam = zValidator("param", z.object({ province: z.enum(PROVINCES) }), (result) => {
  if (!result.success) throw new DomainError("not_found", "api.taxRates.unknownProvince");
});

const invoiceId = idParam("invoiceId", INVOICE_NOT_FOUND);

const exportKindParam = zValidator("param", z.object({ kind: z.enum(EXPORT_KINDS) }), (result) => {
  if (!result.success) throw new DomainError("not_found", "api.notFound");
});

/** What the agency's invoices print and charge: its details and the sales-tax table; the invoices' payment and credit notes. */
export function adminBillingRoutes(deps: PlatformDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .route(
        "/",
        agencySettingRoutes(deps, "/agency", {
          schema: agencySettingsSchema,
          read: getAgencySettings,
          update: updateAgencySettings,
          action: "agency.updated",
          saved: "api.agency.saved",
        }),
      )
      .get("/tax-rates", async (c) => ok(c, await listTaxRates(db)))
      .put("/tax-rates/:province", provinceParam, validate("json", provinceTaxesSchema), async (c) => {
        const { province } = c.req.valid("param");
        const { taxes } = c.req.valid("json");
        const saved = await audited(deps, auditActor(c, deps.trustProxy), (tx) => setProvinceTaxes(tx, province, taxes), {
          before: async (tx) => ({ taxes: (await listTaxRates(tx)).find((p) => p.province === province)?.taxes ?? [] }),
          entry: (after, before) => ({
            action: "tax_rates.updated",
            entityType: "province",
            entityId: province,
            changes: changesBetween(before, { taxes: after.taxes }),
          }),
        });
        return ok(c, saved, "api.taxRates.saved");
      })
      // What the studios owe by lateness, and the card payments to look at.
      .get("/invoices/aging", async (c) => ok(c, await agingReport(db)))
      // Nothing else changes an issued invoice: the payment is recorded once, a correction is a credit note.
      // What the agency did to this invoice (payment, credit note), for the staff who see it.
      .get("/invoices/:invoiceId/history", invoiceId, async (c) => ok(c, await entityHistory(db, "invoice", c.req.valid("param").invoiceId)))
      .put("/invoices/:invoiceId/paid", invoiceId, async (c) => {
        const id = c.req.valid("param").invoiceId;
        const paid = await audited(deps, auditActor(c, deps.trustProxy), (tx) => markInvoicePaid(tx, id, requestLocale(c)), {
          entry: (invoice) => ({
            action: "invoice.marked_paid",
            entityType: "invoice",
            entityId: id,
            changes: changesBetween({ status: "issued" }, { status: invoice.status }),
          }),
        });
        return ok(c, paid, "api.invoice.paid");
      })
      .post("/invoices/:invoiceId/credit-note", invoiceId, async (c) => {
        const id = c.req.valid("param").invoiceId;
        const note = await audited(deps, auditActor(c, deps.trustProxy), (tx) => issueCreditNote(tx, id, requestLocale(c)), {
          entry: (credit) => ({ action: "invoice.credited", entityType: "invoice", entityId: id, changes: { creditNote: [null, credit.number] } }),
        });
        return ok(c, note, "api.invoice.credited", 201);
      })
      // The books as CSV for a range of days, and a month's totals.
      .get("/exports/:kind", exportKindParam, validate("query", exportQuerySchema), async (c) => {
        const { kind } = c.req.valid("param");
        const { from, to } = c.req.valid("query");
        return c.body(await exportCsv(db, kind, from, to), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${kind}-${from}-${to}.csv"`,
        });
      })
      .get("/totals", validate("query", totalsQuerySchema), async (c) => ok(c, await monthTotals(db, c.req.valid("query").month)))
  );
}
