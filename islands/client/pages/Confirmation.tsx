import { useT } from "../../../src/platform/i18n/react.tsx";
import { StateCard } from "../../lib/ui/StateCard.tsx";

/** SPEC §2 confirmation-page. */
export function Confirmation() {
  const t = useT();
  return (
    <StateCard
      icon="✓"
      title={t("client.confirmation.title")}
      text={t("client.confirmation.text")}
      action={{ to: "/client/dashboard", label: t("client.confirmation.toDashboard") }}
    />
  );
}
