import type { ReactNode } from "react";

interface SectionIntroProps {
  /** The heading's id, which its section names in `aria-labelledby`. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}

/** How a section of the public site opens: the eyebrow, its heading and, when it has one, the lead. */
export function SectionIntro({ id, eyebrow, title, lead }: SectionIntroProps) {
  return (
    <>
      <span className="eyebrow">{eyebrow}</span>
      <h2 id={id}>{title}</h2>
      {lead && <p className="lead">{lead}</p>}
    </>
  );
}

export interface LinkButton {
  /** Where it goes, in the page's language. */
  href: string;
  label: string;
}

/** A row of links drawn as buttons: the first one solid, the others outlined. */
export function LinkButtons({ links, large = false }: { links: LinkButton[]; large?: boolean }) {
  const size = large ? " btn--lg" : "";
  return (
    <div className="button-row">
      {links.map((link, i) => (
        <a key={link.label} className={`btn ${i === 0 ? "btn--primary" : "btn--outline"}${size}`} href={link.href}>
          {link.label}
        </a>
      ))}
    </div>
  );
}

/** A public page's form in its card: the title, a line of what to know before filling it in, then the form's island. */
export function FormCard({ title, intro, className, children }: { title: string; intro: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${className} card card--padded` : "card card--padded"}>
      <h2 className="card__title">{title}</h2>
      <p className="muted">{intro}</p>
      {children}
    </div>
  );
}
