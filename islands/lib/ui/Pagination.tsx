interface PaginationProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  label?: string;
}

/**
 * Previous, numbered pages, next (SPEC §2): shown only when there is more than
 * one page; the arrows are disabled at the ends.
 */
export function Pagination({ page, pageCount, onChange, label = "Pagination" }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__arrow" aria-label="Previous page" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹
      </button>
      {pages.map((p) => (
        <button
          type="button"
          key={p}
          className={p === page ? "pagination__page is-current" : "pagination__page"}
          aria-current={p === page ? "page" : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className="pagination__arrow" aria-label="Next page" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        ›
      </button>
    </nav>
  );
}
