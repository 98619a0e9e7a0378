import { useRouter } from "@tanstack/react-router";
import { atom, useAtomValue, useStore } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import type { NotificationItem } from "../../../src/features/notifications/notifications.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { acquireChatSocket } from "../chat/socket.ts";
import { usePerform } from "../data.ts";
import { notifyNews } from "../feedback.ts";
import { navigateWithinSite } from "../navigation.ts";
import { userAtom } from "../state.ts";
import type { DashboardArea } from "../ui/mount-area.tsx";

/** How many the bell's dropdown shows. */
export const LATEST_COUNT = 8;

export interface FeedState {
  /** The bell's count, as the server last said it (a load, a read, a push). */
  unread: number;
  /** The newest notifications, newest first (null until the first load). */
  latest: NotificationItem[] | null;
  failed: boolean;
  /** Moves on every change another view should see (a push, a read): the list page reloads on it. */
  version: number;
}

/** One per page (jotai store): the bell, its dropdown and the list page share it. */
export const feedAtom = atom<FeedState>({ unread: 0, latest: null, failed: false, version: 0 });

/** Where an area's list of notifications is. */
export const notificationsPath = (area: DashboardArea) => `/${area}/notifications`;

const readNow = (item: NotificationItem): NotificationItem => (item.readAt ? item : { ...item, readAt: new Date().toISOString() });

/**
 * Keeps the feed live: loads the newest notifications and the
 * unread count, then listens on the page's one chat socket (shared with the chat
 * views, never a second one) for `notification` frames: the count becomes the
 * server's, the item goes on top, and a toast says it (the title and body the server
 * worded in the socket's language). After a reconnect it loads again, so nothing
 * pushed during an outage is missed. Mounted once per page, by the bell.
 */
export function useLiveFeed(area: DashboardArea) {
  const store = useStore();
  // The stored user (the account menu beside the bell reads it back from the session): its room is the socket's.
  const user = useAtomValue(userAtom);
  const open = useOpenLink(area);
  const t = useT();
  // The socket's listener reads the current ones: a change of either never re-subscribes (nor reopens the socket).
  const latest = useRef({ open, t });
  latest.current = { open, t };

  const load = useCallback(async () => {
    try {
      const reply = await call(client.notifications.$get, { query: { page: "1", pageSize: String(LATEST_COUNT) } }, { noCache: true });
      // A refusal (the session ended: the 401 already went to /login) leaves the bell empty, quietly.
      if (!reply.status) return store.set(feedAtom, (s) => ({ ...s, failed: true }));
      const { items, unread } = reply.response;
      store.set(feedAtom, (s) => ({ ...s, unread, latest: items, failed: false }));
    } catch (error) {
      console.error("Notifications: could not load", error);
      store.set(feedAtom, (s) => ({ ...s, failed: true }));
    }
  }, [store]);

  useEffect(() => void load(), [load]);

  const userId = user?.userId;
  useEffect(() => {
    if (!userId) return;
    const { socket, release } = acquireChatSocket(userId);
    let joined = socket.status === "online";
    const off = socket.subscribe({
      // The first join is the page's; a later one is a reconnect: what came meanwhile is on the server.
      onReady: () => {
        if (joined) void load();
        joined = true;
      },
      onNotification: ({ notification, unread }) => {
        store.set(feedAtom, (s) => ({
          ...s,
          unread,
          latest: [notification, ...(s.latest ?? []).filter((n) => n.id !== notification.id)].slice(0, LATEST_COUNT),
          version: s.version + 1,
        }));
        const { open, t } = latest.current;
        notifyNews(notification.title, {
          description: notification.body,
          action: { label: t("app.notifications.open"), onClick: () => void markRead(store, notification).then(() => open(notification.link)) },
        });
      },
    });
    return () => {
      off();
      release();
    };
  }, [userId, store, load]);
}

/** PUT /notifications/:id/read when it is unread (quietly: opening it is the point), and the feed follows. */
async function markRead(store: ReturnType<typeof useStore>, item: NotificationItem) {
  if (item.readAt) return;
  try {
    const reply = await call(client.notifications[":notificationId"].read.$put, { param: { notificationId: item.id } });
    if (!reply.status) throw new Error(reply.message);
    const { unread } = reply.response;
    store.set(feedAtom, (s) => ({
      ...s,
      unread,
      latest: s.latest?.map((n) => (n.id === item.id ? readNow(n) : n)) ?? null,
      version: s.version + 1,
    }));
  } catch (error) {
    console.error("Notifications: could not mark as read", error);
  }
}

/**
 * Goes to a notification's page: with the router when it is in this area (no page
 * load), else a full navigation. Links are site paths without a language prefix; the
 * dashboards have none (the page's language comes from the locale cookie).
 */
export function useOpenLink(area: DashboardArea) {
  const router = useRouter();
  return useCallback(
    (link: string) => {
      if (link === `/${area}` || link.startsWith(`/${area}/`) || link.startsWith(`/${area}?`)) router.history.push(link);
      else navigateWithinSite(link);
    },
    [area, router],
  );
}

/** What the bell, its dropdown and the list page read and do. */
export function useNotifications(area: DashboardArea) {
  const store = useStore();
  const feed = useAtomValue(feedAtom);
  const perform = usePerform();
  const open = useOpenLink(area);

  /** Marks it read (when unread) and goes to its page. */
  const follow = useCallback(
    async (item: NotificationItem) => {
      await markRead(store, item);
      open(item.link);
    },
    [store, open],
  );

  /** PUT /notifications/read-all, with the server's message as a toast. */
  const markAllRead = useCallback(async () => {
    const reply = await perform(() => call(client.notifications["read-all"].$put, {}));
    if (!reply) return false;
    store.set(feedAtom, (s) => ({ ...s, unread: reply.response.unread, latest: s.latest?.map(readNow) ?? null, version: s.version + 1 }));
    return true;
  }, [perform, store]);

  return { ...feed, follow, markAllRead };
}
