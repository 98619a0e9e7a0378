import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { ProfileChange } from "../../../src/features/artists/profile-changes.contract.ts";
import type { StyleRequestDecision } from "../../../src/features/artists/style-requests.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { consolePage } from "../data.ts";
import { PROFILE_REVIEW_TABS, type ProfileReviewSearch } from "../search.ts";
import { ConfirmAction, ConsoleList, TabbedPage } from "../ui.tsx";

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
      title={t("admin.profileReviews.title")}
      intro={t("admin.profileReviews.intro")}
      tabs={PROFILE_REVIEW_TABS}
      labels={{ texts: t("admin.profileReviews.tab.texts"), styles: t("admin.profileReviews.tab.styles") }}
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
  const t = useT();
  return (
    <ConsoleList
      loaded={loaded}
      empty={t("admin.profileChanges.empty")}
      className="admin-messages"
      page={page}
      onPage={onPage}
      pagesLabel={t("admin.profileChanges.pages")}
    >
      {(change) => <ProfileChangeCard key={change.id} change={change} onDecided={loaded.reload} />}
    </ConsoleList>
  );
}

function ProfileChangeCard({ change, onDecided }: { change: ProfileChange; onDecided(): void }) {
  const t = useT();
  const perform = usePerform();
  const format = useFormat();
  // The agency's words to the artist when it declines: in the artist's notification.
  const [reason, setReason] = useState("");

  const decide = async (status: StyleRequestDecision) => {
    const words = status === "rejected" ? reason.trim() : "";
    const json = words ? { status, reason: words } : { status };
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
    <li className="admin-panel admin-message">
      <div className="admin-message__head">
        <strong>
          <Link to="/admin/applications/$artistId" params={{ artistId: change.artistId }}>
            {change.name}
          </Link>
        </strong>
        <time dateTime={change.updatedAt} title={format.dateTime(change.updatedAt)} className="muted">
          {change.updatedAt === change.createdAt
            ? t("admin.profileReviews.asked", { when: format.fromNow(change.createdAt) })
            : t("admin.profileChanges.edited", { when: format.fromNow(change.updatedAt) })}
        </time>
      </div>
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
    </li>
  );
}

/** Styles approved artists added: they count (public profile, job offers) only once approved here. */
function StyleRequests({ page, onPage }: ReviewListProps) {
  const loaded = useApiGet(client.admin["style-requests"], { query: consolePage(page) });
  const t = useT();
  const perform = usePerform();
  const format = useFormat();

  const decide = async (requestId: string, status: StyleRequestDecision) => {
    const reply = await perform(() => call(client.admin["style-requests"][":requestId"].$put, { param: { requestId }, json: { status } }));
    // Decided, or decided meanwhile by someone else: either way the list has moved.
    loaded.reload();
    return reply;
  };

  return (
    <ConsoleList
      loaded={loaded}
      empty={t("admin.styleRequests.empty")}
      className="admin-messages"
      page={page}
      onPage={onPage}
      pagesLabel={t("admin.styleRequests.pages")}
    >
      {(r) => (
        <li key={r.id} className="admin-panel admin-message">
          <div className="admin-message__head">
            <strong>
              <Link to="/admin/applications/$artistId" params={{ artistId: r.artistId }}>
                {r.artistName}
              </Link>
            </strong>
            <time dateTime={r.createdAt} title={format.dateTime(r.createdAt)} className="muted">
              {t("admin.profileReviews.asked", { when: format.fromNow(r.createdAt) })}
            </time>
          </div>
          <p className="admin-message__contact">
            <a href={`mailto:${r.artistEmail}`}>{r.artistEmail}</a>
          </p>
          <div className="admin-facts">
            <dl className="admin-facts">
              <div className="admin-facts__item">
                <dt>{t("admin.styleRequests.asksToAdd")}</dt>
                <dd>
                  <span className="badge badge--warning">{r.style}</span>
                </dd>
              </div>
              <div className="admin-facts__item">
                <dt>{t("admin.styleRequests.currentStyles")}</dt>
                <dd>
                  {r.currentStyles.length === 0 ? (
                    <span className="muted">{t("admin.none")}</span>
                  ) : (
                    <ul className="badge-list">
                      {r.currentStyles.map((s) => (
                        <li key={s} className="badge badge--neutral">
                          {s}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            </dl>
            <ReviewActions
              approveQuestion={t("admin.styleRequests.approveQuestion", { style: r.style, name: r.artistName })}
              declineQuestion={t("admin.styleRequests.declineQuestion", { style: r.style, name: r.artistName })}
              decide={(status) => decide(r.id, status)}
            />
          </div>
        </li>
      )}
    </ConsoleList>
  );
}
