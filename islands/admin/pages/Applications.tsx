import { Link, useNavigate } from "@tanstack/react-router";
import { ARTIST_STATUSES, type ArtistStatus } from "../../../src/contracts/artist-area.ts";
import { fromNow } from "../../lib/format.ts";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage, pageCount } from "../data.ts";
import { Avatar, ListState, TabbedPage } from "../ui.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";

const TAB_LABELS: Record<ArtistStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };
const EMPTY: Record<ArtistStatus, string> = {
  pending: "No applications are waiting for a decision.",
  approved: "No approved artists yet.",
  rejected: "No rejected applications.",
};

interface ApplicationsSearch {
  status: ArtistStatus;
  page: number;
}

function ApplicationList({ status, page }: ApplicationsSearch) {
  const { data, total, failed } = useApiGet(client.admin.artists, { query: { status, ...consolePage(page) } });
  const navigate = useNavigate();
  return (
    <>
      <ListState data={data} failed={failed} empty={EMPTY[status]} />
      {data && data.length > 0 && (
        <ul className="admin-rows admin-rows--cards">
          {data.map((a) => (
            <li key={a.id}>
              <Link to="/admin/applications/$artistId" params={{ artistId: a.id }} className="admin-row">
                <Avatar src={a.headshotUrl} name={a.name} />
                <span className="admin-row__main">
                  <strong>{a.name}</strong>
                  <span className="muted admin-row__email">{a.email}</span>
                  <span className="badge-list">
                    {a.artistStyle.map((s) => (
                      <span key={s} className="badge badge--neutral">
                        {s}
                      </span>
                    ))}
                  </span>
                </span>
                <span className="admin-row__side">
                  <StatusBadge status={a.status} />
                  <span className="muted">Applied {fromNow(a.createdAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount(total)}
        onChange={(p) => navigate({ to: "/admin/applications", search: { status, page: p } })}
        label="Applications pages"
      />
    </>
  );
}

/** Artist applications by status, newest first. */
export function ApplicationsPage({ status, page }: ApplicationsSearch) {
  const navigate = useNavigate();
  return (
    <TabbedPage
      title="Applications"
      intro="Review each artist's details and documents, then approve or reject."
      tabs={ARTIST_STATUSES}
      labels={TAB_LABELS}
      active={status}
      onChange={(s) => navigate({ to: "/admin/applications", search: { status: s, page: 1 } })}
    >
      <ApplicationList status={status} page={page} />
    </TabbedPage>
  );
}
