import { Link } from "@tanstack/react-router";
import type { AdminDashboard } from "../../../src/features/bookings/admin.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../../lib/format.ts";
import { useCounts } from "../counts.tsx";
import type { ReactNode } from "react";
import { client } from "../../lib/api.ts";
import { useApiGet, type Loaded } from "../../lib/data.ts";
import { Avatar, ListState, PageHeader } from "../ui.tsx";

interface Stat {
  key: keyof AdminDashboard;
  /** Its label; its hint is `${label}.hint`. */
  label: MessageKey;
  to?: string;
  search?: Record<string, string>;
}

const STATS: Stat[] = [
  { key: "pendingApplications", label: "admin.dashboard.stat.pendingApplications", to: "/admin/applications" },
  { key: "openJobs", label: "admin.dashboard.stat.openJobs", to: "/admin/jobs" },
  { key: "unreadMessages", label: "admin.dashboard.stat.unreadMessages", to: "/admin/inbox" },
  { key: "confirmedJobs", label: "admin.dashboard.stat.confirmedJobs", to: "/admin/jobs", search: { status: "confirmed" } },
  { key: "recentContacts", label: "admin.dashboard.stat.recentContacts", to: "/admin/contacts" },
];

function StatCard({ stat, value }: { stat: Stat; value: number | undefined }) {
  const t = useT();
  const body = (
    <>
      <span className="admin-stat__value">{value ?? "–"}</span>
      <span className="admin-stat__label">{t(stat.label)}</span>
      <span className="admin-stat__hint">{t(`${stat.label}.hint` as MessageKey)}</span>
    </>
  );
  const attention = stat.key !== "confirmedJobs" && (value ?? 0) > 0;
  const className = attention ? "admin-stat is-attention" : "admin-stat";
  return stat.to ? (
    <Link to={stat.to} search={stat.search} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

interface NewestPanelProps<T> {
  /** The list's screen, `/admin/<section>`; the panel's words are `admin.dashboard.<section>.title`, `.more` and `.empty`. */
  section: "applications" | "jobs";
  loaded: Loaded<T[]>;
  children(item: T): ReactNode;
}

/** The first few items of a list, with a link to all of it. */
function NewestPanel<T extends { id: string } | { _id: string }>({ section, loaded, children }: NewestPanelProps<T>) {
  const t = useT();
  return (
    <section className="admin-panel">
      <div className="admin-panel__header">
        <h2 className="admin-panel__title">{t(`admin.dashboard.${section}.title`)}</h2>
        <Link to={`/admin/${section}`} className="link-arrow">
          {t(`admin.dashboard.${section}.more`)} →
        </Link>
      </div>
      <ListState data={loaded.data} failed={loaded.failed} empty={t(`admin.dashboard.${section}.empty`)} />
      {loaded.data && loaded.data.length > 0 && (
        <ul className="admin-rows">
          {loaded.data.map((item) => (
            <li key={"id" in item ? item.id : item._id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The console's first screen: what waits for the agency, and the newest of it. */
export function DashboardPage() {
  const { counts } = useCounts();
  const newest = { status: "pending", page: "1", limit: "5" } as const;
  const applications = useApiGet(client.admin.artists, { query: newest });
  const jobs = useApiGet(client.admin.jobs, { query: newest });
  const t = useT();
  const format = useFormat();
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.dashboard.title")} intro={t("admin.dashboard.intro")} />
      <section className="admin-stats" aria-label={t("admin.dashboard.counts")}>
        {STATS.map((s) => (
          <StatCard key={s.key} stat={s} value={counts?.[s.key]} />
        ))}
      </section>
      <div className="admin-columns">
        <NewestPanel section="applications" loaded={applications}>
          {(a) => (
            <Link to="/admin/applications/$artistId" params={{ artistId: a.id }} className="admin-row">
              <Avatar src={a.headshotUrl} name={a.name} size={40} />
              <span className="admin-row__main">
                <strong>{a.name}</strong>
                <span className="muted">{a.artistStyle.join(", ") || t("admin.dashboard.applications.noStyles")}</span>
              </span>
              <span className="admin-row__side muted">{format.fromNow(a.createdAt)}</span>
            </Link>
          )}
        </NewestPanel>
        <NewestPanel section="jobs" loaded={jobs}>
          {(j) => (
            <Link to="/admin/jobs/$jobId" params={{ jobId: j._id }} className="admin-row">
              <span className="admin-row__main">
                <strong>{j.studioName}</strong>
                <span className="muted">
                  {j.style} · {t("admin.dashboard.jobs.starts", { date: format.date(j.startDate) })}
                </span>
              </span>
              <span className="admin-row__side">
                <span className={j.applicantCount > 0 ? "badge" : "badge badge--neutral"}>{t("admin.jobs.optedIn", { count: j.applicantCount })}</span>
              </span>
            </Link>
          )}
        </NewestPanel>
      </div>
    </div>
  );
}
