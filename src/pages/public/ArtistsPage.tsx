import type { ArtistListItem } from "../../contracts/artists.ts";
import { ArtistCard } from "../../../islands/public/ArtistCard.tsx";
import type { Locale } from "../../i18n/locales.ts";
import { localizePath } from "../../i18n/paths.ts";
import { useLocale, useT } from "../../i18n/react.tsx";
import { InnerPage } from "../layout/InnerPage.tsx";
import { PageLinks } from "../layout/PageLinks.tsx";

/** Cards of the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 8;

/** Six rows of four: a page of the roster stays light however many artists are approved (issue #8). */
export const ROSTER_PAGE_SIZE = 24;

export const rosterPageHref = (page: number, locale: Locale = "en") => localizePath(locale, page === 1 ? "/artists" : `/artists?page=${page}`);

interface ArtistsPageProps {
  /** The artists of this page. */
  artists: ArtistListItem[];
  page: number;
  pageCount: number;
}

/** SPEC §2 /artists: the roster ('Artist Profile'), a grid of cards (4 columns at large widths), a page at a time. */
export function ArtistsPage({ artists, page, pageCount }: ArtistsPageProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <InnerPage
      title={page === 1 ? t("public.roster.title") : t("public.roster.titlePage", { page, pageCount })}
      description={t("public.roster.description")}
      eyebrow={t("public.roster.eyebrow")}
      heading={t("public.roster.heading")}
      lead={t("public.roster.lead")}
    >
      <section className="section" aria-label={t("public.roster.label")}>
        <div className="container">
          {artists.length === 0 ? (
            <p className="empty">{t("public.artists.empty")}</p>
          ) : (
            <ul className="artist-grid">
              {artists.map((artist, i) => (
                <li key={artist.id}>
                  <ArtistCard artist={artist} heading="h2" lazy={i >= EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
          <PageLinks page={page} pageCount={pageCount} href={(p) => rosterPageHref(p, locale)} label={t("public.roster.pages")} />
        </div>
      </section>
    </InnerPage>
  );
}
