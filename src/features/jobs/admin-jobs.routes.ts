import { msg, requestLocale } from "../../platform/i18n/api-messages.ts";
import { Hono } from "hono";
import { adminJobsQuerySchema, assignArtistSchema, confirmArtistSchema, jobScheduleSchema, jobStatusChangeSchema } from "../bookings/index.ts";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { confirmArtist, getAdminJob, listAdminJobs, listApplicants, reassignJob, rescheduleJob, setJobStatus } from "../bookings/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";

const STATUS_MESSAGES = { completed: "api.job.markedCompleted", cancelled: "api.job.cancelled" } as const;

/** Matching: jobs by status, their applicants, confirm, reschedule and reassign, complete, cancel. */
export function adminJobRoutes(deps: PlatformDeps) {
  const { db, files, events } = deps;
  const jobId = idParam("jobId", "api.job.notFound");
  return (
    new Hono<AppEnv>()
      .get("/", validate("query", adminJobsQuerySchema), async (c) => {
        const query = c.req.valid("query");
        const page = toPageRequest(query);
        return okList(c, await listAdminJobs(db, query.status, page, requestLocale(c)), page !== undefined);
      })
      .get("/:jobId", jobId, async (c) => ok(c, await getAdminJob(db, c.req.valid("param").jobId, requestLocale(c))))
      .get("/:jobId/applicants", jobId, validate("query", pageQuerySchema), async (c) => {
        const page = toPageRequest(c.req.valid("query"));
        return okList(c, await listApplicants(db, files, c.req.valid("param").jobId, page, requestLocale(c)), page !== undefined);
      })
      .put("/:jobId/confirm", jobId, validate("json", confirmArtistSchema), async (c) => {
        const job = await confirmArtist(db, events, c.req.valid("param").jobId, c.req.valid("json").artistId, requestLocale(c));
        return ok(c, job, msg("api.job.artistConfirmed", { name: job.confirmedArtist?.name ?? msg("api.job.theArtist") }));
      })
      // A booked job moved to other days or hours, or given to another applicant.
      .put("/:jobId/schedule", jobId, validate("json", jobScheduleSchema), async (c) =>
        ok(c, await rescheduleJob(db, events, c.req.valid("param").jobId, c.req.valid("json"), new Date(), requestLocale(c)), "api.job.rescheduled"),
      )
      .put("/:jobId/assign", jobId, validate("json", assignArtistSchema), async (c) => {
        const job = await reassignJob(db, events, c.req.valid("param").jobId, c.req.valid("json"), requestLocale(c));
        return ok(c, job, msg("api.job.reassigned", { name: job.confirmedArtist?.name ?? msg("api.job.theArtist") }));
      })
      .put("/:jobId/status", jobId, validate("json", jobStatusChangeSchema), async (c) => {
        const { status } = c.req.valid("json");
        return ok(c, await setJobStatus(db, events, c.req.valid("param").jobId, status, requestLocale(c)), STATUS_MESSAGES[status]);
      })
  );
}
