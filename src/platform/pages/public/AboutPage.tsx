import type { MessageKey } from "../../i18n/messages/en.ts";
import { useLocalePath, useT } from "../../i18n/react.tsx";
import { InnerPage } from "../layout/InnerPage.tsx";
import { useJoinHref } from "../layout/Navbar.tsx";
import { ShippedPicture } from "../../../../islands/public/ShippedPicture.tsx";

interface Step {
  title: MessageKey;
  text: MessageKey;
}

const STUDIO_STEPS: readonly Step[] = [
  { title: "public.about.studio.1.title", text: "public.about.studio.1.text" },
  { title: "public.about.studio.2.title", text: "public.about.studio.2.text" },
  { title: "public.about.studio.3.title", text: "public.about.studio.3.text" },
  { title: "public.about.studio.4.title", text: "public.about.studio.4.text" },
];

const ARTIST_STEPS: readonly Step[] = [
  { title: "public.about.artist.1.title", text: "public.about.artist.1.text" },
  { title: "public.about.artist.2.title", text: "public.about.artist.2.text" },
  { title: "public.about.artist.3.title", text: "public.about.artist.3.text" },
  { title: "public.about.artist.4.title", text: "public.about.artist.4.text" },
];

/** SPEC §2 /about: about-us text, mission statement, how it works for studios/clients and for artists. */
export function AboutPage() {
  const t = useT();
  const href = useLocalePath();
  const join = useJoinHref();
  return (
    <InnerPage
      title={t("public.about.title")}
      description={t("public.about.description")}
      eyebrow={t("public.about.eyebrow")}
      heading={t("public.about.heading")}
      lead={t("public.about.lead")}
    >
      <section className="section" aria-labelledby="who-title">
        <div className="container split">
          <div className="split__media">
            <ShippedPicture src="/images/about/studio.jpg" alt={t("public.about.studio.alt")} width={1200} height={800} loading="lazy" decoding="async" />
          </div>
          <div>
            <span className="eyebrow">{t("public.about.who.eyebrow")}</span>
            <h2 id="who-title">{t("public.about.who.title")}</h2>
            <p className="lead">{t("public.about.who.lead")}</p>
            <p>{t("public.about.who.text")}</p>
          </div>
        </div>
      </section>

      <section className="section section--tight" aria-label={t("public.about.mission.label")}>
        <div className="container">
          <blockquote className="mission-quote">
            <span className="eyebrow">{t("public.about.mission.eyebrow")}</span>
            <p>{t("public.about.mission.text")}</p>
          </blockquote>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="how-title">
        <div className="container">
          <div className="section__header section__header--center">
            <span className="eyebrow">{t("public.about.how.eyebrow")}</span>
            <h2 id="how-title">{t("public.about.how.title")}</h2>
          </div>
          <div className="how">
            <HowCard title={t("public.about.how.studios")} steps={STUDIO_STEPS} cta={{ href: join, label: t("public.about.how.hire") }} />
            <HowCard title={t("public.about.how.artists")} steps={ARTIST_STEPS} cta={{ href: join, label: t("public.about.how.apply") }} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="community-title">
        <div className="container split split--reverse">
          <div className="split__media">
            <ShippedPicture src="/images/about/community.jpg" alt={t("public.about.community.alt")} width={1200} height={800} loading="lazy" decoding="async" />
          </div>
          <div>
            <span className="eyebrow">{t("public.about.community.eyebrow")}</span>
            <h2 id="community-title">{t("public.about.community.title")}</h2>
            <p className="lead">{t("public.about.community.lead")}</p>
            <ul className="check-list">
              <li>{t("public.about.community.free")}</li>
              <li>{t("public.about.community.checked")}</li>
              <li>{t("public.about.community.chat")}</li>
            </ul>
            <div className="button-row">
              <a className="btn btn--primary" href={href("/artists")}>
                {t("public.about.community.meet")}
              </a>
              <a className="btn btn--outline" href={href("/contact-us")}>
                {t("public.about.community.contact")}
              </a>
            </div>
          </div>
        </div>
      </section>
    </InnerPage>
  );
}

function HowCard({ title, steps, cta }: { title: string; steps: readonly Step[]; cta: { href: string; label: string } }) {
  const t = useT();
  return (
    <div className="how__card">
      <h3>{title}</h3>
      <ol className="steps">
        {steps.map((s) => (
          <li key={s.title}>
            <strong>{t(s.title)}</strong>
            <span>{t(s.text)}</span>
          </li>
        ))}
      </ol>
      <a className="btn btn--primary" href={cta.href}>
        {cta.label}
      </a>
    </div>
  );
}
