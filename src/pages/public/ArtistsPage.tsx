import type { ArtistListItem } from "../../contracts/artists.ts";
import { ArtistCard } from "../../../islands/public/ArtistCard.tsx";
import { InnerPage } from "../layout/InnerPage.tsx";

/** Cards of the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 8;

/** SPEC §2 /artists: the roster ('Artist Profile'), a grid of cards (4 columns at large widths). */
export function ArtistsPage({ artists }: { artists: ArtistListItem[] }) {
  return (
    <InnerPage
      title="Artist Roster"
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
        </div>
      </section>
    </InnerPage>
  );
}
