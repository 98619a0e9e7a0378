/** A run of skipped page numbers, drawn as an ellipsis. */
export const PAGE_GAP = "gap";

/** Up to this many pages, every number is shown. */
const SHOW_ALL_UP_TO = 7;

/**
 * The page numbers a pagination shows: all of them for a few pages; otherwise
 * the first, the last and the current one with its neighbours, a gap standing
 * for each run of skipped numbers (a gap never hides a single number).
 */
export function pageWindow(page: number, pageCount: number): (number | typeof PAGE_GAP)[] {
  if (pageCount <= SHOW_ALL_UP_TO) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | typeof PAGE_GAP)[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) out.push(previous + 1);
    else if (p - previous > 2) out.push(PAGE_GAP);
    out.push(p);
    previous = p;
  }
  return out;
}
