/**
 * The agency's profile on each social network it has one on: set in the configuration (SOCIAL_*_URL,
 * src/platform/config.ts) and linked from every public page's footer through the page context
 * (islands/lib/page/context.tsx), which the islands share: apart, so that context imports no server code.
 */
export interface SocialLinks {
  instagram: string | undefined;
  facebook: string | undefined;
  tiktok: string | undefined;
}
