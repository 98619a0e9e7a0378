import { useAtom } from "jotai";
import { useState } from "react";
import type { ArtistProfile } from "../../../src/contracts/artist-area.ts";
import { EXPERIENCE_EDIT_LABELS, type Experience } from "../../../src/contracts/artists.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { FALLBACK } from "../../lib/feedback.ts";
import { BadgeList } from "../components/BadgeList.tsx";
import { EditProfileModal } from "../components/EditProfileModal.tsx";
import { artistSliceAtom } from "../../lib/state.ts";
import { Loading } from "../components/Loading.tsx";

const STATUS_TEXT: Record<ArtistProfile["artistStatus"], string> = {
  approved: "Approved",
  pending: "Awaiting approval",
  rejected: "Not approved",
};

const STATUS_BADGE: Record<ArtistProfile["artistStatus"], string> = {
  approved: "badge--success",
  pending: "badge--warning",
  rejected: "badge--neutral",
};

const DOCUMENTS: [keyof ArtistProfile["documents"], string][] = [
  ["policeCheck", "Police check (VSS)"],
  ["directDeposit", "Direct deposit form"],
  ["referenceLetter1", "Reference letter 1"],
  ["referenceLetter2", "Reference letter 2"],
];

function Badges({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="aa-profile__group">
      <h2>{label}</h2>
      <BadgeList label={label} items={items} />
    </div>
  );
}

/** Styles added since approval: the agency reviews them before they reach the public profile and job offers. */
function PendingStyles({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="aa-profile__group">
      <h2>Styles awaiting review</h2>
      <ul className="badge-list" aria-label="Styles awaiting review">
        {items.map((item) => (
          <li key={item} className="badge badge--warning">
            {item} · awaiting review
          </li>
        ))}
      </ul>
      <p className="muted">The agency reviews new styles before they appear on your public profile and bring you job offers.</p>
    </div>
  );
}

/** SPEC §2 artist-profile: greeting, badges, 'Visit Site Profile', Edit Profile. */
export function ProfilePage() {
  const [state, patch] = useAtom(artistSliceAtom);
  const [editing, setEditing] = useState(false);
  const profile = state.profile;

  useApiGet(client.artist.profile, {}, { fallback: FALLBACK.profile, onLoaded: (reply) => patch({ profile: reply.response }) });

  if (!profile) {
    return <Loading text="Loading profile..." />;
  }
  const experience = EXPERIENCE_EDIT_LABELS[profile.experience as Experience] ?? profile.experience;
  return (
    <div className="aa-profile">
      <section className="card card--padded aa-profile__card">
        {profile.headshotUrl && <img className="aa-profile__photo" src={profile.headshotUrl} alt={`Headshot of ${profile.user}`} width={300} height={400} />}
        <div className="aa-profile__main">
          <p className={`badge ${STATUS_BADGE[profile.artistStatus]} aa-status`}>{STATUS_TEXT[profile.artistStatus]}</p>
          <h1>Hello {profile.user} !</h1>
          <p className="muted">{profile.email}</p>
          <Badges label="Styles" items={profile.artistStyle} />
          <PendingStyles items={profile.pendingStyles} />
          <Badges label="Services" items={profile.artistType} />
          <Badges label="Availability" items={profile.artistAvailable} />
          <div className="aa-profile__group">
            <h2>Experience</h2>
            <p>{experience}</p>
          </div>
          <div className="button-row">
            <a className="btn btn--primary" href={`/artist/profile/${profile.id}`}>
              Visit Site Profile
            </a>
            <button type="button" className="btn btn--outline" onClick={() => setEditing(true)}>
              Edit Profile
            </button>
          </div>
        </div>
      </section>

      <div className="aa-panels">
        <section className="card card--padded aa-panel">
          <h2>About</h2>
          <p className="aa-prose">{profile.bio || "No bio available for this artist."}</p>
        </section>
        <section className="card card--padded aa-panel">
          <h2>Documents</h2>
          <ul className="aa-docs">
            {profile.resumeUrl && (
              <li>
                <a href={profile.resumeUrl} target="_blank" rel="noreferrer">
                  Resume
                </a>
                <span className="muted">public</span>
              </li>
            )}
            {DOCUMENTS.map(([kind, label]) => {
              const url = profile.documents[kind];
              return (
                <li key={kind}>
                  {url ? (
                    <a href={url} target="_blank" rel="noreferrer">
                      {label}
                    </a>
                  ) : (
                    <span>{label}</span>
                  )}
                  <span className="muted">{url ? "private" : "not provided"}</span>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      {editing && <EditProfileModal profile={profile} onClose={() => setEditing(false)} onSaved={(p) => patch({ profile: p })} />}
    </div>
  );
}
