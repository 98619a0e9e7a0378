import { createContext, useContext, type ReactNode } from "react";
import type { AdminDashboard } from "../../src/contracts/admin.ts";
import { useApi } from "./data.ts";

interface Counts {
  counts: AdminDashboard | null;
  /** Re-reads the counts after a change that moves them (approve, confirm, ...). */
  refresh(): void;
}

const CountsContext = createContext<Counts>({ counts: null, refresh: () => {} });

/** The dashboard counts, shared by the sidebar badges and the dashboard screen. */
export function CountsProvider({ children }: { children: ReactNode }) {
  const { data, reload } = useApi<AdminDashboard>("/admin/dashboard");
  return <CountsContext.Provider value={{ counts: data, refresh: reload }}>{children}</CountsContext.Provider>;
}

export const useCounts = () => useContext(CountsContext);
