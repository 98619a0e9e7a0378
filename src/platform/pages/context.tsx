import { createContext, useContext } from "react";
import type { SessionUser } from "../contract/roles.ts";
import type { AssetManifest } from "../assets/assets.ts";
import type { Locale } from "../i18n/locales.ts";

/** What every server-rendered page knows about its request. */
export interface PageContextValue {
  user: SessionUser | null;
  /** The request path without its language prefix ("/fr/about" -> "/about"): the active link, the alternates. */
  path: string;
  /** The page's language, from its path (French under /fr). */
  locale: Locale;
  assets: AssetManifest;
  /** PUBLIC_URL, for the absolute links of the head (OpenGraph, JSON-LD). */
  siteUrl: string;
}

export const PageContext = createContext<PageContextValue>({ user: null, path: "/", locale: "en", assets: {}, siteUrl: "" });
export const usePage = () => useContext(PageContext);
