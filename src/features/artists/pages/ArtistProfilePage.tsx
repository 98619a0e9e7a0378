import type { PublicArtistDetail } from "../artists.contract.ts";
import type { ReviewSummary } from "../../reviews/index.ts";
import { experienceKey } from "../experience.contract.ts";
import { useLocalePath, useT } from "../../../platform/i18n/react.tsx";
import { ArtistDownloads } from "../../../../islands/public/ArtistDownloads.tsx";
import { FavouriteButton } from "../../../../islands/public/FavouriteButton.tsx";
import { CredentialBadges, HEADSHOT_PLACEHOLDER } from "../../../../islands/public/ArtistCard.tsx";
import type { RequiredCredential } from "../../credentials/index.ts";
import { ArrowLeft } from "../../../../islands/public/icons.tsx";
import { ReviewCard } from "../../../../islands/lib/ui/ReviewCard.tsx";
import { Stars } from "../../../../islands/lib/ui/Stars.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { usePage } from "../../../../islands/lib/page/context.tsx";
import { Document } from "../../../platform/pages/layout/Document.tsx";
import { HireSection } from "../../../platform/pages/layout/InnerPage.tsx";

function BadgeGroup({ title, items, tone }: { title: string; items: string[]; tone?: "neutral" }) {
  if (items.length === 0) return null;
  return (
    <div className="profile__group">
      <h3>{title}</h3>
      <ul className="badge-list">
        {items.map((item) => (
          <li key={item} className={tone ? `badge badge--${tone}` : "badge"}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The average, the count and the latest reviews, under the profile. */
function ProfileReviews({ name, reviews }: { name: string; reviews: ReviewSummary }) {
  const t = useT();
  return (
    <section className="profile__reviews" aria-labelledby="profile-reviews">
      <h3 id="profile-reviews">{t("public.profile.reviews.title")}</h3>
      {reviews.average === null ? (
        <p className="muted">{t("public.profile.reviews.none")}</p>
      ) : (
        <>
          <p className="profile__rating">
            <Stars rating={reviews.average} reviewCount={reviews.count} showValue />
            <span className="muted" aria-hidden="true">
              {t("public.profile.reviews.count", { count: reviews.count })}
            </span>
          </p>
          <ul className="review-list">
            {reviews.latest.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} replyLabel={t("public.profile.reviews.reply", { name })} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** SPEC §2 public artist profile: headshot, name, styles, services, about, reviews, downloads. */
export function ArtistProfilePage({ artist, reviews, badges }: { artist: PublicArtistDetail; reviews: ReviewSummary; badges: readonly RequiredCredential[] }) {
  const t = useT();
  const href = useLocalePath();
  const bio = artist.bio.trim();
  const experience = experienceKey(artist.experience);
  const name = artist.user;
  const { siteUrl } = usePage();
  return (
    <Document
      title={t("public.profile.title", { name })}
      description={
        artist.artistStyle.length
          ? t("public.profile.descriptionStyles", { name, styles: artist.artistStyle.join(", ") })
          : t("public.profile.description", { name })
      }
      type="profile"
      image={artist.headshotUrl ?? HEADSHOT_PLACEHOLDER}
      structuredData={{
        "@context": "https://schema.org",
        "@type": "Person",
        name,
        url: `${siteUrl}${href(`/artist/profile/${artist.id}`)}`,
        ...(artist.headshotUrl ? { image: /^https?:\/\//.test(artist.headshotUrl) ? artist.headshotUrl : `${siteUrl}${artist.headshotUrl}` } : {}),
        jobTitle: t("public.profile.jobTitle"),
        knowsAbout: artist.artistStyle,
        ...(bio ? { description: bio } : {}),
        // The visible reviews' average, for search results' stars; none without a review.
        ...(reviews.average === null
          ? {}
          : { aggregateRating: { "@type": "AggregateRating", ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 } }),
      }}
    >
      <section className="section">
        <div className="container">
          <a className="profile__back" href={href("/artists")}>
            <ArrowLeft /> <span>{t("public.profile.back")}</span>
          </a>
          <h1 className="profile__heading">{t("public.profile.heading")}</h1>
          <div className="profile">
            <img
              className="profile__photo"
              src={artist.headshotUrl ?? HEADSHOT_PLACEHOLDER}
              alt={t("common.headshotOf", { name })}
              width={300}
              height={400}
              fetchPriority="high"
            />
            <div>
              <div className="profile__title">
                <h2 className="profile__name">{name}</h2>
                <Island name="favourite-button" component={FavouriteButton} props={{ artistId: artist.id, name }} />
              </div>
              <CredentialBadges badges={badges} />
              <BadgeGroup title={t("public.profile.styles")} items={artist.artistStyle} />
              <BadgeGroup title={t("public.profile.services")} items={artist.artistType} tone="neutral" />
              {experience && (
                <div className="profile__group">
                  <h3>{t("public.profile.experience")}</h3>
                  <span className="badge badge--dark">{t(experience)}</span>
                </div>
              )}
              <div className="profile__about">
                <h3>{t("public.profile.about")}</h3>
                <p>{bio || t("public.profile.noBio")}</p>
              </div>
              <Island name="artist-downloads" component={ArtistDownloads} props={{ resumeUrl: artist.resumeUrl, headshotUrl: artist.headshotUrl }} />
              <ProfileReviews name={name} reviews={reviews} />
            </div>
          </div>
        </div>
      </section>
      <HireSection texts="public.profile.cta" titleValues={{ name }} cream />
    </Document>
  );
}
