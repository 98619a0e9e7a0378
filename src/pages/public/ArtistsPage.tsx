import type { ArtistListItem } from "../../contracts/artists.ts";
import { ArtistCard } from "../../../islands/public/ArtistCard.tsx";
import { InnerPage } from "../layout/InnerPage.tsx";
import { PageLinks } from "../layout/PageLinks.tsx";

/** Cards of the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 8;

/** Six rows of four: a page of the roster stays light however many artists are approved (issue #8). */
export const ROSTER_PAGE_SIZE = 24;

export const rosterPageHref = (page: number) => (page === 1 ? "/artists" : `/artists?page=${page}`);

interface ArtistsPageProps {
  /** The artists of this page. */
  artists: ArtistListItem[];
  page: number;
  pageCount: number;
}

/** SPEC §2 /artists: the roster ('Artist Profile'), a grid of cards (4 columns at large widths), a page at a time. */
export function ArtistsPage({ artists, page, pageCount }: ArtistsPageProps) {
  return (
    <InnerPage
      title={page === 1 ? "Artist Roster" : `Artist Roster, page ${page} of ${pageCount}`}
      description="Browse DanceLink's roster of approved dance artists: ballet, jazz, contemporary, hip hop, acro, musical theatre and more."
      eyebrow="Artist Roster"
      heading="Artist Profile"
      lead="Every artist here is approved by our team: references and background checked, ready to teach, choreograph and perform."
    >
      <section className="section" aria-label="Artists">
        <div className="container">
          {artists.length === 0 ? (
            <p className="empty">Our first artists are being approved. Check back soon to meet them.</p>
          ) : (
            <ul className="artist-grid">
              {artists.map((artist, i) => (
                <li key={artist.id}>
                  <ArtistCard artist={artist} heading="h2" lazy={i >= EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
          <PageLinks page={page} pageCount={pageCount} href={rosterPageHref} label="Roster pages" />
        </div>
      </section>
    </InnerPage>
  );
}
