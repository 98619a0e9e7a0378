import type { ArtistSearchResult } from "../artist-search.contract.ts";
import { RosterSearch } from "../../../../islands/public/RosterSearch.tsx";
import type { RosterQuery } from "../artist-search.contract.ts";
import { useT } from "../../../platform/i18n/react.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { bannerOf, InnerPage } from "../../../platform/pages/layout/InnerPage.tsx";

interface ArtistsPageProps {
  /** The search the address asks for, and what it found. */
  query: RosterQuery;
  result: ArtistSearchResult;
}

/**
 * SPEC §2 /artists: the roster ('Artist Profile'), a grid of cards (4 columns at large widths), a page at a time,
 * searched and filtered: the whole search is rendered here and works without script; the island takes over in the browser.
 */
export function ArtistsPage({ query, result }: ArtistsPageProps) {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <InnerPage
      {...bannerOf(t, "public.roster")}
      title={query.page === 1 ? t("public.roster.title") : t("public.roster.titlePage", { page: query.page, pageCount })}
    >
      <section className="section" aria-label={t("public.roster.label")}>
        <div className="container">
          <Island name="roster-search" component={RosterSearch} props={{ query, result }} />
        </div>
      </section>
    </InnerPage>
  );
}
