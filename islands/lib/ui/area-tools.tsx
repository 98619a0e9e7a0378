import { lazy, type ReactNode, Suspense, useContext } from "react";
import { AccountFace } from "../account/AccountFace.tsx";
import { BellIcon } from "../notifications/BellIcon.tsx";
import { AreaUser } from "./area-user.ts";
import type { DashboardArea } from "./mount-area.tsx";

/*
 * The widgets every dashboard's layout shows: the account menu, the
 * bell, the chat's unread count and the unverified banner need the API client, the
 * store and the page's socket, none of which the first paint does. Each comes in its
 * own chunk as the layout first renders; meanwhile a copy of its box stands in, same
 * size and look (no layout shift), not focusable (no focus is lost when it goes).
 * The server's drawing of a screen (src/platform/pages/area-screen.tsx) shows the stand-ins.
 */

/** `live` where there is a browser, its stand-in while it loads and on the server. */
export function LazyWidget({ live, standIn }: { live: ReactNode; standIn: ReactNode }) {
  if (typeof document === "undefined") return standIn;
  return <Suspense fallback={standIn}>{live}</Suspense>;
}

const LiveAccountMenu = lazy(() => import("../account/AccountMenu.tsx").then((m) => ({ default: m.AccountMenu })));
const LiveNotificationBell = lazy(() => import("../notifications/NotificationBell.tsx").then((m) => ({ default: m.NotificationBell })));
const LiveChatUnreadBadge = lazy(() => import("../chat/ChatUnreadBadge.tsx").then((m) => ({ default: m.ChatUnreadBadge })));
const LiveVerifyBanner = lazy(() => import("../account/VerifyBanner.tsx").then((m) => ({ default: m.VerifyBanner })));

/** The account menu (islands/lib/account/AccountMenu.tsx). */
export function AccountMenuSlot({ area }: { area: DashboardArea }) {
  return <LazyWidget live={<LiveAccountMenu area={area} />} standIn={<AccountMenuStandIn />} />;
}

/** With the name the menu shows first: the session's user's. */
function AccountMenuStandIn() {
  const user = useContext(AreaUser);
  return (
    <div className="account-menu">
      <span className="account-menu__button" aria-hidden="true">
        <AccountFace name={user?.name ?? ""} />
      </span>
    </div>
  );
}

/** The notifications' bell (islands/lib/notifications/NotificationBell.tsx); its count comes with it, as it comes after a load. */
export function NotificationBellSlot({ area }: { area: DashboardArea }) {
  const standIn = (
    <div className="notification-bell">
      <span className="notification-bell__button" aria-hidden="true">
        <BellIcon />
      </span>
    </div>
  );
  return <LazyWidget live={<LiveNotificationBell area={area} />} standIn={standIn} />;
}

/** The unread count on the chat's link (islands/lib/chat/ChatUnreadBadge.tsx): nothing until it comes, as before its first load. */
export function ChatUnreadSlot() {
  return <LazyWidget live={<LiveChatUnreadBadge />} standIn={null} />;
}

/** The unverified address's banner (islands/lib/account/VerifyBanner.tsx): its live region, empty until the account is read. */
export function VerifyBannerSlot() {
  return <LazyWidget live={<LiveVerifyBanner />} standIn={<div role="status" className="verify-banner-region" />} />;
}
