import { safeRedirectPath } from "../../src/platform/contract/redirect-target.ts";

/**
 * Every full navigation the islands make (after login, a 401, signing out, a
 * notification's page): to `path` when it is a path of this site once normalised,
 * else home, by the same rule as the server's redirects.
 */
export function navigateWithinSite(path: string): void {
  window.location.assign(safeRedirectPath(path));
}
