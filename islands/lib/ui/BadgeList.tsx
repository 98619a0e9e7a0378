/** Names as badges (styles, services, availability), a list named for screen readers. */
export function BadgeList({ label, items }: { label: string; items: string[] }) {
  return (
    <ul className="badge-list" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="badge">
          {item}
        </li>
      ))}
    </ul>
  );
}
