import type { ArtistListItem } from "../../src/contracts/artists.ts";

export const HEADSHOT_PLACEHOLDER = "/images/headshot-placeholder.svg";

export const artistProfileHref = (id: string) => `/artist/profile/${id}`;

interface ArtistCardProps {
  artist: ArtistListItem;
  /** The card's heading level in its page's outline. */
  heading?: "h2" | "h3";
  /** Lazy-load the headshot (cards below the fold). */
  lazy?: boolean;
}

/** An artist of the roster: headshot, name and style badges, linking to the public profile. */
export function ArtistCard({ artist, heading: Heading = "h3", lazy = true }: ArtistCardProps) {
  return (
    <a className="artist-card" href={artistProfileHref(artist.id)}>
      <div className="artist-card__photo">
        <img
          src={artist.headshotUrl ?? HEADSHOT_PLACEHOLDER}
          alt={`Headshot of ${artist.user}`}
          width={300}
          height={400}
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
        />
      </div>
      <div className="artist-card__body">
        <Heading className="artist-card__name">{artist.user}</Heading>
        {artist.artistStyle.length > 0 && (
          <ul className="badge-list" aria-label="Styles">
            {artist.artistStyle.map((style) => (
              <li key={style} className="badge">
                {style}
              </li>
            ))}
          </ul>
        )}
      </div>
      <span className="artist-card__more" aria-hidden="true">
        View profile →
      </span>
    </a>
  );
}
