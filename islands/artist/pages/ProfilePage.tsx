import { useAtom } from "jotai";
import { useState } from "react";
import type { ArtistProfile } from "../../../src/features/artists/artist-area.contract.ts";
import type { Experience } from "../../../src/features/artists/artists.contract.ts";
import type { PendingProfileChange } from "../../../src/features/artists/profile-changes.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import type { MessageValues } from "../../../src/platform/i18n/translate.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { BadgeList } from "../../lib/ui/BadgeList.tsx";
import { EditProfileModal } from "../components/EditProfileModal.tsx";
import { useExperienceLabels } from "../components/ExperienceSelect.tsx";
import { artistSliceAtom } from "../../lib/state.ts";
import { Loading } from "../components/Loading.tsx";

const STATUS_BADGE: Record<ArtistProfile["artistStatus"], string> = {
  approved: "badge--success",
  pending: "badge--warning",
  rejected: "badge--neutral",
};

const DOCUMENTS: [keyof ArtistProfile["documents"], MessageKey, MessageValues?][] = [
  ["policeCheck", "artist.documents.policeCheck"],
  ["directDeposit", "artist.documents.directDeposit"],
  ["referenceLetter1", "artist.documents.referenceLetter", { number: 1 }],
  ["referenceLetter2", "artist.documents.referenceLetter", { number: 2 }],
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
  const t = useT();
  if (items.length === 0) return null;
  return (
    <div className="aa-profile__group">
      <h2>{t("artist.profile.pendingTitle")}</h2>
      <ul className="badge-list" aria-label={t("artist.profile.pendingTitle")}>
        {items.map((item) => (
          <li key={item} className="badge badge--warning">
            {t("artist.profile.pendingItem", { style: item })}
          </li>
        ))}
      </ul>
      <p className="muted">{t("artist.profile.pendingText")}</p>
    </div>
  );
}

/**
 * A new name or bio asked since approval: the agency reviews it first, and the public profile,
 * mails and invoices keep the approved text (shown above and in About) until it approves it.
 */
function PendingChange({ change }: { change: PendingProfileChange | null }) {
  const t = useT();
  if (!change) return null;
  return (
    <section className="aa-profile__group aa-pending-change" aria-labelledby="pending-change-title">
      <h2 id="pending-change-title">{t("artist.profile.changeTitle")}</h2>
      <dl>
        {change.name !== null && (
          <div>
            <dt>{t("artist.profile.newName")}</dt>
            <dd>{change.name}</dd>
          </div>
        )}
        {change.bio !== null && (
          <div>
            <dt>{t("artist.profile.newBio")}</dt>
            <dd className="aa-prose">{change.bio}</dd>
          </div>
        )}
      </dl>
      <p className="muted">{t("artist.profile.changeText")}</p>
    </section>
  );
}

/** SPEC §2 artist-profile: greeting, badges, 'Visit Site Profile', Edit Profile. */
export function ProfilePage() {
  const t = useT();
  const href = useLocalePath();
  const experiences = useExperienceLabels();
  const [state, patch] = useAtom(artistSliceAtom);
  const [editing, setEditing] = useState(false);
  const profile = state.profile;

  useApiGet(client.artist.profile, {}, { fallback: t("artist.profile.loadFailed"), onLoaded: (reply) => patch({ profile: reply.response }) });

  if (!profile) {
    return <Loading text={t("artist.profile.loading")} />;
  }
  const experience = experiences[profile.experience as Experience] ?? profile.experience;
  return (
    <div className="aa-profile">
      <section className="card card--padded aa-profile__card">
        {profile.headshotUrl && (
          <img className="aa-profile__photo" src={profile.headshotUrl} alt={t("artist.profile.headshotOf", { name: profile.user })} width={300} height={400} />
        )}
        <div className="aa-profile__main">
          <p className={`badge ${STATUS_BADGE[profile.artistStatus]} aa-status`}>{t("artist.profile.status", { status: profile.artistStatus })}</p>
          <h1>{t("artist.profile.hello", { name: profile.user })}</h1>
          <p className="muted">{profile.email}</p>
          <Badges label={t("artist.profile.styles")} items={profile.artistStyle} />
          <PendingStyles items={profile.pendingStyles} />
          <PendingChange change={profile.pendingChange} />
          <Badges label={t("artist.profile.services")} items={profile.artistType} />
          <Badges label={t("artist.profile.availability")} items={profile.artistAvailable} />
          <div className="aa-profile__group">
            <h2>{t("artist.profile.experience")}</h2>
            <p>{experience}</p>
          </div>
          <div className="button-row">
            <a className="btn btn--primary" href={href(`/artist/profile/${profile.id}`)}>
              {t("artist.profile.visitSite")}
            </a>
            <button type="button" className="btn btn--outline" onClick={() => setEditing(true)}>
              {t("artist.profile.edit")}
            </button>
          </div>
        </div>
      </section>

      <div className="aa-panels">
        <section className="card card--padded aa-panel">
          <h2>{t("artist.profile.about")}</h2>
          <p className="aa-prose">{profile.bio || t("artist.profile.noBio")}</p>
        </section>
        <section className="card card--padded aa-panel">
          <h2>{t("artist.profile.documents")}</h2>
          <ul className="aa-docs">
            {profile.resumeUrl && (
              <li>
                <a href={profile.resumeUrl} download>
                  {t("artist.profile.resume")}
                </a>
                <span className="muted">{t("artist.profile.public")}</span>
              </li>
            )}
            {DOCUMENTS.map(([kind, key, values]) => {
              const label = t(key, values);
              const url = profile.documents[kind];
              return (
                <li key={kind}>
                  {url ? (
                    <a href={url} download>
                      {label}
                    </a>
                  ) : (
                    <span>{label}</span>
                  )}
                  <span className="muted">{url ? t("artist.profile.private") : t("artist.profile.notProvided")}</span>
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
