import { Link, useNavigate } from "@tanstack/react-router";
import type { StyleRequestDecision } from "../../../src/contracts/style-requests.ts";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useT } from "../../../src/i18n/react.tsx";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { consolePage, pageCount } from "../data.ts";
import { useFormat } from "../../lib/format.ts";
import { ConfirmAction, ListState, PageHeader } from "../ui.tsx";

/**
 * Styles approved artists added to their profiles (issue 17, finding 12): they
 * count (public profile, job offers) only once the agency approves them here.
 */
export function StyleRequestsPage({ page }: { page: number }) {
  const { data, total, failed, reload } = useApiGet(client.admin["style-requests"], { query: consolePage(page) });
  const navigate = useNavigate();
  const t = useT();
  const perform = usePerform();
  const format = useFormat();

  const decide = async (requestId: string, status: StyleRequestDecision) => {
    const reply = await perform(() => call(client.admin["style-requests"][":requestId"].$put, { param: { requestId }, json: { status } }));
    // Decided, or decided meanwhile by someone else: either way the list has moved.
    reload();
    return reply;
  };

  return (
    <div className="admin-page">
      <PageHeader title={t("admin.styleRequests.title")} intro={t("admin.styleRequests.intro")} />
      <ListState data={data} failed={failed} empty={t("admin.styleRequests.empty")} />
      {data && data.length > 0 && (
        <ul className="admin-messages">
          {data.map((r) => (
            <li key={r.id} className="admin-panel admin-message">
              <div className="admin-message__head">
                <strong>
                  <Link to="/admin/applications/$artistId" params={{ artistId: r.artistId }}>
                    {r.artistName}
                  </Link>
                </strong>
                <time dateTime={r.createdAt} title={format.dateTime(r.createdAt)} className="muted">
                  {t("admin.styleRequests.asked", { when: format.fromNow(r.createdAt) })}
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
                <div className="admin-profile__actions">
                  <ConfirmAction
                    label={t("admin.styleRequests.approve")}
                    tone="primary"
                    question={t("admin.styleRequests.approveQuestion", { style: r.style, name: r.artistName })}
                    confirmLabel={t("admin.styleRequests.approveConfirm")}
                    onConfirm={() => decide(r.id, "approved")}
                  />
                  <ConfirmAction
                    label={t("admin.styleRequests.decline")}
                    question={t("admin.styleRequests.declineQuestion", { style: r.style, name: r.artistName })}
                    confirmLabel={t("admin.styleRequests.declineConfirm")}
                    onConfirm={() => decide(r.id, "rejected")}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount(total)}
        onChange={(p) => navigate({ to: "/admin/style-requests", search: { page: p } })}
        label={t("admin.styleRequests.pages")}
      />
    </div>
  );
}
