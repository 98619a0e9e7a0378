import type { MessageKey } from "../../i18n/messages/en.ts";
import { useT } from "../../i18n/react.tsx";
import { CtaBand, InnerPage } from "../layout/InnerPage.tsx";

interface FaqSection {
  id: string;
  title: MessageKey;
  items: { q: MessageKey; a: MessageKey }[];
}

const item = (prefix: string) => ({ q: `${prefix}.q` as MessageKey, a: `${prefix}.a` as MessageKey });

/** SPEC §2 FAQ: three sections (dance professionals; studios, competitions and clients; general), as message keys. */
export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: "dance-professionals",
    title: "public.faq.pros.title",
    items: [item("public.faq.pros.join"), item("public.faq.pros.approval"), item("public.faq.pros.jobs"), item("public.faq.pros.paid")],
  },
  {
    id: "studios-clients",
    title: "public.faq.studios.title",
    items: [item("public.faq.studios.cost"), item("public.faq.studios.book"), item("public.faq.studios.checked"), item("public.faq.studios.adjudicators")],
  },
  {
    id: "general",
    title: "public.faq.general.title",
    items: [item("public.faq.general.where"), item("public.faq.general.reach"), item("public.faq.general.forgot")],
  },
];

/** The FAQ screen (DESIGN §1 route /faq): questions as native disclosure widgets, no script needed. */
export function FaqPage() {
  const t = useT();
  return (
    <InnerPage
      title={t("public.faq.title")}
      description={t("public.faq.description")}
      eyebrow={t("public.faq.eyebrow")}
      heading={t("public.faq.heading")}
      lead={t("public.faq.lead")}
    >
      <section className="section">
        <div className="container container--narrow">
          <nav aria-label={t("public.faq.sections")}>
            <ul className="faq-nav">
              {FAQ_SECTIONS.map((s) => (
                <li key={s.id}>
                  <a className="btn btn--outline btn--sm" href={`#${s.id}`}>
                    {t(s.title)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {FAQ_SECTIONS.map((s) => (
            <section key={s.id} id={s.id} className="faq-section" aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{t(s.title)}</h2>
              {s.items.map((item) => (
                <details key={item.q} className="faq">
                  <summary>{t(item.q)}</summary>
                  <div className="faq__answer">
                    <p>{t(item.a)}</p>
                  </div>
                </details>
              ))}
            </section>
          ))}
          <div className="faq-cta">
            <CtaBand
              title={t("public.faq.cta.title")}
              text={t("public.faq.cta.text")}
              actions={[{ href: "/contact-us", label: t("public.faq.cta.contact") }]}
            />
          </div>
        </div>
      </section>
    </InnerPage>
  );
}
