import type { ReactNode } from "react";

interface JobsPanelProps {
  /** The heading's id: the panel is a region named by its heading. */
  id: string;
  title: string;
  /** The panel's look in its area: "panel", "card card--padded aa-panel". */
  className: string;
  /** How many there are, beside the title ("Jobs for you 7"). */
  count?: number;
  /** The way to the whole list: a link of the area's router. */
  more?: ReactNode;
  /** The jobs. */
  children: ReactNode;
}

/** A dashboard's panel of jobs (the studio's bookings, the artist's offers and bookings): heading, count, the way to all. */
export function JobsPanel({ id, title, className, count, more, children }: JobsPanelProps) {
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
        {more}
      </header>
      {children}
    </section>
  );
}
