import type { SocialLinks } from "../contract/social-links.ts";
import type { SessionUser } from "../contract/roles.ts";

/** Variables every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    /** Set by requestIdOf, once something is logged. */
    requestId: string | undefined;
    /** PUBLIC_URL: the site's address as people reach it (absolute links in pages: OpenGraph, JSON-LD, the sitemap). Never the request's Host. */
    siteUrl: string;
    /** The agency's social profiles, for the footer of the public pages. */
    socialLinks: SocialLinks;
  };
}
