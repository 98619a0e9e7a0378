import { createContext, useContext } from "react";
import type { SocialLinks } from "../config.ts";
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
  /** The agency's social profiles: the footer links those it has. */
  socialLinks: SocialLinks;
}

export const NO_SOCIAL_LINKS: SocialLinks = { instagram: undefined, facebook: undefined, tiktok: undefined };

export const PageContext = createContext<PageContextValue>({ user: null, path: "/", locale: "en", assets: {}, siteUrl: "", socialLinks: NO_SOCIAL_LINKS });
export const usePage = () => useContext(PageContext);
