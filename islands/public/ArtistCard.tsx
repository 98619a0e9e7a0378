import type { ArtistListItem } from "../../src/features/artists/artists.contract.ts";
import type { RequiredCredential } from "../../src/features/credentials/credentials.contract.ts";
import type { Locale } from "../../src/platform/i18n/locales.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { BadgeList } from "../lib/ui/BadgeList.tsx";
import { Stars } from "../lib/ui/Stars.tsx";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { Island } from "../lib/page/Island.tsx";
import { FavouriteButton } from "./FavouriteButton.tsx";

export const HEADSHOT_PLACEHOLDER = "/images/headshot-placeholder.svg";

export const artistProfileHref = (id: string, locale: Locale = "en") => localizePath(locale, `/artist/profile/${id}`);

interface ArtistCardProps {
  artist: ArtistListItem;
  /** The card's heading level in its page's outline. */
  heading?: "h2" | "h3";
  /** Lazy-load the headshot (cards below the fold). */
  lazy?: boolean;
  /** The page's largest paint (the roster's first card on a phone): its headshot is fetched first. */
  priority?: boolean;
  /** Where the artist lives ("Toronto, ON"), on the roster's cards. */
  place?: string | null;
  /** The visible reviews' average and count: stars when there is at least one. */
  rating?: { average: number | null; count: number };
  /** The credentials holding today ("Vulnerable sector check verified", "First aid"): no dates, no documents. */
  badges?: readonly RequiredCredential[];
}

/** The badges of the credentials an artist holds today, on its card and its public profile. */
export function CredentialBadges({ badges }: { badges: readonly RequiredCredential[] }) {
  const t = useT();
  if (badges.length === 0) return null;
  return (
    <ul className="badge-list credential-badges" aria-label={t("public.badges.label")}>
      {badges.map((kind) => (
        <li key={kind} className="badge badge--success">
          {t(`public.badges.${kind}`)}
        </li>
      ))}
    </ul>
  );
}

/** An artist of the roster: headshot, name, where they live and style badges, linking to the public profile; the shortlist's heart on it. */
export function ArtistCard({ artist, heading: Heading = "h3", lazy = true, priority, place, rating, badges = [] }: ArtistCardProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="artist-card-frame">
      <a className="artist-card" href={artistProfileHref(artist.id, locale)}>
        <div className="artist-card__photo">
          <img
            src={artist.headshotUrl ?? HEADSHOT_PLACEHOLDER}
            alt={t("common.headshotOf", { name: artist.user })}
            width={300}
            height={400}
            loading={lazy ? "lazy" : "eager"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
        </div>
        <div className="artist-card__body">
          <Heading className="artist-card__name">{artist.user}</Heading>
          {place && <p className="artist-card__place">{place}</p>}
          {rating?.average != null && rating.count > 0 && <Stars rating={rating.average} reviewCount={rating.count} />}
          <CredentialBadges badges={badges} />
          {artist.artistStyle.length > 0 && <BadgeList label={t("common.styles")} items={artist.artistStyle} />}
        </div>
        <span className="artist-card__more" aria-hidden="true">
          {t("public.artistCard.more")}
        </span>
      </a>
      <Island name="favourite-button" component={FavouriteButton} props={{ artistId: artist.id, name: artist.user }} />
    </div>
  );
}
