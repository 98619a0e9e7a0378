import { Link } from "@tanstack/react-router";
import { ARTIST_STATUSES, type ArtistStatus } from "../../../src/features/artists/artist-area.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useFormat } from "../../lib/format.ts";
import type { StatusListSearch } from "../search.ts";
import { Avatar, BadgeList, StatusListPage } from "../ui.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";

/** Artist applications by status, newest first. */
export function ApplicationsPage(search: StatusListSearch<ArtistStatus>) {
  const t = useT();
  const format = useFormat();
  return (
    <StatusListPage
      section="applications"
      statuses={ARTIST_STATUSES}
      tab={(status) => ({ label: t(`admin.applications.tab.${status}`), empty: t(`admin.applications.empty.${status}`) })}
      search={search}
      list={client.admin.artists}
    >
      {(a) => (
        <li key={a.id}>
          <Link to="/admin/applications/$artistId" params={{ artistId: a.id }} className="admin-row">
            <Avatar src={a.headshotUrl} name={a.name} />
            <span className="admin-row__main">
              <strong>{a.name}</strong>
              <span className="muted admin-row__email">{a.email}</span>
              <BadgeList names={a.artistStyle} inline />
            </span>
            <span className="admin-row__side">
              <StatusBadge status={a.status} label={t(`admin.status.${a.status}`)} />
              <span className="muted">{t("admin.applications.applied", { when: format.fromNow(a.createdAt) })}</span>
            </span>
          </Link>
        </li>
      )}
    </StatusListPage>
  );
}
