import { type FormEvent, useState } from "react";
import { JOBS_PAGE_SIZE } from "../../../src/features/jobs/jobs.contract.ts";
import { type ArtistReview, REVIEW_REPLY_MAX } from "../../../src/features/reviews/reviews.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { TextAreaField } from "../../lib/ui/Field.tsx";
import { ReviewCard } from "../../lib/ui/ReviewCard.tsx";
import { ListPages } from "../components/ListPages.tsx";

/** The artist's one public answer to a review. */
function ReplyForm({ review, onReplied }: { review: ArtistReview; onReplied(): void }) {
  const t = useT();
  const perform = usePerform();
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const sent = await perform(
      () => call(client.review[":reviewId"].reply.$put, { param: { reviewId: review.id }, json: { reply } }),
      t("artist.reviews.replyFailed"),
    );
    setBusy(false);
    if (sent) onReplied();
  };
  return (
    <form className="form review__reply-form" onSubmit={submit}>
      <TextAreaField
        label={t("artist.reviews.replyLabel")}
        rows={3}
        required
        maxLength={REVIEW_REPLY_MAX}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--sm" disabled={busy || reply.trim() === ""} aria-busy={busy}>
        {t("artist.reviews.replySubmit")}
      </button>
    </form>
  );
}

/** The studios' reviews of the artist, newest first, hidden ones flagged; a reply under each unanswered one. 10 a page (`?page=`). */
export function ReviewsPage({ page }: { page: number }) {
  const t = useT();
  const format = useFormat();
  const { data, total, reload } = useApiGet(client.review.mine, { query: { page: String(page), limit: String(JOBS_PAGE_SIZE) } });
  return (
    <section className="card card--padded aa-reviews">
      <h1 className="aa-title">{t("artist.reviews.title")}</h1>
      <p className="muted">{t("artist.reviews.intro")}</p>
      {!data && <p className="muted">{t("artist.reviews.loading")}</p>}
      {data?.length === 0 && <p className="empty">{t("artist.reviews.empty")}</p>}
      {data && data.length > 0 && (
        <ul className="review-list">
          {data.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                replyLabel={t("artist.reviews.yourReply", { date: review.repliedAt ? format.day(review.repliedAt) : "" })}
                flag={review.hidden && <span className="badge badge--neutral">{t("artist.reviews.hidden")}</span>}
              >
                {!review.reply && <ReplyForm review={review} onReplied={reload} />}
              </ReviewCard>
            </li>
          ))}
        </ul>
      )}
      <ListPages to="/artist/reviews" page={page} items={data} total={total} label={t("artist.reviews.pages")} />
    </section>
  );
}
