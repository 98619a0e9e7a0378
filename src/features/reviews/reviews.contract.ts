import { z } from "zod";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { optionalText, requiredMessage, requiredText, uuid } from "../../platform/contract/fields.ts";

/** The longest comment, reply and hiding reason: a few paragraphs, never a page. */
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** "Rating must be a whole number from 1 to 5": a review's stars, a testimonial's too. */
export const RATING_MESSAGE = said("Rating must be a whole number from 1 to 5", "api.validation.rating", { field: fieldLabel("Rating") });

/** `POST /api/review`: the studio's review of the artist who did its completed job. */
export const reviewInputSchema = z.object({
  jobId: uuid("Job id"),
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage("Rating") : RATING_MESSAGE) })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  comment: optionalText("The comment", REVIEW_COMMENT_MAX, { multiline: true }).default(""),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** `PUT /api/review/:id/reply`: the artist's one answer. */
export const reviewReplySchema = z.object({ reply: requiredText("Reply", REVIEW_REPLY_MAX, { multiline: true }) });

const REASON_REQUIRED = said("Give a reason to hide a review", "api.validation.reviewReason");

/** `PUT /api/admin/reviews/:id`: the agency hides a review (with its reason) or shows it again. */
export const reviewVisibilitySchema = z
  .object({
    hidden: z.boolean({ error: said("Hidden must be true or false", "api.validation.hiddenFlag") }),
    reason: optionalText("Reason", REVIEW_REASON_MAX).default(""),
  })
  .refine((v) => !v.hidden || v.reason.length > 0, { message: REASON_REQUIRED, path: ["reason"] });
export type ReviewVisibilityInput = z.infer<typeof reviewVisibilitySchema>;

/** A review as the public reads it (`GET /api/artist/:artistId/reviews`, the profile page): dates are ISO timestamps. */
export interface PublicReview {
  id: string;
  rating: number;
  comment: string;
  studioName: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** A review as its artist reads it (`GET /api/review/mine`): hidden ones too, flagged. */
export interface ArtistReview extends PublicReview {
  hidden: boolean;
}

/** A review in the agency's console (`GET /api/admin/reviews`): whose, for which job, and why it is hidden. */
export interface AdminReview extends ArtistReview {
  artistId: string;
  artistName: string;
  jobId: string;
  hiddenReason: string | null;
}

/** `GET /api/review/job/:jobId`: the studio's review of its job, null until it leaves one. */
export interface JobReview {
  review: PublicReview | null;
}

/** An artist's visible reviews in short: the profile's average (null without reviews), count and latest. */
export interface ReviewSummary {
  average: number | null;
  count: number;
  latest: PublicReview[];
}
