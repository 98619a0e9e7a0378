import { Link, useNavigate } from "@tanstack/react-router";
import { ARTIST_STATUSES, type ArtistStatus } from "../../../src/features/artists/artist-area.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { useFormat } from "../../lib/format.ts";
import type { StatusListSearch } from "../search.ts";
import { Avatar, StatusListPage } from "../ui.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";

/** Artist applications by status, newest first. */
export function ApplicationsPage(search: StatusListSearch<ArtistStatus>) {
  const navigate = useNavigate();
  const t = useT();
  const format = useFormat();
  const tabs = {
    statuses: ARTIST_STATUSES,
    labels: { pending: t("admin.applications.tab.pending"), approved: t("admin.applications.tab.approved"), rejected: t("admin.applications.tab.rejected") },
    empty: {
      pending: t("admin.applications.empty.pending"),
      approved: t("admin.applications.empty.approved"),
      rejected: t("admin.applications.empty.rejected"),
    },
  };
  return (
    <StatusListPage
      heading={{ title: t("admin.applications.title"), intro: t("admin.applications.intro"), pagesLabel: t("admin.applications.pages") }}
      tabs={tabs}
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
              <StatusBadge status={a.status} label={t(`admin.status.${a.status}`)} />
              <span className="muted">{t("admin.applications.applied", { when: format.fromNow(a.createdAt) })}</span>
            </span>
          </Link>
        </li>
      )}
    </StatusListPage>
  );
}
