import { Link } from "@tanstack/react-router";
import { EXPERIENCE_EDIT_LABELS, type Experience } from "../../../src/contracts/artists.ts";
import type { ArtistDecision, DocumentKind } from "../../../src/contracts/artist-area.ts";
import { dayjs } from "../../lib/format.ts";
import { useCounts } from "../counts.tsx";
import { call, client } from "../../lib/api.ts";
import { perform, useApiGet } from "../../lib/data.ts";
import { Avatar, ConfirmAction } from "../ui.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";

const DOCUMENTS: { kind: DocumentKind; label: string }[] = [
  { kind: "policeCheck", label: "Police check (VSS)" },
  { kind: "directDeposit", label: "Direct deposit" },
  { kind: "referenceLetter1", label: "Reference letter 1" },
  { kind: "referenceLetter2", label: "Reference letter 2" },
];

function Badges({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="admin-facts__item">
      <dt>{title}</dt>
      <dd>
        {items.length === 0 ? (
          <span className="muted">None</span>
        ) : (
          <ul className="badge-list">
            {items.map((i) => (
              <li key={i} className="badge badge--neutral">
                {i}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

function DocumentLink({ href, label }: { href: string | null; label: string }) {
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
        <a href={href} target="_blank" rel="noopener" className="btn btn--sm btn--outline">
          Open<span className="visually-hidden"> {label} in a new tab</span>
        </a>
      ) : (
        <span className="muted">Not provided</span>
      )}
    </li>
  );
}

/** One application: every detail, the documents (opened in a new tab through the admin API), approve or reject. */
export function ApplicationDetailPage({ artistId }: { artistId: string }) {
  const { data: artist, failed, reload } = useApiGet(client.admin.artists[":artistId"], { param: { artistId } });
  const { refresh } = useCounts();

  const decide = async (status: ArtistDecision) => {
    const reply = await perform(() => call(client.admin.artists[":artistId"].status.$put, { param: { artistId }, json: { status } }));
    if (reply) {
      reload();
      refresh();
    }
  };

  if (!artist) {
    return (
      <div className="admin-page">
        <Link to="/admin/applications" className="admin-back">
          ← Applications
        </Link>
        <p className={failed ? "empty" : "muted admin-loading"} role="status">
          {failed ? "This application could not be loaded." : "Loading data ..."}
        </p>
      </div>
    );
  }

  const experience = EXPERIENCE_EDIT_LABELS[artist.experience as Experience] ?? artist.experience;
  return (
    <div className="admin-page">
      <Link to="/admin/applications" search={{ status: artist.status, page: 1 }} className="admin-back">
        ← Applications
      </Link>
      <section className="admin-panel admin-profile">
        <Avatar src={artist.headshotUrl} name={artist.name} size={112} />
        <div className="admin-profile__who">
          <h1 className="admin-title">{artist.name}</h1>
          <p className="admin-profile__meta">
            <a href={`mailto:${artist.email}`}>{artist.email}</a>
            <span className="muted">Applied {dayjs(artist.createdAt).format("MMM D, YYYY")}</span>
          </p>
          <StatusBadge status={artist.status} />
        </div>
        <div className="admin-profile__actions">
          {artist.status !== "approved" && (
            <ConfirmAction label="Approve" tone="primary" question="Approve this artist?" confirmLabel="Yes, approve" onConfirm={() => decide("approved")} />
          )}
          {artist.status !== "rejected" && (
            <ConfirmAction label="Reject" question="Reject this application?" confirmLabel="Yes, reject" onConfirm={() => decide("rejected")} />
          )}
        </div>
      </section>

      <div className="admin-columns">
        <section className="admin-panel">
          <h2 className="admin-panel__title">About</h2>
          <p className="admin-bio">{artist.bio}</p>
          <dl className="admin-facts">
            <div className="admin-facts__item">
              <dt>Experience</dt>
              <dd>{experience}</dd>
            </div>
            <Badges title="Styles" items={artist.artistStyle} />
            <Badges title="Services" items={artist.artistType} />
            <Badges title="Availability" items={artist.artistAvailable} />
          </dl>
        </section>
        <section className="admin-panel">
          <h2 className="admin-panel__title">Documents</h2>
          <p className="muted admin-panel__intro">Private documents open in a new tab; only the agency can see them.</p>
          <ul className="admin-docs">
            <DocumentLink href={artist.headshotUrl} label="Headshot" />
            <DocumentLink href={artist.resumeUrl} label="Resume" />
            {DOCUMENTS.map((d) => (
              <DocumentLink key={d.kind} href={artist.documents[d.kind]} label={d.label} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
