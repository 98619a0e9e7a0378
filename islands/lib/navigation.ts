import { safeRedirectPath } from "../../src/platform/contract/redirect-target.ts";

/**
 * Every full navigation the islands make (after login, a 401, signing out, a
 * notification's page): to `path` when it is a path of this site once normalised,
 * else home, by the same rule as the server's redirects.
 */
export function navigateWithinSite(path: string): void {
  window.location.assign(safeRedirectPath(path));
}

/**
 * The one navigation away from the site: to the card payment's page (Stripe Checkout), an address our own
 * API answered for the studio's invoice. Only an http(s) address is followed; anything else stays here.
 */
export function navigateToPaymentPage(url: string): boolean {
  const target = URL.parse(url);
  if (!target || (target.protocol !== "https:" && target.protocol !== "http:")) return false;
  window.location.assign(target.href);
  return true;
}
