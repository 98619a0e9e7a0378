import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { NOTIFICATION_PAGE_SIZE } from "../../../src/features/notifications/notifications.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../api.ts";
import { useApiGet } from "../data.ts";
import type { DashboardArea } from "../ui/mount-area.tsx";
import { Pagination } from "../ui/Pagination.tsx";
import { notificationsPath, useNotifications } from "./feed.ts";
import { NotificationEntry } from "./NotificationEntry.tsx";

/**
 * Every notification of the user, newest first, a page at a time (`?page=`, so
 * back and reload return to it), with "Mark all read". Each
 * area's router mounts it at /<area>/notifications. It reloads when the feed moves
 * (a push, a read from the bell).
 */
export function NotificationsPage({ area, page }: { area: DashboardArea; page: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { unread, version, follow, markAllRead } = useNotifications(area);
  const loaded = useApiGet(client.notifications, { query: { page: String(page), pageSize: String(NOTIFICATION_PAGE_SIZE) } });
  const list = loaded.data;
  const { reload } = loaded;

  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reload();
  }, [version, reload]);

  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <header className="notifications-page__head">
        <div>
          <h1 id="notifications-title">{t("app.notifications.title")}</h1>
          <p className="muted">{list ? t("app.notifications.summary", { total: list.total, unread }) : t("app.notifications.intro")}</p>
        </div>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void markAllRead()} disabled={unread === 0}>
          {t("app.notifications.markAllRead")}
        </button>
      </header>
      {list === null ? (
        <p className="muted" role="status">
          {t(loaded.failed ? "app.notifications.failed" : "app.notifications.loading")}
        </p>
      ) : list.items.length === 0 ? (
        <p className="empty">{t("app.notifications.empty")}</p>
      ) : (
        <ul className="notification-list">
          {list.items.map((item) => (
            <NotificationEntry key={item.id} item={item} onFollow={(n) => void follow(n)} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t("app.notifications.pages")}
        onChange={(p) => void navigate({ to: notificationsPath(area), search: { page: p } })}
      />
    </section>
  );
}
