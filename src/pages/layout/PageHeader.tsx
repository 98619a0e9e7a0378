import type { ReactNode } from "react";

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
}

/** The banner at the top of an inner page: where you are, its title and what it offers. */
export function PageHeader({ eyebrow, title, lead }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
      </div>
    </header>
  );
}
