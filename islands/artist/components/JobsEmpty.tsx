import { useT } from "../../../src/platform/i18n/react.tsx";
import { EmptyState } from "../../lib/ui/EmptyState.tsx";

/**
 * An artist's empty list of jobs, with what to do next: no offers → more
 * styles on the profile bring more; nothing confirmed → the offers to opt in to.
 */
export function JobsEmpty({ kind }: { kind: "offers" | "confirmed" }) {
  const t = useT();
  const action =
    kind === "offers"
      ? { to: "/artist/artist-profile", label: t("artist.empty.offers.action") }
      : { to: "/artist/jobs", search: { tab: "offer" }, label: t("artist.empty.confirmed.action") };
  return <EmptyState title={t("app.jobList.empty")} text={t(`artist.empty.${kind}.text`)} action={action} />;
}
