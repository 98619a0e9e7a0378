import { useRouterState } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import type { AdminDashboard } from "../../src/features/bookings/admin.contract.ts";
import { client } from "../lib/api.ts";
import { acquireChatSocket } from "../lib/chat/socket.ts";
import { useApiGet } from "../lib/data.ts";
import { adminSliceAtom, userAtom } from "../lib/state.ts";

/** Re-reads the counts after a change that moves them (approve, confirm, ...). */
const RefreshContext = createContext<() => void>(() => {});

/**
 * Loads the dashboard counts into the `admin` slice, where the sidebar badges and
 * the dashboard screen read them; read again on every move between screens, so
 * the badges never go stale; and live, on the page's socket (shared with the bell
 * and the inbox): a chat message to the agency moves the Inbox's unread count, a
 * notification (an application, a job posted) the others.
 */
export function CountsProvider({ children }: { children: ReactNode }) {
  const patch = useSetAtom(adminSliceAtom);
  const { reload } = useApiGet(client.admin.dashboard, {}, { onLoaded: (reply) => patch({ counts: reply.response }) });
  const path = useRouterState({ select: (s) => s.location.pathname });
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    reload();
  }, [path, reload]);
  const userId = useAtomValue(userAtom)?.userId;
  useEffect(() => {
    if (!userId) return;
    const { socket, release } = acquireChatSocket(userId);
    const off = socket.subscribe({ onMessage: (chat) => chat.senderId !== userId && reload(), onNotification: () => reload() });
    return () => {
      off();
      release();
    };
  }, [userId, reload]);
  return <RefreshContext.Provider value={reload}>{children}</RefreshContext.Provider>;
}

/** The counts as last loaded (null before the first answer), and how to read them again. */
export function useCounts(): { counts: AdminDashboard | null; refresh(): void } {
  return { counts: useAtomValue(adminSliceAtom).counts ?? null, refresh: useContext(RefreshContext) };
}
