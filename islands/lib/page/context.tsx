import { createContext, useContext } from "react";
import type { SessionUser } from "../../../src/platform/contract/roles.ts";
import type { SocialLinks } from "../../../src/platform/contract/social-links.ts";
import type { Locale } from "../../../src/platform/i18n/locales.ts";
import type { AssetManifest } from "./asset-url.ts";

/** What every server-rendered page knows about its request: its layout reads it, and so do the islands it renders. */
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
