import type { ArtistListItem } from "../../src/contracts/artists.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { localizePath } from "../../src/i18n/paths.ts";
import { useLocale, useT } from "../../src/i18n/react.tsx";

export const HEADSHOT_PLACEHOLDER = "/images/headshot-placeholder.svg";

export const artistProfileHref = (id: string, locale: Locale = "en") => localizePath(locale, `/artist/profile/${id}`);

interface ArtistCardProps {
  artist: ArtistListItem;
  /** The card's heading level in its page's outline. */
  heading?: "h2" | "h3";
  /** Lazy-load the headshot (cards below the fold). */
  lazy?: boolean;
  /** Where the artist lives ("Toronto, ON"), on the roster's cards (issue 22). */
  place?: string | null;
}

/** An artist of the roster: headshot, name and style badges, linking to the public profile. */
export function ArtistCard({ artist, heading: Heading = "h3", lazy = true, place }: ArtistCardProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <a className="artist-card" href={artistProfileHref(artist.id, locale)}>
      <div className="artist-card__photo">
        <img
          src={artist.headshotUrl ?? HEADSHOT_PLACEHOLDER}
          alt={t("common.headshotOf", { name: artist.user })}
          width={300}
          height={400}
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
        />
      </div>
      <div className="artist-card__body">
        <Heading className="artist-card__name">{artist.user}</Heading>
        {place && <p className="artist-card__place">{place}</p>}
        {artist.artistStyle.length > 0 && (
          <ul className="badge-list" aria-label={t("common.styles")}>
            {artist.artistStyle.map((style) => (
              <li key={style} className="badge">
                {style}
              </li>
            ))}
          </ul>
        )}
      </div>
      <span className="artist-card__more" aria-hidden="true">
        {t("public.artistCard.more")}
      </span>
    </a>
  );
}
