import { z } from "zod";
import { atMostMessage, wholeNumberFrom } from "./fields.ts";

export const MAX_PAGE = 100_000;

/** A page's number or size from a query string: a whole number from 1 to `max`, its messages naming the field. */
export const pagingNumber = (label: string, max: number) => wholeNumberFrom(label, 1).max(max, atMostMessage(label, max));

/** `?page=&limit=` on list endpoints; both optional, page from 1. */
export const pageQuerySchema = z.object({
  // Bounded so the offset stays a sane integer (page 1e20 would overflow PostgreSQL's bigint).
  page: pagingNumber("Page", MAX_PAGE).optional(),
  limit: pagingNumber("Limit", 100).optional(),
});

export interface PageRequest {
  offset: number;
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 10;

/** Both absent: the whole list (undefined). Either present: a page (limit defaults to 10). */
export function toPageRequest(q: z.infer<typeof pageQuerySchema>): PageRequest | undefined {
  if (q.page === undefined && q.limit === undefined) return undefined;
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  return { offset: ((q.page ?? 1) - 1) * limit, limit };
}

/** A list and the size of the whole (equal to the list's length when not paginated). */
export interface Paged<T> {
  items: T[];
  total: number;
}

/** One page of a list already in memory (a catalog, the cached roster); the whole list without a page request. */
export function pageOf<T>(all: T[], page: PageRequest | undefined): Paged<T> {
  return { items: page ? all.slice(page.offset, page.offset + page.limit) : all, total: all.length };
}
