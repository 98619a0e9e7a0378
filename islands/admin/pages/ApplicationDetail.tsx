import { HistoryPanel } from "../AuditEntries.tsx";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { ArtistDecision, DocumentKind } from "../../../src/features/artists/artist-area.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { experienceLabel } from "../experience.ts";
import { useFormat } from "../../lib/format.ts";
import { useCounts } from "../counts.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { decisionOf } from "../data.ts";
import { Avatar, BadgesFact, ConfirmAction, Fact, RecordPending } from "../ui.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";
import { AccountAccess } from "../AccountAccess.tsx";
import { ArtistAvailabilityPanel } from "../AvailabilitySummary.tsx";
import { usePlaceWords } from "../../lib/place.ts";

const DOCUMENTS: { kind: DocumentKind; label: MessageKey }[] = [
  { kind: "policeCheck", label: "admin.application.doc.policeCheck" },
  { kind: "directDeposit", label: "admin.application.doc.directDeposit" },
  { kind: "referenceLetter1", label: "admin.application.doc.referenceLetter1" },
  { kind: "referenceLetter2", label: "admin.application.doc.referenceLetter2" },
];

function DocumentLink({ href, label }: { href: string | null; label: string }) {
  const t = useT();
  return (
    <li className="admin-doc">
      <svg className="admin-doc__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <span className="admin-doc__label">{label}</span>
      {href ? (
        <a href={href} download className="btn btn--sm btn--outline">
          {t("admin.application.doc.download")}
          <span className="visually-hidden">{t("admin.application.doc.downloadHidden", { label })}</span>
        </a>
      ) : (
        <span className="muted">{t("admin.application.doc.notProvided")}</span>
      )}
    </li>
  );
}

/** One application: every detail, the documents (downloaded through the admin API), approve or reject. */
/** What the agency did to this application. */
function ArtistHistory({ artistId }: { artistId: string }) {
  return <HistoryPanel loaded={useApiGet(client.admin.artists[":artistId"].history, { param: { artistId } })} />;
}

export function ApplicationDetailPage({ artistId }: { artistId: string }) {
  const { data: artist, failed, reload } = useApiGet(client.admin.artists[":artistId"], { param: { artistId } });
  const { refresh } = useCounts();
  const t = useT();
  const place = usePlaceWords();
  const perform = usePerform();
  const format = useFormat();

  // The agency's words to a rejected artist: in their notification, not stored on the application.
  const [reason, setReason] = useState("");

  const decide = async (status: ArtistDecision) => {
    const json = decisionOf(status, reason);
    const reply = await perform(() => call(client.admin.artists[":artistId"].status.$put, { param: { artistId }, json }));
    if (!reply) return false;
    setReason("");
    reload();
    refresh();
    return true;
  };

  if (!artist) {
    const back = (
      <Link to="/admin/applications" className="admin-back">
        ← {t("admin.nav.applications")}
      </Link>
    );
    return <RecordPending back={back} failed={failed} failedText={t("admin.application.loadFailed")} />;
  }

  const experience = experienceLabel(t, artist.experience);
  return (
    <div className="admin-page">
      <Link to="/admin/applications" search={{ status: artist.status, page: 1 }} className="admin-back">
        ← {t("admin.nav.applications")}
      </Link>
      <section className="admin-panel admin-profile">
        <Avatar src={artist.headshotUrl} name={artist.name} size={112} />
        <div className="admin-profile__who">
          <h1 className="admin-title">{artist.name}</h1>
          <p className="admin-profile__meta">
            <a href={`mailto:${artist.email}`}>{artist.email}</a>
            <span className="muted">{t("admin.application.appliedOn", { date: format.day(artist.createdAt) })}</span>
          </p>
          <StatusBadge status={artist.status} label={t(`admin.status.${artist.status}`)} />
          {artist.rejectionReason && <p className="admin-profile__reason">{t("admin.application.rejectedBecause", { reason: artist.rejectionReason })}</p>}
        </div>
        <div className="admin-profile__actions">
          {artist.status !== "approved" && (
            <ConfirmAction
              label={t("admin.application.approve")}
              tone="primary"
              question={t("admin.application.approveQuestion")}
              confirmLabel={t("admin.application.approveConfirm")}
              onConfirm={() => decide("approved")}
            />
          )}
          {artist.status !== "rejected" && (
            <ConfirmAction
              label={t("admin.application.reject")}
              question={t("admin.application.rejectQuestion")}
              confirmLabel={t("admin.application.rejectConfirm")}
              onConfirm={() => decide("rejected")}
            >
              <label className="admin-confirm__reason">
                <span>{t("admin.application.rejectReason")}</span>
                <textarea value={reason} maxLength={1000} rows={3} onChange={(e) => setReason(e.target.value)} />
              </label>
            </ConfirmAction>
          )}
        </div>
      </section>

      <div className="admin-columns">
        <section className="admin-panel">
          <h2 className="admin-panel__title">{t("admin.application.about")}</h2>
          <p className="admin-bio">{artist.bio}</p>
          <dl className="admin-facts">
            <Fact label={t("admin.application.experience")}>{experience}</Fact>
            <Fact label={t("admin.application.place")}>{place.line(artist.city, artist.province) ?? t("common.place.unknown")}</Fact>
            <Fact label={t("admin.application.travel")}>
              {artist.travelKm === null ? t("common.place.unknown") : t("common.place.travels", { km: artist.travelKm })}
            </Fact>
            <BadgesFact label={t("admin.application.styles")} names={artist.artistStyle} />
            <BadgesFact label={t("admin.application.services")} names={artist.artistType} />
            <BadgesFact label={t("admin.application.availability")} names={artist.artistAvailable} />
          </dl>
        </section>
        <section className="admin-panel">
          <h2 className="admin-panel__title">{t("admin.application.documents")}</h2>
          <p className="muted admin-panel__intro">{t("admin.application.documentsIntro")}</p>
          <ul className="admin-docs">
            <DocumentLink href={artist.headshotUrl} label={t("admin.application.doc.headshot")} />
            <DocumentLink href={artist.resumeUrl} label={t("admin.application.doc.resume")} />
            {DOCUMENTS.map((d) => (
              <DocumentLink key={d.kind} href={artist.documents[d.kind]} label={t(d.label)} />
            ))}
          </ul>
        </section>
      </div>
      <ArtistAvailabilityPanel artistId={artistId} />
      <section className="admin-panel">
        <h2 className="admin-panel__title">{t("admin.account.title")}</h2>
        <AccountAccess userId={artist.userId} name={artist.name} status={artist.accountStatus} />
      </section>
      <ArtistHistory artistId={artistId} />
    </div>
  );
}
