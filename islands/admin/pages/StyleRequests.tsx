import { Link, useNavigate } from "@tanstack/react-router";
import type { StyleRequestDecision } from "../../../src/contracts/style-requests.ts";
import { call, client } from "../../lib/api.ts";
import { perform, useApiGet } from "../../lib/data.ts";
import { dayjs, fromNow } from "../../lib/format.ts";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { consolePage, pageCount } from "../data.ts";
import { ConfirmAction, ListState, PageHeader } from "../ui.tsx";

/**
 * Styles approved artists added to their profiles (issue 17, finding 12): they
 * count (public profile, job offers) only once the agency approves them here.
 */
export function StyleRequestsPage({ page }: { page: number }) {
  const { data, total, failed, reload } = useApiGet(client.admin["style-requests"], { query: consolePage(page) });
  const navigate = useNavigate();

  const decide = async (requestId: string, status: StyleRequestDecision) => {
    const reply = await perform(() => call(client.admin["style-requests"][":requestId"].$put, { param: { requestId }, json: { status } }));
    // Decided, or decided meanwhile by someone else: either way the list has moved.
    reload();
    return reply;
  };

  return (
    <div className="admin-page">
      <PageHeader
        title="Style requests"
        intro="Styles approved artists added to their profiles. A style appears on the public profile and brings job offers only once you approve it."
      />
      <ListState data={data} failed={failed} empty="No style waits for review." />
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
                <time dateTime={r.createdAt} title={dayjs(r.createdAt).format("MMM D, YYYY h:mm A")} className="muted">
                  Asked {fromNow(r.createdAt)}
                </time>
              </div>
              <p className="admin-message__contact">
                <a href={`mailto:${r.artistEmail}`}>{r.artistEmail}</a>
              </p>
              <div className="admin-facts">
                <dl className="admin-facts">
                  <div className="admin-facts__item">
                    <dt>Asks to add</dt>
                    <dd>
                      <span className="badge badge--warning">{r.style}</span>
                    </dd>
                  </div>
                  <div className="admin-facts__item">
                    <dt>Current styles</dt>
                    <dd>
                      {r.currentStyles.length === 0 ? (
                        <span className="muted">None</span>
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
                    label="Approve"
                    tone="primary"
                    question={`Add ${r.style} to ${r.artistName}'s styles?`}
                    confirmLabel="Yes, approve"
                    onConfirm={() => decide(r.id, "approved")}
                  />
                  <ConfirmAction
                    label="Decline"
                    question={`Decline ${r.style} for ${r.artistName}?`}
                    confirmLabel="Yes, decline"
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
        label="Style request pages"
      />
    </div>
  );
}
