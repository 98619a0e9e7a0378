/** The account pages of the public site, in every language like the others. */
export const ACCOUNT_PATHS = ["/forgot-password", "/reset-password", "/verify-email"] as const;

/** The policies the owner publishes (src/features/privacy/), linked from every footer. */
export const POLICY_PATHS = ["/terms", "/privacy", "/cookies"] as const;

/** The pages a visitor browses (without a language prefix). */
const SITE_PATHS = ["/", "/about", "/services", "/artists", "/contact-us", "/faq", "/login", "/signup"];

/** Paths of the public site (without a language prefix): they exist in every language. */
export const PUBLIC_PATHS: readonly string[] = [...SITE_PATHS, ...POLICY_PATHS, ...ACCOUNT_PATHS];

const PUBLIC = new Set(PUBLIC_PATHS);

/** Whether `path` (without a language prefix or query) is a page of the public site: those, and each artist's profile. */
export const isPublicPath = (path: string) => PUBLIC.has(path) || path.startsWith("/artist/profile/");
