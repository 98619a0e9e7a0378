/** Names as badges (styles, services, availability), a list named for screen readers. */
export function BadgeList({ label, items }: { label: string; items: string[] }) {
  return (
    <ul className="aa-badges" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="aa-badge">
          {item}
        </li>
      ))}
    </ul>
  );
}
