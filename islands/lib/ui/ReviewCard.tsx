import type { ReactNode } from "react";
import type { PublicReview } from "../../../src/features/reviews/reviews.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../format.ts";
import { Stars } from "./Stars.tsx";

interface ReviewCardProps {
  review: PublicReview;
  /** What heads the artist's reply ("Reply from Ada", "Your reply, May 3, 2026"). */
  replyLabel: string;
  /** A badge beside the byline (the agency hid it). */
  flag?: ReactNode;
  /** What the reader may do with it (reply, hide), under it. */
  children?: ReactNode;
}

/** One review: stars, comment, studio and date, and the artist's reply when there is one. Every area and the profile show it so. */
export function ReviewCard({ review, replyLabel, flag, children }: ReviewCardProps) {
  const t = useT();
  const format = useFormat();
  return (
    <article className="review">
      <header className="review__head">
        <Stars rating={review.rating} />
        <span className="review__by muted">{t("common.review.by", { studio: review.studioName, date: format.day(review.createdAt) })}</span>
        {flag}
      </header>
      {review.comment && <p className="review__comment">{review.comment}</p>}
      {review.reply && (
        <div className="review__reply">
          <p className="review__reply-label">{replyLabel}</p>
          <p>{review.reply}</p>
        </div>
      )}
      {children}
    </article>
  );
}
