import type { ReactNode } from "react";

/**
 * An empty list that says what to do next (issue 21): what is missing, why or what
 * fills it, and the one action that does ("Post your first job").
 */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="empty empty--next">
      <p className="empty__title">{title}</p>
      {text && <p className="empty__text">{text}</p>}
      {action && <div className="empty__action">{action}</div>}
    </div>
  );
}
