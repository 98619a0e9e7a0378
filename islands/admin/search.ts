import type { AccountStatus } from "../../src/features/accounts/auth.contract.ts";
import { ARTIST_STATUSES } from "../../src/features/artists/artist-statuses.contract.ts";
import { JOB_STATUSES } from "../../src/features/jobs/job-lists.contract.ts";
import { ROLES, type Role } from "../../src/platform/contract/roles.ts";
import { type PageSearch, pageFromSearch } from "../lib/ui/search.ts";

/** The console's screens' search values, parsed in the route tree (islands/admin/router.tsx). */

/** A search value from a fixed list, else the default (a hand-edited URL never breaks a screen). */
export const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

export const CATALOG_TABS = ["services", "testimonials", "styles", "types", "availabilities", "faq"] as const;
export type CatalogTab = (typeof CATALOG_TABS)[number];

export const BILLING_TABS = ["invoices", "aging", "books", "settings"] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/** The privacy screen's tabs: the published policies, people's requests, the incidents register, the person in charge. */
export const PRIVACY_TABS = ["policies", "requests", "incidents", "officer"] as const;
export type PrivacyTab = (typeof PRIVACY_TABS)[number];

/** The profile reviews' tabs: new names and bios, new styles. */
export const PROFILE_REVIEW_TABS = ["texts", "styles"] as const;
export type ProfileReviewTab = (typeof PROFILE_REVIEW_TABS)[number];
export interface ProfileReviewSearch extends PageSearch {
  tab: ProfileReviewTab;
}

/** Where a console list by status is: the open tab and its page. */
export interface StatusListSearch<K extends string> extends PageSearch {
  status: K;
}

/** The Users screen's filters: the statuses an account can be found in (an erased account is not listed). */
export const USER_STATUSES = ["active", "disabled"] as const satisfies readonly AccountStatus[];

/** `?q=&role=&status=&page=` of the Users screen: "" is "any". */
export interface UsersSearch extends PageSearch {
  q: string;
  role: Role | "";
  status: AccountStatus | "";
}

export const usersSearch = (s: Record<string, unknown>): UsersSearch => ({
  // A query of digits comes back from the URL as a number.
  q: typeof s.q === "string" || typeof s.q === "number" ? String(s.q).slice(0, 100) : "",
  role: oneOf<Role | "">(ROLES, s.role, ""),
  status: oneOf<AccountStatus | "">(USER_STATUSES, s.status, ""),
  page: pageFromSearch(s.page),
});

/** `?status=&page=` of a console list by status: the first status and page 1 by default. */
const statusSearch =
  <K extends string>(statuses: readonly [K, ...K[]]) =>
  (s: Record<string, unknown>): StatusListSearch<K> => ({ status: oneOf(statuses, s.status, statuses[0]), page: pageFromSearch(s.page) });

export const applicationsSearch = statusSearch(ARTIST_STATUSES);
export const jobsSearch = statusSearch(JOB_STATUSES);

/** `?tab=` of a console screen of tabs: `fallback` by default. */
const tabSearch =
  <K extends string>(tabs: readonly K[], fallback: K) =>
  (s: Record<string, unknown>): { tab: K } => ({ tab: oneOf(tabs, s.tab, fallback) });

export const catalogSearch = tabSearch(CATALOG_TABS, "services");
export const billingSearch = tabSearch(BILLING_TABS, "invoices");
export const privacySearch = tabSearch(PRIVACY_TABS, "policies");

/** `?tab=&page=` of the profile reviews: the new names and bios, page 1 by default. */
export const profileReviewsSearch = (s: Record<string, unknown>): ProfileReviewSearch => ({
  tab: oneOf(PROFILE_REVIEW_TABS, s.tab, "texts"),
  page: pageFromSearch(s.page),
});
