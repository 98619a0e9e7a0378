import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import { reviewInputSchema, reviewReplySchema } from "./reviews.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { getJobReview, listArtistReviews, listOwnReviews, postReview, replyToReview } from "./reviews.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { noStore } from "../../platform/http/no-store.ts";
import { currentUser, requireRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";

/** Reviews: the studio's of its completed jobs, the artist's own and its replies (SPEC §7 /review/*). */
export function reviewRoutes(deps: PlatformDeps) {
  const { db } = deps;
  const client = requireRole("client");
  const artist = requireRole("artist");
  return new Hono<AppEnv>()
    .use(noStore)
    .post("/", client, validate("json", reviewInputSchema), async (c) =>
      ok(c, await postReview(db, deps.events, currentUser(c).userId, c.req.valid("json")), "api.review.posted", 201),
    )
    .get("/job/:jobId", client, idParam("jobId", "api.job.notFound"), async (c) =>
      ok(c, await getJobReview(db, currentUser(c).userId, c.req.valid("param").jobId)),
    )
    .get("/mine", artist, validate("query", pageQuerySchema), async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listOwnReviews(db, currentUser(c).userId, page), page !== undefined);
    })
    .put("/:reviewId/reply", artist, idParam("reviewId", "api.review.notFound"), validate("json", reviewReplySchema), async (c) => {
      const review = await replyToReview(db, currentUser(c).userId, c.req.valid("param").reviewId, c.req.valid("json").reply);
      return ok(c, review, "api.review.replied");
    });
}

/** `GET /api/artist/:artistId/reviews`: public, an approved artist's visible reviews, newest first. */
export function publicReviewRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>().get("/:artistId/reviews", idParam("artistId", "api.artist.notFound"), validate("query", pageQuerySchema), async (c) => {
    c.header("Cache-Control", "no-cache");
    const page = toPageRequest(c.req.valid("query"));
    return okList(c, await listArtistReviews(deps.db, c.req.valid("param").artistId, page), page !== undefined);
  });
}
