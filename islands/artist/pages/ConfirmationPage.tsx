import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useState } from "react";
import type { ArtistProfile } from "../../../src/features/artists/artist-area.contract.ts";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { failureMessage, notifyError } from "../../lib/feedback.ts";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";
import { EditProfileModal } from "../components/EditProfileModal.tsx";
import { artistCheckAtom } from "../state.ts";

/** A rejected application: the agency's words, and the way to edit the application and send it again. */
function Rejected({ reason, onResubmitted }: { reason: string | null; onResubmitted(profile: ArtistProfile): void }) {
  const t = useT();
  const [profile, setProfile] = useState<ArtistProfile | null>(null);
  const [loading, setLoading] = useState(false);

  async function edit() {
    setLoading(true);
    try {
      const reply = await call(client.artist.profile.$get, {}, { noCache: true });
      if (reply.status) setProfile(reply.response);
      else notifyError(failureMessage(reply.message, t("artist.status.loadFailed")));
    } catch (error) {
      console.error("artist profile", error);
      notifyError(t("artist.status.loadFailed"));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <h1>{t("artist.status.rejectedTitle")}</h1>
      {reason ? (
        <blockquote className="aa-reason">
          <p className="aa-reason__label">{t("artist.status.reason")}</p>
          <p className="aa-prose">{reason}</p>
        </blockquote>
      ) : (
        <p className="muted">{t("artist.status.noReason")}</p>
      )}
      <p>{t("artist.status.rejectedText")}</p>
      <div className="button-row aa-center">
        <button type="button" className="btn btn--primary" onClick={() => void edit()} disabled={loading}>
          {t("artist.status.resubmit")}
        </button>
        <Link to="/artist/messages" className="btn btn--outline">
          {t("artist.status.writeToAgency")}
        </Link>
      </div>
      {profile && <EditProfileModal profile={profile} onClose={() => setProfile(null)} onSaved={onResubmitted} />}
    </>
  );
}

/**
 * SPEC §2 confirmation-page: the application's state, said plainly: waiting for
 * the agency, approved (on to the dashboard), or rejected with the agency's reason and a way
 * to resubmit. Behind the applicants' layout, which has checked the status.
 */
export function ConfirmationPage() {
  const t = useT();
  const href = useLocalePath();
  const [check, setCheck] = useAtom(artistCheckAtom);
  const status = check?.artistStatus ?? "pending";
  return (
    <section className="aa-standalone">
      <div className="card card--padded aa-confirm">
        <p className="aa-confirm__status">
          <span className="muted">{t("artist.status.label")}</span> <StatusBadge status={status} />
        </p>
        {status === "rejected" ? (
          <Rejected reason={check?.rejectionReason ?? null} onResubmitted={(p) => setCheck({ artistStatus: p.artistStatus, rejectionReason: null })} />
        ) : status === "approved" ? (
          <>
            <h1>{t("artist.status.approvedTitle")}</h1>
            <p className="muted">{t("artist.status.approvedText")}</p>
            <Link to="/artist/dashboard" className="btn btn--primary">
              {t("artist.status.toDashboard")}
            </Link>
          </>
        ) : (
          <>
            <div className="aa-confirm__icon" aria-hidden="true">
              ✓
            </div>
            <h1>{t("artist.confirmation.title")}</h1>
            <p className="aa-confirm__wait">{t("artist.confirmation.wait")}</p>
            <p className="muted">{t("artist.confirmation.text")}</p>
            <p className="muted">{t("artist.status.pendingText")}</p>
            <div className="button-row aa-center">
              <Link to="/artist/messages" className="btn btn--primary">
                {t("artist.status.writeToAgency")}
              </Link>
              <a href={href("/")} className="btn btn--outline">
                {t("artist.confirmation.home")}
              </a>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
