import { lazy, Suspense } from "react";
import { AccountFace } from "../account/AccountFace.tsx";
import { BellIcon } from "../notifications/BellIcon.tsx";
import { storedRoot } from "../root-storage.ts";
import type { DashboardArea } from "./mount-area.tsx";

/*
 * The widgets every dashboard's layout shows (issue 24 point 3): the account menu, the
 * bell, the chat's unread count and the unverified banner need the API client, the
 * store and the page's socket, none of which the first paint does. Each comes in its
 * own chunk as the layout first renders; meanwhile a copy of its box stands in, same
 * size and look (no layout shift), not focusable (no focus is lost when it goes).
 */

const LiveAccountMenu = lazy(() => import("../account/AccountMenu.tsx").then((m) => ({ default: m.AccountMenu })));
const LiveNotificationBell = lazy(() => import("../notifications/NotificationBell.tsx").then((m) => ({ default: m.NotificationBell })));
const LiveChatUnreadBadge = lazy(() => import("../chat/ChatUnreadBadge.tsx").then((m) => ({ default: m.ChatUnreadBadge })));
const LiveVerifyBanner = lazy(() => import("../account/VerifyBanner.tsx").then((m) => ({ default: m.VerifyBanner })));

/** The account menu (islands/lib/account/AccountMenu.tsx). */
export function AccountMenuSlot({ area }: { area: DashboardArea }) {
  return (
    <Suspense fallback={<AccountMenuStandIn />}>
      <LiveAccountMenu area={area} />
    </Suspense>
  );
}

/** With the name the menu shows first: the stored user's. */
function AccountMenuStandIn() {
  return (
    <div className="account-menu">
      <span className="account-menu__button" aria-hidden="true">
        <AccountFace name={storedRoot()?.auth?.user?.name ?? ""} />
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
  return (
    <Suspense fallback={standIn}>
      <LiveNotificationBell area={area} />
    </Suspense>
  );
}

/** The unread count on the chat's link (islands/lib/chat/ChatUnreadBadge.tsx): nothing until it comes, as before its first load. */
export function ChatUnreadSlot() {
  return (
    <Suspense fallback={null}>
      <LiveChatUnreadBadge />
    </Suspense>
  );
}

/** The unverified address's banner (islands/lib/account/VerifyBanner.tsx): its live region, empty until the account is read. */
export function VerifyBannerSlot() {
  return (
    <Suspense fallback={<div role="status" className="verify-banner-region" />}>
      <LiveVerifyBanner />
    </Suspense>
  );
}
