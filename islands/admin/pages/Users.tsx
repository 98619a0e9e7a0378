import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import type { AdminUserDetail } from "../../../src/features/accounts/admin-users.contract.ts";
import { ROLES } from "../../../src/platform/contract/roles.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { SelectField, TextField } from "../../lib/ui/Field.tsx";
import { InvoiceStatusBadge, useMoney } from "../../lib/ui/InvoiceDocument.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";
import { AccountAccess } from "../AccountAccess.tsx";
import { consolePage } from "../data.ts";
import { USER_STATUSES, type UsersSearch } from "../search.ts";
import { ConsoleList, Fact, PageHeader, RecordPending } from "../ui.tsx";

/** Every account, newest first: a part of the name or address, a role and a status narrow it; each row opens the account. */
export function UsersPage(search: UsersSearch) {
  const t = useT();
  const navigate = useNavigate();
  const format = useFormat();
  const [q, setQ] = useState(search.q);
  const go = (next: Partial<UsersSearch>) => navigate({ to: "/admin/users", search: { ...search, page: 1, ...next } });
  const query = { ...consolePage(search.page), ...(search.q ? { q: search.q } : {}), ...(search.role ? { role: search.role } : {}) };
  const loaded = useApiGet(client.admin.users, { query: search.status ? { ...query, status: search.status } : query });
  const find = (e: FormEvent) => {
    e.preventDefault();
    void go({ q: q.trim() });
  };
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.users.title")} intro={t("admin.users.intro")} />
      <form className="form admin-panel admin-users__filters" aria-label={t("admin.users.find")} onSubmit={find}>
        <TextField label={t("admin.users.search")} type="search" value={q} maxLength={100} onChange={(e) => setQ(e.currentTarget.value)} />
        <SelectField label={t("admin.users.role")} value={search.role} onChange={(e) => void go({ role: e.currentTarget.value as UsersSearch["role"] })}>
          <option value="">{t("admin.users.any")}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.users.role.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("admin.users.status")}
          value={search.status}
          onChange={(e) => void go({ status: e.currentTarget.value as UsersSearch["status"] })}
        >
          <option value="">{t("admin.users.any")}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.users.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <p className="admin-users__actions">
          <button type="submit" className="btn btn--primary">
            {t("admin.users.find")}
          </button>
          {(search.q || search.role || search.status) && (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setQ("");
                void go({ q: "", role: "", status: "" });
              }}
            >
              {t("admin.users.clear")}
            </button>
          )}
        </p>
      </form>
      <ConsoleList
        loaded={loaded}
        empty={t("admin.users.empty")}
        className="admin-rows admin-rows--cards"
        page={search.page}
        onPage={(page) => void go({ page })}
        pagesLabel={t("admin.users.pages")}
      >
        {(user) => (
          <li key={user.id}>
            <Link to="/admin/users/$id" params={{ id: user.id }} className="admin-row">
              <span className="admin-row__main">
                <strong>{user.name}</strong>
                <span className="muted admin-users__email">{user.email}</span>
                <span className="muted">{t("admin.users.joined", { date: format.day(user.createdAt) })}</span>
              </span>
              <span className="admin-row__side">
                <span className="badge badge--neutral">{t(`admin.users.role.${user.role}`)}</span>{" "}
                <StatusBadge status={user.status === "active" ? "approved" : "cancelled"} label={t(`admin.users.status.${user.status}`)} />
              </span>
            </Link>
          </li>
        )}
      </ConsoleList>
    </div>
  );
}

/** One account: who, its profile and language, its sessions, its latest jobs and invoices; disable or enable it. */
export function UserDetailPage({ userId }: { userId: string }) {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const { data: user, failed, reload } = useApiGet(client.admin.users[":userId"], { param: { userId } });
  const back = (
    <Link to="/admin/users" className="admin-back">
      ← {t("admin.nav.users")}
    </Link>
  );
  if (!user) return <RecordPending back={back} failed={failed} failedText={t("admin.users.loadFailed")} />;
  return (
    <div className="admin-page">
      {back}
      <section className="admin-panel admin-profile">
        <div className="admin-profile__who">
          <h1 className="admin-title">{user.name}</h1>
          <p className="admin-profile__meta">
            <a href={`mailto:${user.email}`}>{user.email}</a>
            <span className="muted">{t("admin.users.joined", { date: format.day(user.createdAt) })}</span>
            {!user.emailVerifiedAt && <span className="muted">{t("admin.users.unverified")}</span>}
          </p>
          <p>
            <span className="badge badge--neutral">{t(`admin.users.role.${user.role}`)}</span>{" "}
            <StatusBadge status={user.status === "active" ? "approved" : "cancelled"} label={t(`admin.users.status.${user.status}`)} />
          </p>
        </div>
      </section>
      <section className="admin-panel">
        <dl className="admin-facts admin-user__facts">
          <Fact label={t("admin.users.profile")}>
            <UserProfile profile={user.profile} />
          </Fact>
          <Fact label={t("admin.users.language")}>{t(`admin.users.language.${user.locale ?? "none"}`)}</Fact>
          <Fact label={t("admin.users.sessions")}>{format.number(user.sessions)}</Fact>
          {user.role !== "admin" && (
            <Fact className="admin-user__wide" label={t("admin.account.title")}>
              <AccountAccess key={user.status} userId={user.id} name={user.name} status={user.status} onChange={reload} />
            </Fact>
          )}
        </dl>
      </section>
      {user.role !== "admin" && (
        <>
          <UserList title={t("admin.users.jobs")} empty={t("admin.users.jobsEmpty")} list={user.jobs}>
            {(job) => (
              <UserRow
                key={job.id}
                to="/admin/jobs/$id"
                id={job.id}
                title={job.studioName}
                line={`${job.style} · ${format.date(job.startDate)}`}
                side={<StatusBadge status={job.status} />}
              />
            )}
          </UserList>
          <UserList title={t("admin.users.invoices")} empty={t("admin.users.invoicesEmpty")} list={user.invoices}>
            {(invoice) => (
              <UserRow
                key={invoice.id}
                to="/admin/invoices/$id"
                id={invoice.id}
                title={invoice.number}
                line={`${format.day(invoice.issuedAt)} · ${money(invoice.totalCents)}`}
                side={<InvoiceStatusBadge status={invoice.status} />}
              />
            )}
          </UserList>
        </>
      )}
    </div>
  );
}

function UserProfile({ profile }: { profile: AdminUserDetail["profile"] }) {
  const t = useT();
  if (!profile) return <span className="muted">{t("admin.users.noProfile")}</span>;
  if (profile.kind === "studio") return <>{t("admin.users.studio", { name: profile.studioName })}</>;
  return (
    <>
      <Link to="/admin/applications/$id" params={{ id: profile.artistId }}>
        {t("admin.users.openApplication")}
      </Link>{" "}
      <StatusBadge status={profile.status} />
    </>
  );
}

/** One of the account's jobs or invoices, leading to the console's own screen of it. */
function UserRow({ to, id, title, line, side }: { to: "/admin/jobs/$id" | "/admin/invoices/$id"; id: string; title: string; line: string; side: ReactNode }) {
  return (
    <li>
      <Link to={to} params={{ id }} className="admin-row">
        <span className="admin-row__main">
          <strong>{title}</strong>
          <span className="muted">{line}</span>
        </span>
        <span className="admin-row__side">{side}</span>
      </Link>
    </li>
  );
}

/** A panel of the account's latest jobs or invoices, saying how many there are in all. */
function UserList<T>({ title, empty, list, children }: { title: string; empty: string; list: { items: T[]; total: number }; children(item: T): ReactNode }) {
  const t = useT();
  return (
    <section className="admin-panel">
      <div className="admin-panel__header">
        <h2 className="admin-panel__title">{title}</h2>
        {list.total > list.items.length && <span className="muted">{t("admin.users.latest", { shown: list.items.length, total: list.total })}</span>}
      </div>
      {list.items.length === 0 ? <p className="empty">{empty}</p> : <ul className="admin-rows">{list.items.map(children)}</ul>}
    </section>
  );
}
