import { msg, requestLocale } from "../../platform/i18n/api-messages.ts";
import { type Context, Hono } from "hono";
import { adminJobsQuerySchema, assignArtistSchema, confirmArtistSchema, jobScheduleSchema, jobStatusChangeSchema } from "../bookings/index.ts";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { confirmArtist, getAdminJob, listAdminJobs, listApplicants, reassignJob, rescheduleJob, setJobStatus } from "../bookings/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { type AuditAction, audited, auditActor, changesBetween, entityHistory } from "../audit/index.ts";
import type { AdminJob } from "../bookings/index.ts";
import type { Database } from "../../platform/db/client.ts";
import { jobs } from "../../../db/schema.ts";
import { eq } from "drizzle-orm";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import type { Locale } from "../../platform/i18n/locales.ts";

const STATUS_MESSAGES = { completed: "api.job.markedCompleted", cancelled: "api.job.cancelled" } as const;

/** What the log keeps of a job the agency changes: its state, artist and the artist's pay, days and hours, before and after. */
const jobFacts = (j: {
  status: string;
  confirmedArtistId: string | null;
  artistRateCents: number | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}) => ({
  status: j.status,
  confirmedArtistId: j.confirmedArtistId,
  artistRateCents: j.artistRateCents,
  startDate: j.startDate,
  endDate: j.endDate,
  startTime: j.startTime,
  endTime: j.endTime,
});

const jobChange = (id: string, action: AuditAction) => ({
  before: async (tx: Database) => {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row && jobFacts(row);
  },
  entry: (job: AdminJob, before: object | undefined) => ({
    action,
    entityType: "job",
    entityId: id,
    changes: changesBetween(
      before,
      jobFacts({ ...job, confirmedArtistId: job.confirmedArtist?.id ?? null, artistRateCents: job.confirmedArtist ? job.artistRate : null }),
    ),
  }),
});

/** Matching: jobs by status, their applicants, confirm, reschedule and reassign, complete, cancel. */
export function adminJobRoutes(deps: PlatformDeps) {
  const { db, files } = deps;
  const jobId = idParam("jobId", "api.job.notFound");
  /** One change of a job by the agency, in the request's language, audited with the job's facts before and after. */
  const changeJob = (c: Context<AppEnv>, id: string, action: AuditAction, change: (tx: Database, held: EventPublisher, locale: Locale) => Promise<AdminJob>) =>
    audited(deps, auditActor(c, deps.trustProxy), (tx, held) => change(tx, held, requestLocale(c)), jobChange(id, action));
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
        return okList(c, await listApplicants(db, files, { jobId: c.req.valid("param").jobId, page, locale: requestLocale(c) }), page !== undefined);
      })
      // What the agency did to this job, for the staff who see it.
      .get("/:jobId/history", jobId, async (c) => ok(c, await entityHistory(db, "job", c.req.valid("param").jobId)))
      .put("/:jobId/confirm", jobId, validate("json", confirmArtistSchema), async (c) => {
        const id = c.req.valid("param").jobId;
        const job = await changeJob(c, id, "job.confirmed", (tx, held, locale) => confirmArtist(tx, held, { jobId: id, input: c.req.valid("json"), locale }));
        return ok(c, job, msg("api.job.artistConfirmed", { name: job.confirmedArtist?.name ?? msg("api.job.theArtist") }));
      })
      // A booked job moved to other days or hours, or given to another applicant.
      .put("/:jobId/schedule", jobId, validate("json", jobScheduleSchema), async (c) => {
        const id = c.req.valid("param").jobId;
        const job = await changeJob(c, id, "job.rescheduled", (tx, held, locale) => rescheduleJob(tx, held, { jobId: id, input: c.req.valid("json"), locale }));
        return ok(c, job, "api.job.rescheduled");
      })
      .put("/:jobId/assign", jobId, validate("json", assignArtistSchema), async (c) => {
        const id = c.req.valid("param").jobId;
        const job = await changeJob(c, id, "job.reassigned", (tx, held, locale) => reassignJob(tx, held, { jobId: id, input: c.req.valid("json"), locale }));
        return ok(c, job, msg("api.job.reassigned", { name: job.confirmedArtist?.name ?? msg("api.job.theArtist") }));
      })
      .put("/:jobId/status", jobId, validate("json", jobStatusChangeSchema), async (c) => {
        const { status } = c.req.valid("json");
        const id = c.req.valid("param").jobId;
        const job = await changeJob(c, id, `job.${status}`, (tx, held, locale) => setJobStatus(tx, held, { jobId: id, status, locale }));
        return ok(c, job, STATUS_MESSAGES[status]);
      })
  );
}
