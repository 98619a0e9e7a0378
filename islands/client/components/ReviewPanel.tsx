import { type FormEvent, useId, useState } from "react";
import type { ConfirmedJob } from "../../../src/features/jobs/jobs.contract.ts";
import { type PublicReview, RATINGS, REVIEW_COMMENT_MAX } from "../../../src/features/reviews/reviews.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { TextAreaField } from "../../lib/ui/Field.tsx";
import { ReviewCard } from "../../lib/ui/ReviewCard.tsx";

/**
 * 1 to 5 stars as a group of real radio buttons: Tab reaches the group,
 * the arrow keys move the choice, each is named "3 stars"; the stars up to the
 * choice are lit.
 */
function StarInput({ value, onChange, error }: { value: number; onChange(rating: number): void; error: string | null }) {
  const t = useT();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-input field" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{t("client.review.rating")}</legend>
      <div className="star-input__choices">
        {RATINGS.map((rating) => (
          <label key={rating} className="star-input__choice">
            <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} />
            <span className={rating <= value ? "star-input__star is-on" : "star-input__star"} aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{t("client.review.stars", { count: rating })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The studio's review of the artist of its completed job: stars and a comment, sent once. */
function ReviewForm({ job, onPosted }: { job: ConfirmedJob; onPosted(review: PublicReview): void }) {
  const t = useT();
  const perform = usePerform();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return setMissing(true);
    setBusy(true);
    const reply = await perform(() => call(client.review.$post, { json: { jobId: job._id, rating, comment } }), t("client.review.failed"));
    setBusy(false);
    if (reply) onPosted(reply.response);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t("client.review.title", { artist: job.username })}</h2>
      <p className="muted">{t("client.review.intro")}</p>
      <StarInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setMissing(false);
        }}
        error={missing ? t("client.review.chooseRating") : null}
      />
      <TextAreaField label={t("client.review.comment")} rows={4} maxLength={REVIEW_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
        {t("client.review.submit")}
      </button>
    </form>
  );
}

/** Under a completed booking (SPEC §2 jobs/confirmed): the review form, or the review the studio left. */
export function ReviewPanel({ job }: { job: ConfirmedJob }) {
  const t = useT();
  const loaded = useApiGet(client.review.job[":jobId"], { param: { jobId: job._id } });
  const [posted, setPosted] = useState<PublicReview | null>(null);
  if (!loaded.data) return null;
  const review = posted ?? loaded.data.review;
  return (
    <section id="review" className="card card--padded review-panel">
      {review ? (
        <>
          <h2>{t("client.review.yours", { artist: job.username })}</h2>
          <ReviewCard review={review} replyLabel={t("client.review.reply", { artist: job.username })} />
        </>
      ) : (
        <ReviewForm job={job} onPosted={setPosted} />
      )}
    </section>
  );
}
