import type { PublicArtistDetail } from "../../contracts/artists.ts";
import { EXPERIENCE_EDIT_LABELS, EXPERIENCE_VALUES, type Experience } from "../../contracts/artists.ts";
import { ArtistDownloads } from "../../../islands/public/ArtistDownloads.tsx";
import { HEADSHOT_PLACEHOLDER } from "../../../islands/public/ArtistCard.tsx";
import { ArrowLeft } from "../../../islands/public/icons.tsx";
import { Island } from "../Island.tsx";
import { Document } from "../layout/Document.tsx";
import { CtaBand } from "../layout/InnerPage.tsx";

const experienceLabel = (value: string) => ((EXPERIENCE_VALUES as readonly string[]).includes(value) ? EXPERIENCE_EDIT_LABELS[value as Experience] : null);

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

/** SPEC §2 public artist profile: headshot, name, styles, services, about, downloads. */
export function ArtistProfilePage({ artist }: { artist: PublicArtistDetail }) {
  const bio = artist.bio.trim();
  const experience = experienceLabel(artist.experience);
  return (
    <Document
      title={`${artist.user}, dance artist`}
      description={`${artist.user} on DanceLink${artist.artistStyle.length ? `: ${artist.artistStyle.join(", ")}` : ""}. See the profile, download the résumé and book through our agency.`}
      toaster={false}
    >
      <section className="section">
        <div className="container">
          <a className="profile__back" href="/artists">
            <ArrowLeft /> <span>Back to artists</span>
          </a>
          <h1 className="profile__heading">ARTIST PROFILE</h1>
          <div className="profile">
            <img
              className="profile__photo"
              src={artist.headshotUrl ?? HEADSHOT_PLACEHOLDER}
              alt={`Headshot of ${artist.user}`}
              width={300}
              height={400}
              fetchPriority="high"
            />
            <div>
              <h2 className="profile__name">{artist.user}</h2>
              <BadgeGroup title="Styles" items={artist.artistStyle} />
              <BadgeGroup title="Services" items={artist.artistType} tone="neutral" />
              {experience && (
                <div className="profile__group">
                  <h3>Experience</h3>
                  <span className="badge badge--dark">{experience}</span>
                </div>
              )}
              <div className="profile__about">
                <h3>About Artist</h3>
                <p>{bio || "No bio available for this artist."}</p>
              </div>
              <Island name="artist-downloads" component={ArtistDownloads} props={{ resumeUrl: artist.resumeUrl, headshotUrl: artist.headshotUrl }} />
            </div>
          </div>
        </div>
      </section>
      <section className="section section--tight section--cream" aria-label="Book this artist">
        <div className="container">
          <CtaBand
            title={`Want ${artist.user} at your studio?`}
            text="Post a booking from your free studio account and our team will take it from there."
            actions={[
              { href: "/signup", label: "Hire Now" },
              { href: "/contact-us", label: "Ask a question" },
            ]}
          />
        </div>
      </section>
    </Document>
  );
}
