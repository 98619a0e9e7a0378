import { Link, useNavigate } from "@tanstack/react-router";
import { ARTIST_STATUSES, type ArtistStatus } from "../../../src/contracts/artist-area.ts";
import { fromNow } from "../../lib/format.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { Avatar, ConsoleList, TabbedPage } from "../ui.tsx";
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

/** Artist applications by status, newest first. */
export function ApplicationsPage({ status, page }: ApplicationsSearch) {
  const navigate = useNavigate();
  const go = (search: ApplicationsSearch) => navigate({ to: "/admin/applications", search });
  const loaded = useApiGet(client.admin.artists, { query: { status, ...consolePage(page) } });
  return (
    <TabbedPage
      title="Applications"
      intro="Review each artist's details and documents, then approve or reject."
      tabs={ARTIST_STATUSES}
      labels={TAB_LABELS}
      active={status}
      onChange={(s) => go({ status: s, page: 1 })}
    >
      <ConsoleList
        loaded={loaded}
        empty={EMPTY[status]}
        className="admin-rows admin-rows--cards"
        page={page}
        onPage={(p) => go({ status, page: p })}
        pagesLabel="Applications pages"
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
      </ConsoleList>
    </TabbedPage>
  );
}
