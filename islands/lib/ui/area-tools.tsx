import { type ComponentType, lazy, type ReactNode, Suspense, useContext } from "react";
import { AccountFace } from "../account/AccountFace.tsx";
import { BellIcon } from "../notifications/BellIcon.tsx";
import { AreaUser } from "./area-user.ts";
import type { DashboardArea } from "./mount-area.tsx";

/*
 * The widgets every dashboard's layout shows: the account menu, the
 * bell, the chat's unread count and the unverified banner need the API client, the
 * store and the page's socket, none of which the first paint does. Each comes in its
 * own chunk, asked for as the area's code loads (`widget`); meanwhile a copy of its box stands in, same
 * size and look (no layout shift), not focusable (no focus is lost when it goes).
 * The server's drawing of a screen (src/platform/pages/area-screen.tsx) shows the stand-ins.
 */

/** `live` where there is a browser, its stand-in while it loads and on the server. */
export function LazyWidget({ live, standIn }: { live: ReactNode; standIn: ReactNode }) {
  if (typeof document === "undefined") return standIn;
  return <Suspense fallback={standIn}>{live}</Suspense>;
}

/** A widget's live component: the component once its chunk is there, React.lazy's until then. */
export interface WidgetPart<P> {
  loaded?: ComponentType<P>;
  lazy: ComponentType<P>;
}

/**
 * A widget's chunk, asked for as the area's code loads (its page preloads it). Through React.lazy alone the
 * widget suspended on its first drawing even with its chunk at hand, and React reveals a boundary's content
 * no sooner than 300 ms after its fallback: the widgets' calls (the account's, the bell's) went that long
 * after the screen's. Not loaded on the server, which draws the stand-ins.
 */
export function widget<P extends object>(load: () => Promise<ComponentType<P>>): WidgetPart<P> {
  const part: WidgetPart<P> = { lazy: lazy(async () => ({ default: await (loading ?? load()) })) };
  const loading =
    typeof document === "undefined"
      ? undefined
      : load().then((component) => {
          part.loaded = component;
          return component;
        });
  return part;
}

/** A widget drawn straight away once its chunk is there. */
export function Live<P extends object>({ part, ...props }: { part: WidgetPart<P> } & P) {
  const Component = part.loaded ?? part.lazy;
  return <Component {...(props as unknown as P)} />;
}

const LiveAccountMenu = widget(() => import("../account/AccountMenu.tsx").then((m) => m.AccountMenu));
const LiveNotificationBell = widget(() => import("../notifications/NotificationBell.tsx").then((m) => m.NotificationBell));
const LiveChatUnreadBadge = widget(() => import("../chat/ChatUnreadBadge.tsx").then((m) => m.ChatUnreadBadge));
const LiveVerifyBanner = widget(() => import("../account/VerifyBanner.tsx").then((m) => m.VerifyBanner));

/** The end of a dashboard's bar: the notifications' bell, then the account menu. */
export function AreaToolsSlot({ area }: { area: DashboardArea }) {
  return (
    <div className="area-tools">
      <NotificationBellSlot area={area} />
      <AccountMenuSlot area={area} />
    </div>
  );
}

/** The account menu (islands/lib/account/AccountMenu.tsx). */
function AccountMenuSlot({ area }: { area: DashboardArea }) {
  return <LazyWidget live={<Live part={LiveAccountMenu} area={area} />} standIn={<AccountMenuStandIn />} />;
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
function NotificationBellSlot({ area }: { area: DashboardArea }) {
  const standIn = (
    <div className="notification-bell">
      <span className="notification-bell__button" aria-hidden="true">
        <BellIcon />
      </span>
    </div>
  );
  return <LazyWidget live={<Live part={LiveNotificationBell} area={area} />} standIn={standIn} />;
}

/** The unread count on the chat's link (islands/lib/chat/ChatUnreadBadge.tsx): nothing until it comes, as before its first load. */
export function ChatUnreadSlot() {
  return <LazyWidget live={<Live part={LiveChatUnreadBadge} />} standIn={null} />;
}

/** The unverified address's banner (islands/lib/account/VerifyBanner.tsx): its live region, empty until the account is read. */
export function VerifyBannerSlot() {
  return <LazyWidget live={<Live part={LiveVerifyBanner} />} standIn={<div role="status" className="verify-banner-region" />} />;
}
