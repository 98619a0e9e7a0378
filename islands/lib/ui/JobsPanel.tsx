import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface JobsPanelProps {
  /** The heading's id: the panel is a region named by its heading. */
  id: string;
  title: string;
  /** The panel's look in its area: "panel", "card card--padded aa-panel". */
  className: string;
  /** How many there are, beside the title ("Jobs for you 7"). */
  count?: number;
  /** The way to the whole list ("See all" on the artist's jobs page). */
  all?: { to: string; search?: Record<string, string>; label: string };
  /** The jobs. */
  children: ReactNode;
}

/** A dashboard's panel of jobs (the studio's bookings, the artist's offers and bookings): heading, count, the way to all. */
export function JobsPanel({ id, title, className, count, all, children }: JobsPanelProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <header className="panel__header">
        <h2 id={id} className="panel__title">
          {title}
          {count !== undefined && (
            <>
              {" "}
              <span className="badge badge--count">{count}</span>
            </>
          )}
        </h2>
        {all && (
          <Link to={all.to} search={all.search} className="link-arrow">
            {all.label}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
