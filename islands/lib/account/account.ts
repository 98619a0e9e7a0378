import { atom, useAtomValue, useSetAtom, useStore } from "jotai";
import { useCallback, useEffect } from "react";
import type { AccountUser } from "../../../src/features/accounts/auth.contract.ts";
import type { DashboardArea } from "../ui/mount-area.tsx";
import { call, client } from "../api.ts";
import { navigateWithinSite } from "../navigation.ts";
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

/** Where an area's Account settings screen is. */
export const accountPath = (area: DashboardArea) => `/${area}/account`;

/** Leaves the dashboard signed out: the stored user goes (the session went on the server), then `to`, loaded afresh. */
export function useLeaveSignedOut() {
  const setUser = useSetAtom(userAtom);
  return useCallback(
    (to: string) => {
      setUser(null);
      navigateWithinSite(to);
    },
    [setUser],
  );
}
