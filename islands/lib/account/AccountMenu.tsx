import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { notifyError, notifyFailure, useFallback } from "../feedback.ts";
import { userAtom } from "../state.ts";
import type { DashboardArea } from "../ui/mount-area.tsx";
import { usePopover } from "../ui/popover.ts";
import { AccountFace } from "./AccountFace.tsx";
import { accountPath, useAccount, useLeaveSignedOut } from "./account.ts";

/**
 * Every dashboard's account menu: a button with the user's name that
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
  const { setOpen, container, button, panel } = usePopover();
  const [leaving, setLeaving] = useState(false);

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
    <div className="account-menu" {...container}>
      <button type="button" className="account-menu__button" {...button}>
        <AccountFace name={name} />
      </button>
      <div className="account-menu__panel" {...panel}>
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
