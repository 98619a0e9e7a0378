import { Link } from "@tanstack/react-router";
import { useT } from "../../../src/i18n/react.tsx";
import { EmptyState } from "../../lib/ui/EmptyState.tsx";

/**
 * An artist's empty list of jobs, with what to do next (issue 21): no offers → more
 * styles on the profile bring more; nothing confirmed → the offers to opt in to.
 */
export function JobsEmpty({ kind }: { kind: "offers" | "confirmed" }) {
  const t = useT();
  return kind === "offers" ? (
    <EmptyState
      title={t("app.jobList.empty")}
      text={t("artist.empty.offers.text")}
      action={
        <Link to="/artist/artist-profile" className="btn btn--outline btn--sm">
          {t("artist.empty.offers.action")}
        </Link>
      }
    />
  ) : (
    <EmptyState
      title={t("app.jobList.empty")}
      text={t("artist.empty.confirmed.text")}
      action={
        <Link to="/artist/jobs" search={{ tab: "offer" }} className="btn btn--outline btn--sm">
          {t("artist.empty.confirmed.action")}
        </Link>
      }
    />
  );
}
