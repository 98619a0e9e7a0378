import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import { reviewVisibilitySchema } from "./reviews.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { listAdminReviews, setReviewVisibility } from "./reviews.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { reviews } from "../../../db/schema.ts";
import { eq } from "drizzle-orm";
import { audited, auditActor, changesBetween } from "../audit/index.ts";

/** The agency's moderation of reviews: every review, hide one with a reason or show it again. */
export function adminReviewRoutes(deps: PlatformDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuerySchema), async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listAdminReviews(db, page), page !== undefined);
    })
    .put("/:reviewId", idParam("reviewId", "api.review.notFound"), validate("json", reviewVisibilitySchema), async (c) => {
      const input = c.req.valid("json");
      const id = c.req.valid("param").reviewId;
      const review = await audited(deps, auditActor(c, deps.trustProxy), (tx, held) => setReviewVisibility(tx, held, id, input), {
        before: async (tx) => (await tx.select({ hidden: reviews.hidden, reason: reviews.hiddenReason }).from(reviews).where(eq(reviews.id, id)).limit(1))[0],
        entry: (r, before) => ({
          action: r.hidden ? "review.hidden" : "review.shown",
          entityType: "review",
          entityId: id,
          changes: changesBetween(before, { hidden: r.hidden, reason: r.hiddenReason }),
        }),
      });
      return ok(c, review, input.hidden ? "api.review.hidden" : "api.review.shown");
    });
}
