import { type FormEvent, useState } from "react";
import { type AdminReview, REVIEW_REASON_MAX } from "../../../src/features/reviews/reviews.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { Field } from "../../lib/ui/Field.tsx";
import { ReviewCard } from "../../lib/ui/ReviewCard.tsx";
import { consolePage } from "../data.ts";
import { ConsoleMessage, MessagesPage } from "../ui.tsx";

/** Hide a review with the agency's reason (required), or show a hidden one again. */
function Moderation({ review, onChanged }: { review: AdminReview; onChanged(): void }) {
  const t = useT();
  const perform = usePerform();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async (hidden: boolean) => {
    setBusy(true);
    const reply = await perform(() => call(client.admin.reviews[":reviewId"].$put, { param: { reviewId: review.id }, json: { hidden, reason } }));
    setBusy(false);
    if (reply) {
      setReason("");
      onChanged();
    }
  };
  if (review.hidden)
    return (
      <div className="admin-profile__actions">
        <p className="muted">{t("admin.reviews.hiddenReason", { reason: review.hiddenReason ?? "" })}</p>
        <button type="button" className="btn btn--outline btn--sm" disabled={busy} onClick={() => send(false)}>
          {t("admin.reviews.show")}
        </button>
      </div>
    );
  const hide = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  return (
    <form className="form admin-review__hide" onSubmit={hide}>
      <Field label={t("admin.reviews.reason")}>
        {(control) => (
          <input
            id={control.id}
            aria-describedby={control.describedBy}
            required
            maxLength={REVIEW_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--outline btn--sm" disabled={busy || reason.trim() === ""}>
        {t("admin.reviews.hide")}
      </button>
    </form>
  );
}

/** Every studio's review of an artist, newest first, to hide (with a reason) or show again. */
export function ReviewsPage({ page }: { page: number }) {
  const loaded = useApiGet(client.admin.reviews, { query: consolePage(page) });
  const t = useT();
  return (
    <MessagesPage section="reviews" loaded={loaded} page={page}>
      {(review) => (
        <ConsoleMessage
          key={review.id}
          title={t("admin.reviews.of", { artist: review.artistName })}
          aside={review.hidden && <span className="badge badge--warning">{t("admin.reviews.hiddenBadge")}</span>}
        >
          <ReviewCard review={review} replyLabel={t("admin.reviews.replyBy", { artist: review.artistName })}>
            <Moderation review={review} onChanged={loaded.reload} />
          </ReviewCard>
        </ConsoleMessage>
      )}
    </MessagesPage>
  );
}
