/** The account pages of the public site, in every language like the others. */
export const ACCOUNT_PATHS = ["/forgot-password", "/reset-password", "/verify-email"] as const;

/** Paths of the public site (without a language prefix): they exist in every language. */
export const PUBLIC_PATHS: readonly string[] = ["/", "/about", "/services", "/artists", "/contact-us", "/faq", "/login", "/signup", ...ACCOUNT_PATHS];

const PUBLIC = new Set(PUBLIC_PATHS);

/** Whether `path` (without a language prefix or query) is a page of the public site: those, and each artist's profile. */
export const isPublicPath = (path: string) => PUBLIC.has(path) || path.startsWith("/artist/profile/");
