import { Link, useNavigate } from "@tanstack/react-router";
import { ARTIST_STATUSES, type ArtistStatus } from "../../../src/contracts/artist-area.ts";
import { fromNow } from "../../lib/format.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { Avatar, type StatusListSearch, StatusListPage } from "../ui.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";

const TABS = {
  statuses: ARTIST_STATUSES,
  labels: { pending: "Pending", approved: "Approved", rejected: "Rejected" },
  empty: { pending: "No applications are waiting for a decision.", approved: "No approved artists yet.", rejected: "No rejected applications." },
};

/** Artist applications by status, newest first. */
export function ApplicationsPage(search: StatusListSearch<ArtistStatus>) {
  const navigate = useNavigate();
  return (
    <StatusListPage
      heading={{ title: "Applications", intro: "Review each artist's details and documents, then approve or reject.", pagesLabel: "Applications pages" }}
      tabs={TABS}
      search={search}
      go={(next) => navigate({ to: "/admin/applications", search: next })}
      loaded={useApiGet(client.admin.artists, { query: { status: search.status, ...consolePage(search.page) } })}
    >
      {(a) => (
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
      )}
    </StatusListPage>
  );
}
