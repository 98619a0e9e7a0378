import { atom, useAtomValue, useSetAtom, useStore } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import type { AccountUser } from "../../../src/features/accounts/auth.contract.ts";
import type { DashboardArea } from "../ui/mount-area.tsx";
import { call, client } from "../api.ts";
import { notifyError, notifyFailure, useFallback } from "../feedback.ts";
import { navigateWithinSite } from "../navigation.ts";
import { forgetOfflineCopies } from "../offline.ts";
import { dropDeviceSubscription, turnOffDevicePush } from "./push.ts";
import { userAtom } from "../state.ts";

interface AccountState {
  /** The signed-in user as GET /auth/me last answered (null until then). */
  account: AccountUser | null;
  /** Wants loading: until the first answer. */
  stale: boolean;
  loading: boolean;
}

/** One per page (jotai store): the menu, the banner and the settings share one load of /auth/me. */
const accountStateAtom = atom<AccountState>({ account: null, stale: true, loading: false });

/**
 * The signed-in account: name, address, whether it is confirmed, a new
 * address waiting for its link. Every component that shows it calls this; the first
 * to mount loads GET /auth/me (quietly: a refusal shows nothing, a 401 goes to
 * /login), the rest read the same answer. The stored user for display follows it.
 * Account settings reads a pending change of address itself (GET /auth/email).
 */
export function useAccount(): { account: AccountUser | null } {
  const store = useStore();
  const { account, stale } = useAtomValue(accountStateAtom);
  const setUser = useSetAtom(userAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `stale` is the trigger (the store holds the state read inside)
  useEffect(() => {
    const current = store.get(accountStateAtom);
    if (!current.stale || current.loading) return;
    store.set(accountStateAtom, { ...current, loading: true });
    const settle = (next: AccountUser | null) => store.set(accountStateAtom, (s) => ({ account: next ?? s.account, stale: false, loading: false }));
    call(client.auth.me.$get, {}, { noCache: true })
      .then((reply) => {
        if (!reply.status) return settle(null);
        const { role, userId, name } = reply.response;
        setUser({ role, userId, name });
        settle(reply.response);
      })
      .catch((error: unknown) => {
        console.error(error);
        settle(null);
      });
  }, [stale, store, setUser]);

  return { account };
}

/**
 * After the user accepted `version` of the agreement: the account says so, and the
 * consent screen gives way without another load of /auth/me.
 */
export function useTermsAccepted(): (version: number) => void {
  const set = useSetAtom(accountStateAtom);
  return useCallback((version: number) => set((s) => (s.account ? { ...s, account: { ...s.account, acceptedTermsVersion: version } } : s)), [set]);
}

/** Reads GET /auth/me again (a version of the agreement published since the page loaded). */
export function useReloadAccount(): () => void {
  const set = useSetAtom(accountStateAtom);
  return useCallback(() => set((s) => ({ ...s, stale: true })), [set]);
}

/** Where an area's Account settings screen is. */
export const accountPath = (area: DashboardArea) => `/${area}/account`;

/** Leaves the dashboard signed out: the stored user goes (the session went on the server), then `to`, loaded afresh. */
export function useLeaveSignedOut() {
  const setUser = useSetAtom(userAtom);
  return useCallback(
    async (to: string) => {
      setUser(null);
      await forgetOfflineCopies();
      // Whatever ended the session, this browser stops listening for its pushes.
      await dropDeviceSubscription();
      navigateWithinSite(to);
    },
    [setUser],
  );
}

/**
 * Logs out (the account menu, the consent screen): the device's push goes first, while the session
 * still says whose it is, then the dashboard is left for the home page; a refusal is a toast.
 */
export function useLogOut(): { leaving: boolean; logOut(): Promise<void> } {
  const t = useT();
  const href = useLocalePath();
  const fallbacks = useFallback();
  const leave = useLeaveSignedOut();
  const [leaving, setLeaving] = useState(false);
  const logOut = useCallback(async () => {
    setLeaving(true);
    try {
      await turnOffDevicePush();
      const reply = await call(client.auth.logout.$post, {}, { redirectOnUnauthorized: false });
      if (reply.status) return leave(href("/"));
      notifyFailure(reply.message, t("app.account.menu.logoutFailed"));
    } catch (error) {
      console.error(error);
      notifyError(fallbacks.server);
    }
    setLeaving(false);
  }, [t, href, fallbacks, leave]);
  return { leaving, logOut };
}
