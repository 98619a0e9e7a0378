/**
 * What a panel shows while its data loads: grey bars shaped like the rows
 * to come instead of a blank panel, and `label` ("Loading data ...") for screen
 * readers as a status. One for every list and job screen of the dashboards.
 */
export function Skeleton({ label, rows = 3, variant = "rows" }: { label: string; rows?: number; variant?: "rows" | "page" }) {
  return (
    <div className={`skeleton skeleton--${variant}`} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className="skeleton__row" aria-hidden="true">
          <span className="skeleton__line skeleton__line--title" />
          <span className="skeleton__line" />
        </span>
      ))}
    </div>
  );
}
