import { Link } from "@tanstack/react-router";
import { useT } from "../../../src/platform/i18n/react.tsx";

/** SPEC §2 confirmation-page. */
export function Confirmation() {
  const t = useT();
  return (
    <section className="card state-card">
      <div className="state-card__icon" aria-hidden="true">
        ✓
      </div>
      <h1>{t("client.confirmation.title")}</h1>
      <p className="muted">{t("client.confirmation.text")}</p>
      <Link to="/client/dashboard" className="btn btn--primary">
        {t("client.confirmation.toDashboard")}
      </Link>
    </section>
  );
}
