import { useT } from "../../../src/platform/i18n/react.tsx";

/** A job posted to start within 48 hours: a substitute wanted now. */
export function UrgentBadge() {
  const t = useT();
  return (
    <span className="badge badge--urgent" title={t("app.job.urgentHint")}>
      {t("app.job.urgent")}
    </span>
  );
}
