import { Hono } from "hono";
import { optInSchema } from "../artists/index.ts";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { getArtistConfirmedJob, listArtistConfirmedJobs, listJobOffers, listMyOptIns, optInToJob, withdrawOptIn } from "./job-offers.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okJsonList, okList } from "../../platform/http/list.ts";
import { noStore } from "../../platform/http/no-store.ts";
import { currentUser, requireRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";

/**
 * The artist's side of jobs under /job (SPEC §7). The client's job
 * calls share the prefix, so each route checks the role itself.
 */
export function jobOfferRoutes(deps: PlatformDeps) {
  const { db, files, events } = deps;
  const artistOnly = requireRole("artist");
  const jobId = idParam("jobId", "api.job.notFound");
  return new Hono<AppEnv>()
    .get("/available-jobs", artistOnly, validate("query", pageQuerySchema), async (c) => {
      c.header("Cache-Control", "no-store");
      const page = toPageRequest(c.req.valid("query"));
      return okJsonList(c, await listJobOffers(db, { userId: currentUser(c).userId, page, locale: requestLocale(c) }), page !== undefined);
    })
    .get("/confirmed-jobs", artistOnly, validate("query", pageQuerySchema), async (c) => {
      c.header("Cache-Control", "no-store");
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listArtistConfirmedJobs(db, files, { userId: currentUser(c).userId, page, locale: requestLocale(c) }), page !== undefined);
    })
    .get("/my-opt-ins", artistOnly, noStore, validate("query", pageQuerySchema), async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listMyOptIns(db, currentUser(c).userId, page, requestLocale(c)), page !== undefined);
    })
    .put("/job-accept/:jobId", artistOnly, jobId, validate("json", optInSchema), async (c) => {
      const { confirmed } = await optInToJob(db, events, { userId: currentUser(c).userId, jobId: c.req.valid("param").jobId, note: c.req.valid("json").note });
      // The seed's reply (no response) unless an urgent job was booked at once: then the artist's screen goes to the booking.
      return confirmed ? ok(c, { confirmed }, "api.job.bookedAtOnce") : ok(c, null, "api.job.requestSent");
    })
    .delete("/job-accept/:jobId", artistOnly, jobId, async (c) => {
      await withdrawOptIn(db, events, currentUser(c).userId, c.req.valid("param").jobId);
      return ok(c, null, "api.job.interestWithdrawn");
    })
    .get("/artist-confirmed-job/:jobId", artistOnly, jobId, async (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, await getArtistConfirmedJob(db, files, { userId: currentUser(c).userId, jobId: c.req.valid("param").jobId, locale: requestLocale(c) }));
    });
}
