import type { ReactNode } from "react";

interface PageHeadProps {
  /** Above the title: the section of the area ("Bookings"). */
  eyebrow: string;
  title: string;
  lead?: string;
  /** The screen's links and buttons, beside the title. */
  children?: ReactNode;
}

/** The head of a studio screen: where it is, what it is, and what it offers to do. */
export function PageHead({ eyebrow, title, lead, children }: PageHeadProps) {
  return (
    <header className="page-head">
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {lead && <p className="muted">{lead}</p>}
      </div>
      {children}
    </header>
  );
}
