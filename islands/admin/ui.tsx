import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useT } from "../../src/platform/i18n/react.tsx";
import type { Loaded } from "../lib/data.ts";
import { Pagination } from "../lib/ui/Pagination.tsx";
import { Skeleton } from "../lib/ui/Skeleton.tsx";
import { Tabs } from "../lib/ui/Tabs.tsx";
import { pageCount } from "./data.ts";
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

interface TabbedPageProps<K extends string> {
  title: string;
  intro: string;
  tabs: readonly K[];
  labels: Record<K, string>;
  active: K;
  onChange(tab: K): void;
  /** The open tab's content. */
  children: ReactNode;
}

/** A console screen of tabs under its header: a list by status, a part of the catalog. */
export function TabbedPage<K extends string>({ title, intro, tabs, labels, active, onChange, children }: TabbedPageProps<K>) {
  return (
    <div className="admin-page">
      <PageHeader title={title} intro={intro} />
      <Tabs active={active} onChange={onChange} tabs={tabs.map((key) => ({ key, label: labels[key], panel: key === active ? children : null }))} />
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

interface StatusListPageProps<K extends string, T> {
  /** The screen's title, intro and the name of its pages. */
  heading: { title: string; intro: string; pagesLabel: string };
  /** One tab per status, in order, each with what its empty page says. */
  tabs: { statuses: readonly K[]; labels: Record<K, string>; empty: Record<K, string> };
  search: StatusListSearch<K>;
  go(search: StatusListSearch<K>): void;
  loaded: Loaded<T[]>;
  /** One item's `<li>`, with its key. */
  children(item: T): ReactNode;
}

/** A console list by status (applications, jobs): a tab per status over one page of its items. */
export function StatusListPage<K extends string, T>({ heading, tabs, search, go, loaded, children }: StatusListPageProps<K, T>) {
  const { status, page } = search;
  return (
    <TabbedPage
      title={heading.title}
      intro={heading.intro}
      tabs={tabs.statuses}
      labels={tabs.labels}
      active={status}
      onChange={(s) => go({ status: s, page: 1 })}
    >
      <ConsoleList
        loaded={loaded}
        empty={tabs.empty[status]}
        className="admin-rows admin-rows--cards"
        page={page}
        onPage={(p) => go({ status, page: p })}
        pagesLabel={heading.pagesLabel}
      >
        {children}
      </ConsoleList>
    </TabbedPage>
  );
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
    <span ref={questionGroup} className="admin-confirm" role="group" aria-label={question}>
      <span className="admin-confirm__question">{question}</span>
      {children}
      <button
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
