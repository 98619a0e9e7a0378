import { Hono } from "hono";
import { bookingsQuerySchema, DRAFT, jobInputSchema } from "./jobs.contract.ts";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import {
  cancelClientJob,
  duplicateClientJob,
  getClientConfirmedJob,
  getJobDetail,
  listClientConfirmedJobs,
  listClientJobsIn,
  postDraftJob,
  postJob,
  updateClientJob,
} from "./jobs.ts";
import { cancelJobSession } from "./session-cancellations.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { noStore, PRIVATE_NO_STORE } from "../../platform/http/no-store.ts";
import { CALENDAR_CONTENT_TYPE } from "../calendar/index.ts";
import { jobCalendarText } from "../calendar/index.ts";
import { currentUser, limitStaffTo, requireRole } from "../../platform/http/session.ts";
import { audited, auditActor } from "../audit/index.ts";
import type { Database } from "../../platform/db/client.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";

const JOB_NOT_FOUND = "api.job.notFound";

/**
 * The client's side of /job (SPEC §7) and the shared detail view. Roles are
 * checked per route: the artist's routes are mounted at /job too.
 */
export function jobRoutes(deps: PlatformDeps) {
  const { db, files, events } = deps;
  const client = requireRole("client");
  return (
    new Hono<AppEnv>()
      .post("/add", client, validate("json", jobInputSchema), async (c) => {
        const job = await postJob(db, events, { userId: currentUser(c).userId, input: c.req.valid("json"), locale: requestLocale(c) });
        return ok(c, job, "api.job.posted", 201);
      })
      .get("/user-pending-jobs", client, noStore, validate("query", pageQuerySchema), async (c) => {
        const page = toPageRequest(c.req.valid("query"));
        return okList(c, await listClientJobsIn(db, { userId: currentUser(c).userId, status: "pending", page, locale: requestLocale(c) }), page !== undefined);
      })
      .get("/user-draft-jobs", client, noStore, validate("query", pageQuerySchema), async (c) => {
        const page = toPageRequest(c.req.valid("query"));
        return okList(c, await listClientJobsIn(db, { userId: currentUser(c).userId, status: DRAFT, page, locale: requestLocale(c) }), page !== undefined);
      })
      .get("/user-confirmed-jobs", client, noStore, validate("query", bookingsQuerySchema), async (c) => {
        const query = c.req.valid("query");
        const page = toPageRequest(query);
        const bookings = await listClientConfirmedJobs(db, files, { userId: currentUser(c).userId, page, locale: requestLocale(c), status: query.status });
        return okList(c, bookings, page !== undefined);
      })
      .get("/detail/:jobId", requireRole("client", "artist", "admin"), noStore, idParam("jobId", JOB_NOT_FOUND), async (c) =>
        ok(c, await getJobDetail(db, currentUser(c), c.req.valid("param").jobId, requestLocale(c))),
      )
      // One job as an .ics file, for its participants only (anyone else: 404).
      .get("/:jobId/calendar.ics", requireRole("client", "artist", "admin"), idParam("jobId", JOB_NOT_FOUND), async (c) => {
        const { jobId } = c.req.valid("param");
        const text = await jobCalendarText(db, deps.siteUrl, { viewer: currentUser(c), jobId, locale: requestLocale(c) });
        return c.body(text, 200, {
          "Content-Type": CALENDAR_CONTENT_TYPE,
          "Content-Disposition": `attachment; filename="job-${jobId}.ics"`,
          "Cache-Control": PRIVATE_NO_STORE,
        });
      })
      // One session called off, the job going on: its studio or the agency (anyone else: 404).
      .put("/:jobId/sessions/:date/cancel", requireRole("client", "admin"), limitStaffTo("coordinator"), idParam("jobId", JOB_NOT_FOUND), async (c) => {
        const { jobId } = c.req.valid("param");
        const user = currentUser(c);
        const cancel = (tx: Database, held: EventPublisher) =>
          cancelJobSession(tx, held, { viewer: user, jobId, date: c.req.param("date"), locale: requestLocale(c) });
        // The agency's staff leave a row in the audit log; a studio calling off its own session is its own record.
        const job =
          user.role === "admin"
            ? await audited(deps, auditActor(c, deps.trustProxy), cancel, {
                entry: () => ({
                  action: "job.session_cancelled",
                  entityType: "job",
                  entityId: jobId,
                  changes: { cancelledDates: [null, c.req.param("date")] },
                }),
              })
            : await cancel(db, events);
        return ok(c, job, "api.job.sessionCancelled");
      })
      .get("/user-confirmed-job-details/:jobId", client, noStore, idParam("jobId", JOB_NOT_FOUND), async (c) =>
        ok(c, await getClientConfirmedJob(db, files, { userId: currentUser(c).userId, jobId: c.req.valid("param").jobId, locale: requestLocale(c) })),
      )
      .put("/cancel/:jobId", client, idParam("jobId", JOB_NOT_FOUND), async (c) => {
        const job = await cancelClientJob(db, events, { userId: currentUser(c).userId, jobId: c.req.valid("param").jobId, locale: requestLocale(c) });
        return ok(c, job, job.status === DRAFT ? "api.job.draftDiscarded" : "api.job.cancelledByClient");
      })
      .put("/update/:jobId", client, idParam("jobId", JOB_NOT_FOUND), validate("json", jobInputSchema), async (c) => {
        const { jobId } = c.req.valid("param");
        const job = await updateClientJob(db, events, { userId: currentUser(c).userId, jobId, input: c.req.valid("json"), locale: requestLocale(c) });
        return ok(c, job, job.status === DRAFT ? "api.job.draftSaved" : "api.job.updated");
      })
      .post("/duplicate/:jobId", client, idParam("jobId", JOB_NOT_FOUND), async (c) => {
        const job = await duplicateClientJob(db, currentUser(c).userId, c.req.valid("param").jobId, requestLocale(c));
        return ok(c, job, "api.job.duplicated", 201);
      })
      .put("/post/:jobId", client, idParam("jobId", JOB_NOT_FOUND), async (c) => {
        const job = await postDraftJob(db, events, { userId: currentUser(c).userId, jobId: c.req.valid("param").jobId, locale: requestLocale(c) });
        return ok(c, job, "api.job.draftPosted");
      })
  );
}
