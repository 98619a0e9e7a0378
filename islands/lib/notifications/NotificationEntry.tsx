import type { MouseEvent } from "react";
import type { NotificationItem } from "../../../src/features/notifications/notifications.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../format.ts";

/**
 * One notification, in the bell's dropdown and on the list page: a link to the page
 * it is about (its title, body and when), marked while unread. Following it is the
 * caller's `onFollow` (mark read, then go); a middle click or a new tab opens the link.
 */
export function NotificationEntry({ item, onFollow }: { item: NotificationItem; onFollow(item: NotificationItem): void }) {
  const t = useT();
  const format = useFormat();
  const unread = item.readAt === null;
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onFollow(item);
  };
  return (
    <li className={unread ? "notification is-unread" : "notification"}>
      <a className="notification__link" href={item.link} onClick={follow}>
        {unread && <span className="notification__dot" role="img" aria-label={t("app.notifications.unread")} />}
        <span className="notification__text">
          <strong className="notification__title">{item.title}</strong>
          <span className="notification__body">{item.body}</span>
          <time className="notification__time" dateTime={item.createdAt} title={format.dateTime(item.createdAt)}>
            {format.fromNow(item.createdAt)}
          </time>
        </span>
      </a>
    </li>
  );
}
