import { Link } from "@tanstack/react-router";
import type { AdminDashboard } from "../../../src/contracts/admin.ts";
import { formatDate, fromNow } from "../../lib/format.ts";
import { useCounts } from "../counts.tsx";
import type { ReactNode } from "react";
import { client } from "../../lib/api.ts";
import { useApiGet, type Loaded } from "../../lib/data.ts";
import { Avatar, ListState, PageHeader } from "../ui.tsx";

interface Stat {
  key: keyof AdminDashboard;
  label: string;
  hint: string;
  to?: string;
  search?: Record<string, string>;
}

const STATS: Stat[] = [
  { key: "pendingApplications", label: "Pending applications", hint: "Artists waiting for approval", to: "/admin/applications" },
  { key: "openJobs", label: "Open jobs", hint: "Posted, no artist confirmed yet", to: "/admin/jobs" },
  { key: "unreadMessages", label: "Unread messages", hint: "From studios and artists", to: "/admin/inbox" },
  { key: "confirmedJobs", label: "Confirmed jobs", hint: "Booked and not yet completed", to: "/admin/jobs", search: { status: "confirmed" } },
  { key: "recentContacts", label: "Contact messages", hint: "In the last 7 days", to: "/admin/contacts" },
];

function StatCard({ stat, value }: { stat: Stat; value: number | undefined }) {
  const body = (
    <>
      <span className="admin-stat__value">{value ?? "–"}</span>
      <span className="admin-stat__label">{stat.label}</span>
      <span className="admin-stat__hint">{stat.hint}</span>
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
  title: string;
  to: string;
  more: string;
  loaded: Loaded<T[]>;
  empty: string;
  children(item: T): ReactNode;
}

/** The first few items of a list, with a link to all of it. */
function NewestPanel<T extends { id: string } | { _id: string }>({ title, to, more, loaded, empty, children }: NewestPanelProps<T>) {
  return (
    <section className="admin-panel">
      <div className="admin-panel__header">
        <h2 className="admin-panel__title">{title}</h2>
        <Link to={to} className="link-arrow">
          {more} →
        </Link>
      </div>
      <ListState data={loaded.data} failed={loaded.failed} empty={empty} />
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
  return (
    <div className="admin-page">
      <PageHeader title="Dashboard" intro="What needs the agency's attention today." />
      <section className="admin-stats" aria-label="Counts">
        {STATS.map((s) => (
          <StatCard key={s.key} stat={s} value={counts?.[s.key]} />
        ))}
      </section>
      <div className="admin-columns">
        <NewestPanel title="Newest applications" to="/admin/applications" more="All applications" loaded={applications} empty="No applications are waiting.">
          {(a) => (
            <Link to="/admin/applications/$artistId" params={{ artistId: a.id }} className="admin-row">
              <Avatar src={a.headshotUrl} name={a.name} size={40} />
              <span className="admin-row__main">
                <strong>{a.name}</strong>
                <span className="muted">{a.artistStyle.join(", ") || "No styles"}</span>
              </span>
              <span className="admin-row__side muted">{fromNow(a.createdAt)}</span>
            </Link>
          )}
        </NewestPanel>
        <NewestPanel title="Open jobs" to="/admin/jobs" more="All jobs" loaded={jobs} empty="No open jobs.">
          {(j) => (
            <Link to="/admin/jobs/$jobId" params={{ jobId: j._id }} className="admin-row">
              <span className="admin-row__main">
                <strong>{j.studioName}</strong>
                <span className="muted">
                  {j.style} · starts {formatDate(j.startDate)}
                </span>
              </span>
              <span className="admin-row__side">
                <span className={j.applicantCount > 0 ? "badge" : "badge badge--neutral"}>{j.applicantCount} opted in</span>
              </span>
            </Link>
          )}
        </NewestPanel>
      </div>
    </div>
  );
}
