import { useRouterState } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import type { TwoFactorSetupRequired } from "../../src/features/accounts/two-factor.contract.ts";
import type { AdminDashboard } from "../../src/features/bookings/admin.contract.ts";
import { ADMIN_ID } from "../../src/platform/contract/roles.ts";
import { client } from "../lib/api.ts";
import { acquireChatSocket } from "../lib/chat/socket.ts";
import { useApiGet } from "../lib/data.ts";
import { adminSliceAtom, userAtom } from "../lib/state.ts";

/** Re-reads the counts after a change that moves them (approve, confirm, ...). */
const RefreshContext = createContext<() => void>(() => {});
/** The owner requires two-factor sign-in of all staff and this account has not set it up: the console answers nothing else. */
const TwoFactorSetupContext = createContext(false);

/**
 * Loads the dashboard counts into the `admin` slice, where the sidebar badges and
 * the dashboard screen read them; read again on every move between screens, so
 * the badges never go stale; and live, on the page's socket (shared with the bell
 * and the inbox): a chat message to the agency moves the Inbox's unread count, a
 * notification (an application, a job posted) the others.
 */
export function CountsProvider({ children }: { children: ReactNode }) {
  const patch = useSetAtom(adminSliceAtom);
  const [twoFactorSetup, setTwoFactorSetup] = useState(false);
  const { reload } = useApiGet(
    client.admin.dashboard,
    {},
    {
      onLoaded: (reply) => {
        setTwoFactorSetup(false);
        patch({ counts: reply.response });
      },
      onRefused: (reply) => setTwoFactorSetup(isTwoFactorSetupRequired(reply.response)),
    },
  );
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
    // What the agency (any of its staff) sent moves no count.
    const off = socket.subscribe({ onMessage: (chat) => chat.senderId !== ADMIN_ID && reload(), onNotification: () => reload() });
    return () => {
      off();
      release();
    };
  }, [userId, reload]);
  return (
    <RefreshContext.Provider value={reload}>
      <TwoFactorSetupContext.Provider value={twoFactorSetup}>{children}</TwoFactorSetupContext.Provider>
    </RefreshContext.Provider>
  );
}

/** The counts as last loaded (null before the first answer), and how to read them again. */
export function useCounts(): { counts: AdminDashboard | null; refresh(): void } {
  return { counts: useAtomValue(adminSliceAtom).counts ?? null, refresh: useContext(RefreshContext) };
}

/** The flag of a console route's 403 when the account must first set up two-factor sign-in. */
const isTwoFactorSetupRequired = (response: unknown): boolean =>
  typeof response === "object" && response !== null && (response as Partial<TwoFactorSetupRequired>).twoFactorSetupRequired === true;

/** Whether the console must show its two-factor setup screen before anything else. */
export const useTwoFactorSetupRequired = () => useContext(TwoFactorSetupContext);
