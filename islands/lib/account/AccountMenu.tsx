import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { userAtom } from "../state.ts";
import type { DashboardArea } from "../ui/mount-area.tsx";
import { usePopover } from "../ui/popover.ts";
import { AccountFace } from "./AccountFace.tsx";
import { accountPath, useAccount, useLogOut } from "./account.ts";
import { PushOffer } from "./PushOffer.tsx";
import { TermsPrompt } from "./TermsPrompt.tsx";

/**
 * Every dashboard's account menu: a button with the user's name that
 * opens Account settings and Log out. A disclosure: the button says whether it is
 * open (aria-expanded); Escape closes it and gives the focus back to the button,
 * as do a click or the focus going elsewhere, and moving to another screen.
 */
export function AccountMenu({ area }: { area: DashboardArea }) {
  const t = useT();
  const { account } = useAccount();
  const stored = useAtomValue(userAtom);
  const { leaving, logOut } = useLogOut();
  const name = account?.name ?? stored?.name ?? "";
  const { setOpen, container, button, panel } = usePopover();

  return (
    <>
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
      <PushOffer />
      {/* In every dashboard's frame, over its screens: the agreement in force is accepted before anything else. */}
      <TermsPrompt />
    </>
  );
}
