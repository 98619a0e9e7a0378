import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { ProfileChange } from "../../../src/features/artists/profile-changes.contract.ts";
import type { StyleRequestDecision } from "../../../src/features/artists/style-requests.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { consolePage, decisionOf } from "../data.ts";
import { PROFILE_REVIEW_TABS, type ProfileReviewSearch } from "../search.ts";
import { BadgesFact, ConfirmAction, ConsoleMessage, Fact, FromNow, MessageList, TabbedPage } from "../ui.tsx";

/**
 * What approved artists change on their profiles, waiting for the agency: a new name or
 * bio (it reaches the public profile, mails and invoices only once approved) and new
 * styles (they count for the roster and job offers only once approved).
 */
export function ProfileReviewsPage({ tab, page }: ProfileReviewSearch) {
  const navigate = useNavigate();
  const t = useT();
  const go = (next: ProfileReviewSearch) => navigate({ to: "/admin/profile-reviews", search: next });
  return (
    <TabbedPage
      words="admin.profileReviews"
      tabs={PROFILE_REVIEW_TABS}
      label={(key) => t(`admin.profileReviews.tab.${key}`)}
      active={tab}
      onChange={(next) => go({ tab: next, page: 1 })}
    >
      {tab === "texts" ? (
        <ProfileChanges page={page} onPage={(p) => go({ tab, page: p })} />
      ) : (
        <StyleRequests page={page} onPage={(p) => go({ tab, page: p })} />
      )}
    </TabbedPage>
  );
}

/** Approve or decline one thing under review, each after its question; what a decline asks too (a reason) is its `children`. */
function ReviewActions({
  approveQuestion,
  declineQuestion,
  decide,
  children,
}: {
  approveQuestion: string;
  declineQuestion: string;
  decide(status: StyleRequestDecision): Promise<unknown>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="admin-profile__actions">
      <ConfirmAction
        label={t("admin.profileReviews.approve")}
        tone="primary"
        question={approveQuestion}
        confirmLabel={t("admin.profileReviews.approveConfirm")}
        onConfirm={() => decide("approved")}
      />
      <ConfirmAction
        label={t("admin.profileReviews.decline")}
        question={declineQuestion}
        confirmLabel={t("admin.profileReviews.declineConfirm")}
        onConfirm={() => decide("rejected")}
      >
        {children}
      </ConfirmAction>
    </div>
  );
}

interface ReviewListProps {
  page: number;
  onPage(page: number): void;
}

/** New names and bios, each beside the approved text it would replace. */
function ProfileChanges({ page, onPage }: ReviewListProps) {
  const loaded = useApiGet(client.admin["profile-changes"], { query: consolePage(page) });
  return (
    <MessageList words="admin.profileChanges" loaded={loaded} page={page} onPage={onPage}>
      {(change) => <ProfileChangeCard key={change.id} change={change} onDecided={loaded.reload} />}
    </MessageList>
  );
}

/** The artist's name, to their application. */
function ApplicantLink({ artistId, name }: { artistId: string; name: string }) {
  return (
    <Link to="/admin/applications/$artistId" params={{ artistId }}>
      {name}
    </Link>
  );
}

function ProfileChangeCard({ change, onDecided }: { change: ProfileChange; onDecided(): void }) {
  const t = useT();
  const perform = usePerform();
  // The agency's words to the artist when it declines: in the artist's notification.
  const [reason, setReason] = useState("");

  const decide = async (status: StyleRequestDecision) => {
    const json = decisionOf(status, reason);
    const reply = await perform(() => call(client.admin["profile-changes"][":changeId"].$put, { param: { changeId: change.id }, json }));
    // Decided, or decided (or edited by the artist) meanwhile: either way the list has moved.
    onDecided();
    return reply;
  };

  const compared: ["name" | "bio", string, string | null][] = [
    ["name", change.name, change.newName],
    ["bio", change.bio, change.newBio],
  ];
  return (
    <ConsoleMessage
      title={<ApplicantLink artistId={change.artistId} name={change.name} />}
      aside={
        <FromNow
          at={change.updatedAt}
          label={(when) => t(change.updatedAt === change.createdAt ? "admin.profileReviews.asked" : "admin.profileChanges.edited", { when })}
        />
      }
    >
      <p className="admin-message__contact">
        <a href={`mailto:${change.artistEmail}`}>{change.artistEmail}</a>
      </p>
      {compared.map(([field, now, askedFor]) =>
        askedFor === null ? null : (
          <section key={field} className="admin-compare" aria-label={t("admin.profileChanges.field", { field })}>
            <h3 className="admin-compare__field">{t("admin.profileChanges.field", { field })}</h3>
            <dl className="admin-compare__pair">
              <div>
                <dt>{t("admin.profileChanges.now")}</dt>
                <dd>{now}</dd>
              </div>
              <div className="admin-compare__new">
                <dt>{t("admin.profileChanges.asksFor")}</dt>
                <dd>{askedFor}</dd>
              </div>
            </dl>
          </section>
        ),
      )}
      <ReviewActions
        approveQuestion={t("admin.profileChanges.approveQuestion", { asked: change.asked, name: change.name })}
        declineQuestion={t("admin.profileChanges.declineQuestion", { name: change.name })}
        decide={decide}
      >
        <label className="admin-confirm__reason">
          <span>{t("admin.profileChanges.reason")}</span>
          <textarea value={reason} maxLength={1000} rows={3} onChange={(e) => setReason(e.target.value)} />
        </label>
      </ReviewActions>
    </ConsoleMessage>
  );
}

/** Styles approved artists added: they count (public profile, job offers) only once approved here. */
function StyleRequests({ page, onPage }: ReviewListProps) {
  const loaded = useApiGet(client.admin["style-requests"], { query: consolePage(page) });
  const t = useT();
  const perform = usePerform();

  const decide = async (requestId: string, status: StyleRequestDecision) => {
    const reply = await perform(() => call(client.admin["style-requests"][":requestId"].$put, { param: { requestId }, json: { status } }));
    // Decided, or decided meanwhile by someone else: either way the list has moved.
    loaded.reload();
    return reply;
  };

  return (
    <MessageList words="admin.styleRequests" loaded={loaded} page={page} onPage={onPage}>
      {(r) => (
        <ConsoleMessage
          key={r.id}
          title={<ApplicantLink artistId={r.artistId} name={r.artistName} />}
          aside={<FromNow at={r.createdAt} label={(when) => t("admin.profileReviews.asked", { when })} />}
        >
          <p className="admin-message__contact">
            <a href={`mailto:${r.artistEmail}`}>{r.artistEmail}</a>
          </p>
          <div className="admin-facts">
            <dl className="admin-facts">
              <Fact label={t("admin.styleRequests.asksToAdd")}>
                <span className="badge badge--warning">{r.style}</span>
              </Fact>
              <BadgesFact label={t("admin.styleRequests.currentStyles")} names={r.currentStyles} />
            </dl>
            <ReviewActions
              approveQuestion={t("admin.styleRequests.approveQuestion", { style: r.style, name: r.artistName })}
              declineQuestion={t("admin.styleRequests.declineQuestion", { style: r.style, name: r.artistName })}
              decide={(status) => decide(r.id, status)}
            />
          </div>
        </ConsoleMessage>
      )}
    </MessageList>
  );
}
