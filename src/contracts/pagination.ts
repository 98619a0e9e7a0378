import { z } from "zod";

export const MAX_PAGE = 100_000;

/** `?page=&limit=` on list endpoints (DESIGN §2); both optional, page from 1. */
export const pageQuerySchema = z.object({
  // Bounded so the offset stays a sane integer (page 1e20 would overflow PostgreSQL's bigint).
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)
    .optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be 1 or more")
    .max(100, "Limit must be at most 100")
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
