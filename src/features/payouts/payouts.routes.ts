import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { DomainError } from "../../platform/errors.ts";
import { ok } from "../../platform/http/envelope.ts";
import { noStore } from "../../platform/http/no-store.ts";
import { currentUser, requireRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";
import { agencySettings } from "../../../db/schema.ts";
import { earningsQuerySchema, mailingAddressSchema, statementParamSchema } from "./payouts.contract.ts";
import { mailingAddressOf, saveMailingAddress } from "./mailing-address.ts";
import { artistEarnings, artistStatement } from "./payouts.ts";
import { statementPdf } from "./statement-pdf.ts";

/** A month in the path that does not read YYYY-MM names no statement (404). */
const monthParam = zValidator("param", statementParamSchema, (result) => {
  if (!result.success) throw new DomainError("not_found", "api.notFound");
});

/** The artist's own pay, under /artist: its earnings by month, each month's statement, and the mailing address its T4A prints. */
export function artistPayoutRoutes(deps: PlatformDeps) {
  const { db } = deps;
  const artistOnly = requireRole("artist");
  return new Hono<AppEnv>()
    .get("/earnings", artistOnly, noStore, validate("query", earningsQuerySchema), async (c) =>
      ok(c, await artistEarnings(db, currentUser(c).userId, c.req.valid("query").year, requestLocale(c))),
    )
    .get("/earnings/:month/pdf", artistOnly, noStore, monthParam, async (c) => {
      const locale = requestLocale(c);
      const { month } = c.req.valid("param");
      const [statement, [agency]] = await Promise.all([
        artistStatement(db, currentUser(c).userId, month, locale),
        db.select({ legalName: agencySettings.legalName }).from(agencySettings),
      ]);
      const pdf = await statementPdf({ agency: agency?.legalName ?? "", ...statement }, locale, serverTranslator(locale));
      return c.body(pdf, 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="statement-${month}.pdf"` });
    })
    .get("/mailing-address", artistOnly, noStore, async (c) => ok(c, await mailingAddressOf(db, currentUser(c).userId)))
    .put("/mailing-address", artistOnly, validate("json", mailingAddressSchema), async (c) =>
      ok(c, await saveMailingAddress(db, currentUser(c).userId, c.req.valid("json")), "api.payout.mailingAddressSaved"),
    );
}
