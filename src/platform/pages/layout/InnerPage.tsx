import type { ReactNode } from "react";
import { Document } from "./Document.tsx";

interface InnerPageProps {
  /** The document title and description (SPEC: every page has both), translated as every text here. */
  title: string;
  description: string;
  /** The banner: where you are, the page's heading and what it offers. */
  eyebrow: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** An inner page of the public site: the shared layout with a banner on top. */
export function InnerPage({ title, description, eyebrow, heading, lead, children }: InnerPageProps) {
  return (
    <Document title={title} description={description}>
      <header className="page-header">
        <div className="container">
          <span className="eyebrow">{eyebrow}</span>
          <h1>{heading}</h1>
          {lead && <p className="lead">{lead}</p>}
        </div>
      </header>
      {children}
    </Document>
  );
}

interface CtaBandProps {
  title: ReactNode;
  text: string;
  actions: { href: string; label: string }[];
}

/** The red call-to-action band that closes a page: the first action solid, the others outlined; `href`s as the links go (in the page's language). */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <div className="cta-band">
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <div className="button-row">
        {actions.map((a, i) => (
          <a key={a.href} className={i === 0 ? "btn btn--light btn--lg" : "btn btn--ghost-light btn--lg"} href={a.href}>
            {a.label}
          </a>
        ))}
      </div>
    </div>
  );
}
