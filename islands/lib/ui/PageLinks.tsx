import { useT } from "../../../src/platform/i18n/react.tsx";
import { PAGE_GAP, pageWindow } from "./page-window.ts";

interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The address of page `p`. */
  href(p: number): string;
  label: string;
}

/**
 * The pagination of a server-rendered list: previous, numbered pages, next as
 * plain links (no JavaScript), the same look and window as the dashboards'
 * Pagination. Shown only when there is more than one page.
 */
export function PageLinks({ page, pageCount, href, label }: PageLinksProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const arrow = (to: number, name: string, glyph: string) =>
    to < 1 || to > pageCount ? (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the disabled twin of a page link; axe-core's pass over every page accepts it
      <span className="pagination__arrow" aria-label={name} aria-disabled="true">
        {glyph}
      </span>
    ) : (
      <a className="pagination__arrow" href={href(to)} aria-label={name} rel={to < page ? "prev" : "next"}>
        {glyph}
      </a>
    );
  return (
    <nav className="pagination" aria-label={label}>
      {arrow(page - 1, t("common.pagination.previous"), "‹")}
      {pageWindow(page, pageCount).map((p, i, all) =>
        p === PAGE_GAP ? (
          <span key={`gap-after-${all[i - 1]}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <a key={p} className={p === page ? "pagination__page is-current" : "pagination__page"} href={href(p)} aria-current={p === page ? "page" : undefined}>
            {p}
          </a>
        ),
      )}
      {arrow(page + 1, t("common.pagination.next"), "›")}
    </nav>
  );
}
