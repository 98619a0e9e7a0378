import { createContext, useContext } from "react";
import type { SessionUser } from "../contracts/roles.ts";
import type { AssetManifest } from "../assets.ts";

/** What every server-rendered page knows about its request. */
export interface PageContextValue {
  user: SessionUser | null;
  /** The request path, for the active navigation link. */
  path: string;
  assets: AssetManifest;
}

export const PageContext = createContext<PageContextValue>({ user: null, path: "/", assets: {} });
export const usePage = () => useContext(PageContext);
