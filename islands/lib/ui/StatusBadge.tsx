/** The design system's badge for each status of a job or an artist application. */
const TONES: Record<string, string> = {
  pending: "badge--warning",
  approved: "badge--success",
  confirmed: "badge--success",
  completed: "badge--neutral",
  rejected: "badge--dark",
  cancelled: "badge--dark",
};

/** A status in its badge; the label defaults to the status itself ("Pending"). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <span className={`badge ${TONES[status] ?? "badge--neutral"}`}>{label ?? status.charAt(0).toUpperCase() + status.slice(1)}</span>;
}
