import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { currentUser } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import { audited, auditActor } from "../audit/index.ts";
import { payBatchSchema, payoutsQuerySchema, t4aQuerySchema } from "./payouts.contract.ts";
import { listPayouts, payBatch, payoutsCsv, t4aCsv, t4aSlips } from "./payouts.ts";

const thisYear = () => Number(agencyDate(new Date()).slice(0, 4));
const csv = (name: string) => ({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}.csv"` });

/** The bookkeeper's side of the artists' pay: what is owed and paid, paying a batch, the year's T4A slips. */
export function adminPayoutRoutes(deps: PlatformDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/payouts", validate("query", payoutsQuerySchema), async (c) => ok(c, await listPayouts(db, c.req.valid("query"), requestLocale(c))))
    .get("/payouts.csv", validate("query", payoutsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.body(await payoutsCsv(db, query), 200, csv(`payouts-${query.status}${query.month ? `-${query.month}` : ""}`));
    })
    .post("/payouts/pay", validate("json", payBatchSchema), async (c) => {
      const input = c.req.valid("json");
      const { batch, repeated } = await audited(deps, auditActor(c, deps.trustProxy), (tx) => payBatch(tx, currentUser(c).userId, input), {
        entry: ({ batch, repeated }) => ({
          action: repeated ? "payout.repeated" : "payout.paid",
          entityType: "artist",
          entityId: input.artistId,
          changes: { batch: [null, batch.id], reference: [null, batch.reference], totalCents: [null, batch.totalCents], lines: [null, batch.lineIds.length] },
        }),
      });
      return repeated ? ok(c, batch, "api.payout.alreadyRecorded") : ok(c, batch, "api.payout.paid", 201);
    })
    .get("/t4a", validate("query", t4aQuerySchema), async (c) => {
      const year = c.req.valid("query").year ?? thisYear();
      return ok(c, { year, items: await t4aSlips(db, year, requestLocale(c)) });
    })
    .get("/t4a.csv", validate("query", t4aQuerySchema), async (c) => {
      const year = c.req.valid("query").year ?? thisYear();
      return c.body(await t4aCsv(db, year), 200, csv(`t4a-${year}`));
    });
}
