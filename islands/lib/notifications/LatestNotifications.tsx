import type { NotificationItem } from "../../../src/features/notifications/notifications.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { NotificationEntry } from "./NotificationEntry.tsx";

/**
 * The bell's list of the newest notifications. Its own chunk, with the date formats
 * (dayjs) its entries need: the bell loads it when it is first opened.
 */
export function LatestNotifications({ items, onFollow }: { items: NotificationItem[]; onFollow(item: NotificationItem): void }) {
  const t = useT();
  return (
    <ul className="notification-list notification-list--compact" aria-label={t("app.notifications.latest")}>
      {items.map((item) => (
        <NotificationEntry key={item.id} item={item} onFollow={onFollow} />
      ))}
    </ul>
  );
}
