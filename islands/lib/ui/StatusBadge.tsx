import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";

/** The design system's badge for each status of a job, of one of its sessions or of an artist application. */
const TONES: Record<string, string> = {
  pending: "badge--warning",
  approved: "badge--success",
  confirmed: "badge--success",
  scheduled: "badge--success",
  completed: "badge--neutral",
  rejected: "badge--dark",
  cancelled: "badge--dark",
};

/** A status in its badge; the label defaults to the status's name in the page's language ("Pending", "En attente"). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const t = useT();
  const named = status in TONES ? t(`app.status.${status}` as MessageKey) : status.charAt(0).toUpperCase() + status.slice(1);
  return <span className={`badge ${TONES[status] ?? "badge--neutral"}`}>{label ?? named}</span>;
}
