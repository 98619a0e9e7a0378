import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import { reviewVisibilitySchema } from "./reviews.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { listAdminReviews, setReviewVisibility } from "./reviews.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";

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
      return ok(c, await setReviewVisibility(db, deps.events, c.req.valid("param").reviewId, input), input.hidden ? "api.review.hidden" : "api.review.shown");
    });
}
