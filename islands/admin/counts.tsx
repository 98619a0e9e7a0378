import { useRouterState } from "@tanstack/react-router";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import type { AdminDashboard } from "../../src/contracts/admin.ts";
import { client } from "../lib/api.ts";
import { useApiGet } from "../lib/data.ts";

interface Counts {
  counts: AdminDashboard | null;
  /** Re-reads the counts after a change that moves them (approve, confirm, ...). */
  refresh(): void;
}

const CountsContext = createContext<Counts>({ counts: null, refresh: () => {} });

/**
 * The dashboard counts, shared by the sidebar badges and the dashboard screen;
 * read again on every move between screens, so the badges never go stale.
 */
export function CountsProvider({ children }: { children: ReactNode }) {
  const { data, reload } = useApiGet(client.admin.dashboard, {});
  const path = useRouterState({ select: (s) => s.location.pathname });
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    reload();
  }, [path, reload]);
  return <CountsContext.Provider value={{ counts: data, refresh: reload }}>{children}</CountsContext.Provider>;
}

export const useCounts = () => useContext(CountsContext);
