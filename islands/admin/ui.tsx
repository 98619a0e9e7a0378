import { useNavigate } from "@tanstack/react-router";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useT } from "../../src/platform/i18n/react.tsx";
import { type Loaded, type ReadRouteOf, useApiGet } from "../lib/data.ts";
import { useFormat } from "../lib/format.ts";
import { Pagination } from "../lib/ui/Pagination.tsx";
import { Skeleton } from "../lib/ui/Skeleton.tsx";
import { Tabs } from "../lib/ui/Tabs.tsx";
import { consolePage, pageCount } from "./data.ts";
import type { StatusListSearch } from "./search.ts";

/** A screen the staff member may read but not change: its asked-first actions are not drawn (the server refuses them too). */
export const ReadOnlyScreen = createContext(false);
export const useReadOnly = () => useContext(ReadOnlyScreen);

export function PageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="admin-header">
      <div>
        <h1 className="admin-title">{title}</h1>
        {intro && <p className="admin-header__intro">{intro}</p>}
      </div>
      {actions && <div className="admin-header__actions">{actions}</div>}
    </header>
  );
}

/** A screen's header with the CSV of what it lists (`href`, with the screen's filters): its words are `<words>.title`, `.intro` and `.csv`. */
export function CsvPageHeader({ words, href }: { words: "admin.audit" | "admin.payouts" | "admin.t4a"; href: string }) {
  const t = useT();
  const download = (
    <a className="btn btn--outline btn--sm" href={href} download>
      {t(`${words}.csv`)}
    </a>
  );
  return <PageHeader title={t(`${words}.title`)} intro={t(`${words}.intro`)} actions={download} />;
}

interface TabbedPageProps<K extends string> {
  /** Whose words the header says: `<words>.title` and `.intro`. */
  words: "admin.applications" | "admin.billing" | "admin.catalogPage" | "admin.jobs" | "admin.privacy" | "admin.profileReviews";
  tabs: readonly K[];
  /** A tab's name. */
  label(tab: K): string;
  active: K;
  onChange(tab: K): void;
  /** The open tab's content. */
  children: ReactNode;
}

/** A console screen of tabs under its header: a list by status, a part of the catalog. */
export function TabbedPage<K extends string>({ words, tabs, label, active, onChange, children }: TabbedPageProps<K>) {
  const t = useT();
  return (
    <div className="admin-page">
      <PageHeader title={t(`${words}.title`)} intro={t(`${words}.intro`)} />
      <Tabs active={active} onChange={onChange} tabs={tabs.map((key) => ({ key, label: label(key), panel: key === active ? children : null }))} />
    </div>
  );
}

/** A console screen of tabs whose open tab is the address's `?tab=`: billing, the catalog, privacy. */
export function TabScreen<K extends string>({
  to,
  ...page
}: Omit<TabbedPageProps<K>, "onChange"> & { to: "/admin/billing" | "/admin/catalog" | "/admin/privacy" }) {
  const navigate = useNavigate();
  return <TabbedPage {...page} onChange={(tab) => navigate({ to, search: { tab } })} />;
}

/** A record's screen before its record comes: the way `back` to its list, then a skeleton, or `failedText` when loading failed. */
export function RecordPending({ back, failed, failedText }: { back: ReactNode; failed: boolean; failedText: string }) {
  const t = useT();
  return (
    <div className="admin-page">
      {back}
      {failed ? (
        <p className="empty" role="status">
          {failedText}
        </p>
      ) : (
        <Skeleton label={t("admin.list.loading")} rows={2} variant="page" />
      )}
    </div>
  );
}

/** What a list shows before its first answer, after a failure, or when empty. */
export function ListState({ data, failed, empty }: { data: unknown[] | null; failed: boolean; empty: string }) {
  const t = useT();
  if (data === null) {
    return failed ? <p className="empty">{t("admin.list.failed")}</p> : <Skeleton label={t("admin.list.loading")} />;
  }
  if (data.length === 0) return <p className="empty">{empty}</p>;
  return null;
}

interface ConsoleListProps<T> {
  loaded: Loaded<T[]>;
  /** What an empty page says. */
  empty: string;
  /** The list's look: "admin-rows admin-rows--cards", "admin-messages". */
  className: string;
  page: number;
  onPage(page: number): void;
  /** The pagination's name: "Jobs pages". */
  pagesLabel: string;
  /** One item's `<li>`, with its key. */
  children(item: T): ReactNode;
}

/** One page of a console list: loading, failed or empty, the items, and the pages. */
export function ConsoleList<T>({ loaded, empty, className, page, onPage, pagesLabel, children }: ConsoleListProps<T>) {
  return (
    <>
      <ListState data={loaded.data} failed={loaded.failed} empty={empty} />
      {loaded.data && loaded.data.length > 0 && <ul className={className}>{loaded.data.map(children)}</ul>}
      <Pagination page={page} pageCount={pageCount(loaded.total)} onChange={onPage} label={pagesLabel} />
    </>
  );
}

/** The console's lists of messages, by whose words they say: `<words>.empty` for an empty page, `.pages` for their pagination. */
type MessageListWords =
  | "admin.audit"
  | "admin.contacts"
  | "admin.mail"
  | "admin.privacy.incidents"
  | "admin.privacy.requests"
  | "admin.profileChanges"
  | "admin.reviews"
  | "admin.styleRequests";

/** One page of a console list of messages (`ConsoleMessage`s). */
export function MessageList<T>({ words, ...list }: Omit<ConsoleListProps<T>, "empty" | "className" | "pagesLabel"> & { words: MessageListWords }) {
  const t = useT();
  return <ConsoleList {...list} empty={t(`${words}.empty`)} className="admin-messages" pagesLabel={t(`${words}.pages`)} />;
}

/** A console screen of messages, its page the address's `?page=`: the contact form's, the reviews, the mail waiting to go. */
export function MessagesPage<T>({
  section,
  ...list
}: Omit<ConsoleListProps<T>, "empty" | "className" | "pagesLabel" | "onPage"> & { section: "contacts" | "mail" | "reviews" }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="admin-page">
      <PageHeader title={t(`admin.${section}.title`)} intro={t(`admin.${section}.intro`)} />
      <MessageList {...list} words={`admin.${section}`} onPage={(page) => navigate({ to: `/admin/${section}`, search: { page } })} />
    </div>
  );
}

interface StatusListPageProps<K extends string, T> {
  /** Where the screen is, `/admin/<section>`, and whose words it says: `admin.<section>.title`, `.intro` and `.pages`. */
  section: "applications" | "jobs";
  /** One tab per status, in order: its name and what its empty page says. */
  statuses: readonly K[];
  tab(status: K): { label: string; empty: string };
  search: StatusListSearch<K>;
  /** The list's route, read a status and a page at a time. */
  list: ReadRouteOf<{ query: { status: K } & ReturnType<typeof consolePage> }, T[]>;
  /** One item's `<li>`, with its key. */
  children(item: T): ReactNode;
}

/** A console list by status (applications, jobs): a tab per status over one page of its items, both in the address. */
export function StatusListPage<K extends string, T>({ section, statuses, tab, search, list, children }: StatusListPageProps<K, T>) {
  const t = useT();
  const navigate = useNavigate();
  const go = (next: StatusListSearch<K>) => navigate({ to: `/admin/${section}`, search: next });
  const { status, page } = search;
  const loaded = useApiGet(list, { query: { status, ...consolePage(page) } });
  return (
    <TabbedPage words={`admin.${section}`} tabs={statuses} label={(s) => tab(s).label} active={status} onChange={(s) => go({ status: s, page: 1 })}>
      <ConsoleList
        loaded={loaded}
        empty={tab(status).empty}
        className="admin-rows admin-rows--cards"
        page={page}
        onPage={(p) => go({ status, page: p })}
        pagesLabel={t(`admin.${section}.pages`)}
      >
        {children}
      </ConsoleList>
    </TabbedPage>
  );
}

/** One fact in a list of them (`<dl className="admin-facts">`): its name over its value. */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `admin-facts__item ${className}` : "admin-facts__item"}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Names as badges (an artist's styles): a list, or a line of them (`inline`) where a list cannot stand, inside a link. */
export function BadgeList({ names, inline = false }: { names: string[]; inline?: boolean }) {
  const [List, Item] = inline ? (["span", "span"] as const) : (["ul", "li"] as const);
  return (
    <List className="badge-list">
      {names.map((name) => (
        <Item key={name} className="badge badge--neutral">
          {name}
        </Item>
      ))}
    </List>
  );
}

/** A fact whose value is names as badges (an artist's styles), or "none". */
export function BadgesFact({ label, names }: { label: string; names: string[] }) {
  const t = useT();
  return <Fact label={label}>{names.length === 0 ? <span className="muted">{t("admin.none")}</span> : <BadgeList names={names} />}</Fact>;
}

/** A round picture, or the person's initials when there is none. */
export function Avatar({ src, name, size = 48 }: { src: string | null; name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return src ? (
    <img className="admin-avatar" src={src} alt="" width={size} height={size} loading="lazy" style={{ width: size, height: size }} />
  ) : (
    <span className="admin-avatar admin-avatar--initials" aria-hidden="true" style={{ width: size, height: size }}>
      {initials}
    </span>
  );
}

interface ConfirmActionProps {
  /** The button that starts the action: "Cancel job". */
  label: string;
  /** The question asked before doing it: "Cancel this job?". */
  question: string;
  /** The button that does it: "Yes, cancel". */
  confirmLabel: string;
  /** Resolves `false` when the action failed: the question stays open with what was typed in it, to correct and try again. */
  onConfirm(): Promise<unknown>;
  tone?: "danger" | "primary";
  disabled?: boolean;
  disabledReason?: string;
  /** Asked with the question, e.g. a field for the reason of a rejection. */
  children?: ReactNode;
}

/** An action that asks once before it runs (no browser dialog), busy while it runs. */
export function ConfirmAction({ label, question, confirmLabel, onConfirm, tone = "danger", disabled, disabledReason, children }: ConfirmActionProps) {
  const readOnly = useReadOnly();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const startButton = useRef<HTMLButtonElement>(null);
  const questionGroup = useRef<HTMLSpanElement>(null);
  const answerButton = useRef<HTMLButtonElement>(null);
  // Keyboard users keep their place: into the question when it opens (its field, else its answer), back to the button after.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (asking ? questionGroup.current?.querySelector<HTMLElement>("input, select, textarea, button") : startButton.current)?.focus();
  }, [asking]);
  const ask = (open: boolean) => {
    moveFocus.current = true;
    setAsking(open);
  };
  if (readOnly) return null;
  if (!asking) {
    return (
      <button
        ref={startButton}
        type="button"
        className={tone === "danger" ? "btn btn--sm btn--outline admin-danger-outline" : "btn btn--sm btn--primary"}
        disabled={disabled}
        title={disabled ? disabledReason : undefined}
        onClick={() => ask(true)}
      >
        {label}
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: an inline question and its two answers; a fieldset would break the line
    <span
      ref={questionGroup}
      className="admin-confirm"
      role="group"
      aria-label={question}
      // Enter in the question's field answers it, as in a form: the focus starts there (the artist's pay).
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          answerButton.current?.click();
        }
      }}
    >
      <span className="admin-confirm__question">{question}</span>
      {children}
      <button
        ref={answerButton}
        type="button"
        className={tone === "danger" ? "btn btn--sm btn--danger" : "btn btn--sm btn--primary"}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          let done: unknown = true;
          try {
            done = await onConfirm();
          } finally {
            setBusy(false);
            if (done !== false) ask(false);
          }
        }}
      >
        {busy ? t("admin.confirm.working") : confirmLabel}
      </button>
      <button type="button" className="btn btn--sm btn--ghost" disabled={busy} onClick={() => ask(false)}>
        {t("admin.confirm.keep")}
      </button>
    </span>
  );
}

/** One message of a console list: who or what it is about, what stands beside (a badge, the time), then its body. */
export function ConsoleMessage({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <li className="admin-panel admin-message">
      <div className="admin-message__head">
        <strong>{title}</strong>
        {aside}
      </div>
      {children}
    </li>
  );
}

/** How far an instant is from now (its date and time on hover), said by `label` ("asked 2 hours ago", "next try in 5 minutes") or alone. */
export function FromNow({ at, label = (when) => when }: { at: string; label?(when: string): string }) {
  const format = useFormat();
  return (
    <time dateTime={at} title={format.dateTime(at)} className="muted">
      {label(format.fromNow(at))}
    </time>
  );
}
