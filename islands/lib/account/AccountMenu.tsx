import { Link, useRouterState } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { useLocalePath, useT } from "../../../src/i18n/react.tsx";
import { call, client } from "../api.ts";
import { notifyError, notifyFailure, useFallback } from "../feedback.ts";
import { userAtom } from "../state.ts";
import type { DashboardArea } from "../ui/mount-area.tsx";
import { accountPath, useAccount, useLeaveSignedOut } from "./account.ts";

/** "Ada Lovelace" → "AL": the round badge of the menu's button. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/**
 * Every dashboard's account menu (issue 19): a button with the user's name that
 * opens Account settings and Log out. A disclosure: the button says whether it is
 * open (aria-expanded); Escape closes it and gives the focus back to the button,
 * as do a click or the focus going elsewhere, and moving to another screen.
 */
export function AccountMenu({ area }: { area: DashboardArea }) {
  const t = useT();
  const href = useLocalePath();
  const fallbacks = useFallback();
  const { account } = useAccount();
  const stored = useAtomValue(userAtom);
  const leave = useLeaveSignedOut();
  const name = account?.name ?? stored?.name ?? "";
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const path = useRouterState({ select: (s) => s.location.pathname });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` is the trigger: another screen closes the menu
  useEffect(() => setOpen(false), [path]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open]);

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
  };

  async function logOut() {
    setLeaving(true);
    try {
      const reply = await call(client.auth.logout.$post, {}, { redirectOnUnauthorized: false });
      if (reply.status) return leave(href("/"));
      notifyFailure(reply.message, t("app.account.menu.logoutFailed"));
    } catch (error) {
      console.error(error);
      notifyError(fallbacks.server);
    }
    setLeaving(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu closes it (a focus event, not an interaction of its own)
    <div className="account-menu" ref={menu} onBlur={onBlur}>
      <button ref={button} type="button" className="account-menu__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="account-menu__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="visually-hidden">{t("app.account.menu.label")}</span>
        <span className="account-menu__name">{name}</span>
        <svg className="account-menu__caret" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          <strong>{name}</strong>
          {account && <span>{account.email}</span>}
        </p>
        <ul className="account-menu__items">
          <li>
            <Link to={accountPath(area)} className="account-menu__item" onClick={() => setOpen(false)}>
              {t("app.account.menu.settings")}
            </Link>
          </li>
          <li>
            <button type="button" className="account-menu__item" onClick={logOut} disabled={leaving}>
              {leaving ? t("app.account.menu.loggingOut") : t("app.account.menu.logout")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
