import { useT } from "../../../src/platform/i18n/react.tsx";
import { PAGE_GAP, pageWindow } from "./page-window.ts";

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  /** The navigation's name ("Pagination" by default). */
  label?: string;
}

/**
 * Previous, numbered pages, next (SPEC §2): shown only when there is more than
 * one page; the arrows are disabled at the ends. Many pages are windowed (pageWindow).
 */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t("app.pagination.label")}>
      <button type="button" className="pagination__arrow" aria-label={t("common.pagination.previous")} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹
      </button>
      {pageWindow(page, pageCount).map((p, i, all) =>
        p === PAGE_GAP ? (
          <span key={`gap-after-${all[i - 1]}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={p}
            className={p === page ? "pagination__page is-current" : "pagination__page"}
            aria-current={p === page ? "page" : undefined}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__arrow"
        aria-label={t("common.pagination.next")}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
