import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import type { NotificationItem } from "../../../src/features/notifications/notifications.contract.ts";
import { formatNumber } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import type { DashboardArea } from "../ui/mount-area.tsx";
import { usePopover } from "../ui/popover.ts";
import { BellIcon } from "./BellIcon.tsx";
import { notificationsPath, useLiveFeed, useNotifications } from "./feed.ts";

const loadList = () => import("./LatestNotifications.tsx");
const LatestNotifications = lazy(() => loadList().then((m) => ({ default: m.LatestNotifications })));

/** Past this the badge says "99+". */
const BADGE_MAX = 99;

/**
 * Every dashboard's bell, beside the account menu: the unread
 * count as a badge (and in the button's name), live over the page's socket; it opens
 * the latest notifications with "Mark all read" and "See all". Following one marks
 * it read and goes to its page. A disclosure like the account menu: Escape closes it
 * and gives the focus back to the bell. The list comes with the first opening (fetched
 * as the pointer or the focus reaches the bell): most screens never open it.
 */
export function NotificationBell({ area }: { area: DashboardArea }) {
  useLiveFeed(area);
  const t = useT();
  const locale = useLocale();
  const { unread, latest, failed, follow, markAllRead } = useNotifications(area);
  const popover = usePopover();

  const onFollow = (item: NotificationItem) => {
    popover.setOpen(false);
    void follow(item);
  };

  return (
    <div className="notification-bell" {...popover.container}>
      <button
        type="button"
        className="notification-bell__button"
        aria-label={t("app.notifications.bell", { count: unread })}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        {...popover.button}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${formatNumber(locale, BADGE_MAX)}+` : formatNumber(locale, unread)}
          </span>
        )}
      </button>
      <div className="notification-bell__panel" {...popover.panel}>
        <div className="notification-bell__head">
          <h2 className="notification-bell__title">{t("app.notifications.title")}</h2>
          <button type="button" className="notification-bell__action" onClick={() => void markAllRead()} disabled={unread === 0}>
            {t("app.notifications.markAllRead")}
          </button>
        </div>
        {latest === null ? (
          <BellState text={t(failed ? "app.notifications.failed" : "app.notifications.loading")} />
        ) : latest.length === 0 ? (
          <p className="notification-bell__state muted">{t("app.notifications.empty")}</p>
        ) : (
          popover.open && (
            <Suspense fallback={<BellState text={t("app.notifications.loading")} />}>
              <LatestNotifications items={latest} onFollow={onFollow} />
            </Suspense>
          )
        )}
        <Link to={notificationsPath(area)} className="notification-bell__all" onClick={() => popover.setOpen(false)}>
          {t("app.notifications.seeAll")}
        </Link>
      </div>
    </div>
  );
}

const BellState = ({ text }: { text: string }) => (
  <p className="notification-bell__state muted" role="status">
    {text}
  </p>
);
