import { Link } from "@tanstack/react-router";
import { useLocalePath, useT } from "../../../src/i18n/react.tsx";

/** SPEC §2: standalone page after applying, and for every status other than approved. */
export function ConfirmationPage() {
  const t = useT();
  const href = useLocalePath();
  return (
    <section className="aa-standalone">
      <div className="card card--padded aa-confirm">
        <div className="aa-confirm__icon" aria-hidden="true">
          ✓
        </div>
        <h1>{t("artist.confirmation.title")}</h1>
        <p className="aa-confirm__wait">{t("artist.confirmation.wait")}</p>
        <p className="muted">{t("artist.confirmation.text")}</p>
        <div className="button-row aa-center">
          <Link to="/artist" className="btn btn--primary">
            {t("artist.confirmation.checkStatus")}
          </Link>
          <a href={href("/")} className="btn btn--outline">
            {t("artist.confirmation.home")}
          </a>
        </div>
      </div>
    </section>
  );
}
