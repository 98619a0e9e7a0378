import type { FaqEntry } from "../faq.contract.ts";
import { useLocalePath, useT } from "../../../platform/i18n/react.tsx";
import { bannerOf, CtaBand, InnerPage } from "../../../platform/pages/layout/InnerPage.tsx";

/** An answer's paragraphs: the agency types one per line. */
const paragraphs = (answer: string) => answer.split(/\n+/).filter((line) => line.trim());

/**
 * The FAQ screen (SPEC §2 /faq): the agency's questions (edited in the console, in
 * the page's language, English where the French is empty) as native disclosure
 * widgets, no script needed. The agency (`agency`: its page, cached apart from the
 * visitors') sees which questions still miss their French.
 */
export function FaqPage({ entries, agency = false }: { entries: FaqEntry[]; agency?: boolean }) {
  const t = useT();
  const href = useLocalePath();
  return (
    <InnerPage {...bannerOf(t, "public.faq")}>
      <section className="section">
        <div className="container container--narrow">
          {entries.length === 0 ? (
            <p className="empty">{t("public.faq.empty")}</p>
          ) : (
            entries.map((entry) => (
              <details key={entry.id} className="faq">
                <summary>
                  {entry.question}
                  {agency && entry.missingFrench && (
                    <>
                      {" "}
                      <span className="badge badge--warning">{t("public.faq.missingFrench")}</span>
                    </>
                  )}
                </summary>
                <div className="faq__answer">
                  {paragraphs(entry.answer).map((text, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rendered on the server only, paragraphs never move
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </details>
            ))
          )}
          <div className="faq-cta">
            <CtaBand
              title={t("public.faq.cta.title")}
              text={t("public.faq.cta.text")}
              actions={[{ href: href("/contact-us"), label: t("public.faq.cta.contact") }]}
            />
          </div>
        </div>
      </section>
    </InnerPage>
  );
}
