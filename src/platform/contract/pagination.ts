import { z } from "zod";
import { atLeastMessage, atMostMessage, numberMessage, wholeNumberMessage } from "./fields.ts";

export const MAX_PAGE = 100_000;

/** `?page=&limit=` on list endpoints; both optional, page from 1. */
export const pageQuerySchema = z.object({
  // Bounded so the offset stays a sane integer (page 1e20 would overflow PostgreSQL's bigint).
  page: z.coerce
    .number({ error: numberMessage("Page") })
    .int(wholeNumberMessage("Page"))
    .min(1, atLeastMessage("Page", 1))
    .max(MAX_PAGE, atMostMessage("Page", MAX_PAGE))
    .optional(),
  limit: z.coerce
    .number({ error: numberMessage("Limit") })
    .int(wholeNumberMessage("Limit"))
    .min(1, atLeastMessage("Limit", 1))
    .max(100, atMostMessage("Limit", 100))
    .optional(),
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
