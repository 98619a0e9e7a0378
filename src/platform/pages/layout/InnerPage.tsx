import type { ReactNode } from "react";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { useLocalePath, useT } from "../../i18n/react.tsx";
import type { MessageValues, Translate } from "../../i18n/translate.ts";
import { Document } from "./Document.tsx";
import { useJoinHref } from "./Navbar.tsx";

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

/** A page's namespace of the catalogue that holds its five banner texts: `public.faq` for `public.faq.title`, `public.faq.description`, … */
type BannerTexts = {
  [K in MessageKey]: K extends `${infer N}.eyebrow` ? (`${N}.${"title" | "description" | "heading" | "lead"}` extends MessageKey ? N : never) : never;
}[MessageKey];

/** The title, description, eyebrow, heading and lead of a page whose texts sit together in the catalogue: `<InnerPage {...bannerOf(t, "public.faq")}>`. */
export const bannerOf = (t: Translate, texts: BannerTexts) => ({
  title: t(`${texts}.title`),
  description: t(`${texts}.description`),
  eyebrow: t(`${texts}.eyebrow`),
  heading: t(`${texts}.heading`),
  lead: t(`${texts}.lead`),
});

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

/** A namespace of the catalogue that holds a hiring band's five texts: `public.services.cta` for `public.services.cta.label`, `….title`, … */
type HireTexts = {
  [K in MessageKey]: K extends `${infer N}.hire` ? (`${N}.${"label" | "title" | "text" | "ask"}` extends MessageKey ? N : never) : never;
}[MessageKey];

/**
 * The section that closes a page which sells the artists: hire (join, or book when signed in as a studio) or ask the
 * agency on the contact page. `titleValues` fill the title's placeholders; `cream` puts it on the cream background.
 */
export function HireSection({ texts, titleValues, cream = false }: { texts: HireTexts; titleValues?: MessageValues; cream?: boolean }) {
  const t = useT();
  const href = useLocalePath();
  const join = useJoinHref();
  return (
    <section className={cream ? "section section--tight section--cream" : "section section--tight"} aria-label={t(`${texts}.label`)}>
      <div className="container">
        <CtaBand
          title={t(`${texts}.title`, titleValues)}
          text={t(`${texts}.text`)}
          actions={[
            { href: join, label: t(`${texts}.hire`) },
            { href: href("/contact-us"), label: t(`${texts}.ask`) },
          ]}
        />
      </div>
    </section>
  );
}
