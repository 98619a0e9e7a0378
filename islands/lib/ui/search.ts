/** A page number from the URL's search: a whole number from 1, else 1 (a hand-edited URL never breaks a screen). */
export function pageFromSearch(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** `?page=` of a paged list. */
export interface PageSearch {
  page: number;
}

/** A route's `validateSearch` for `?page=`. */
export const pageSearch = (search: Record<string, unknown>): PageSearch => ({ page: pageFromSearch(search.page) });

/**
 * `?tab=&<page key>=…`: the open tab (the first one when unknown) and each tab's
 * own page, so back and reload return to the same tab and pages.
 */
export function tabPagesSearch<T extends string, P extends string>(search: Record<string, unknown>, pageKeys: Record<T, P>): { tab: T } & Record<P, number> {
  const tabs = Object.keys(pageKeys) as T[];
  const tab = tabs.find((t) => t === search.tab) ?? tabs[0]!;
  const pages = Object.fromEntries(tabs.map((t) => [pageKeys[t], pageFromSearch(search[pageKeys[t]])])) as Record<P, number>;
  return { tab, ...pages };
}
