import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { NextStep } from "./EmptyState.tsx";

interface StateCardProps {
  title: string;
  text: string;
  /** The way on: back to the area's home, to the list, or to the form that fills what is missing. */
  action: NextStep;
  /** The area's card (the studio's by default). */
  className?: string;
  titleClassName?: string;
  /** Announced at once: the screen the user asked for cannot be shown. */
  alert?: boolean;
  icon?: ReactNode;
}

/** A screen that stands for one that cannot be shown (not found, not available, not there yet) or for a step done. */
export function StateCard({ title, text, action, className = "card state-card", titleClassName, alert = false, icon }: StateCardProps) {
  return (
    <section className={className} role={alert ? "alert" : undefined}>
      {icon && (
        <div className="state-card__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h1 className={titleClassName}>{title}</h1>
      <p className="muted">{text}</p>
      <Link to={action.to} search={action.search} className="btn btn--primary">
        {action.label}
      </Link>
    </section>
  );
}
