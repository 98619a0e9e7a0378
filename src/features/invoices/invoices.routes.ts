import { Hono } from "hono";
import { invoiceListQuerySchema } from "./invoice.contract.ts";
import { toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { getInvoice, listInvoices } from "./invoices.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { noStore } from "../../platform/http/no-store.ts";
import { currentUser, limitStaffTo, requireRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";
import { invoicePdf } from "./pdf.ts";
import type { InvoiceDetail } from "./invoice.contract.ts";
import { paymentOptions } from "./payments.ts";
import type { CardPaymentDeps } from "./payments.routes.ts";

export const INVOICE_NOT_FOUND = "api.invoice.notFound";

/**
 * Invoices: a studio reads its own, the agency every one; anyone
 * else is told an invoice does not exist (404). The agency's changes (payment,
 * credit note) are under /admin (./admin/billing.ts).
 */
export function invoiceRoutes(deps: PlatformDeps & CardPaymentDeps) {
  const { db } = deps;
  const invoiceId = idParam("invoiceId", INVOICE_NOT_FOUND);
  // Of the agency's staff, the books are the bookkeeper's (and the owner's).
  const books = limitStaffTo("bookkeeper");
  return new Hono<AppEnv>()
    .get("/invoices", requireRole("client", "admin"), books, noStore, validate("query", invoiceListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const page = toPageRequest(query);
      return okList(c, await listInvoices(db, { viewer: currentUser(c), filter: { jobId: query.jobId }, page, locale: requestLocale(c) }), page !== undefined);
    })
    .get("/invoice/:invoiceId", requireRole("client", "artist", "admin"), books, noStore, invoiceId, async (c) => {
      const invoice = await getInvoice(db, currentUser(c), c.req.valid("param").invoiceId, requestLocale(c));
      const detail: InvoiceDetail = { ...invoice, payWith: await paymentOptions(db, deps.cardPayments) };
      return ok(c, detail);
    })
    .get("/invoice/:invoiceId/pdf", requireRole("client", "artist", "admin"), books, noStore, invoiceId, async (c) => {
      const locale = requestLocale(c);
      const invoice = await getInvoice(db, currentUser(c), c.req.valid("param").invoiceId, locale);
      const t = serverTranslator(locale);
      const pdf = await invoicePdf(invoice, locale, t, t(`common.province.${invoice.province}`));
      return c.body(pdf, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${invoice.number}.pdf"`,
      });
    });
}
