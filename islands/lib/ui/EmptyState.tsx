import { Link } from "@tanstack/react-router";

/** The one thing to do about an empty list: a link of the area's router. */
export interface NextStep {
  to: string;
  search?: Record<string, string>;
  label: string;
}

/**
 * An empty list that says what to do next: what is missing, why or what
 * fills it, and the one action that does ("Post your first job").
 */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: NextStep }) {
  return (
    <div className="empty empty--next">
      <p className="empty__title">{title}</p>
      {text && <p className="empty__text">{text}</p>}
      {action && (
        <Link to={action.to} search={action.search} className="btn btn--primary btn--sm empty__action">
          {action.label}
        </Link>
      )}
    </div>
  );
}
