import type { ReactNode } from "react";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { useLocalePath, useT } from "../../i18n/react.tsx";
import { bannerOf, InnerPage } from "../layout/InnerPage.tsx";
import { useJoinHref } from "../layout/Navbar.tsx";
import { LinkButtons, SectionIntro } from "../layout/Sections.tsx";
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
    <InnerPage {...bannerOf(t, "public.about")}>
      <PictureRow
        id="who-title"
        picture={{ src: "/images/about/studio.jpg", alt: t("public.about.studio.alt") }}
        eyebrow={t("public.about.who.eyebrow")}
        title={t("public.about.who.title")}
        lead={t("public.about.who.lead")}
      >
        <p>{t("public.about.who.text")}</p>
      </PictureRow>

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
            <SectionIntro id="how-title" eyebrow={t("public.about.how.eyebrow")} title={t("public.about.how.title")} />
          </div>
          <div className="how">
            <HowCard title={t("public.about.how.studios")} steps={STUDIO_STEPS} cta={{ href: join, label: t("public.about.how.hire") }} />
            <HowCard title={t("public.about.how.artists")} steps={ARTIST_STEPS} cta={{ href: join, label: t("public.about.how.apply") }} />
          </div>
        </div>
      </section>

      <PictureRow
        id="community-title"
        reverse
        picture={{ src: "/images/about/community.jpg", alt: t("public.about.community.alt") }}
        eyebrow={t("public.about.community.eyebrow")}
        title={t("public.about.community.title")}
        lead={t("public.about.community.lead")}
      >
        <ul className="check-list">
          <li>{t("public.about.community.free")}</li>
          <li>{t("public.about.community.checked")}</li>
          <li>{t("public.about.community.chat")}</li>
        </ul>
        <LinkButtons
          links={[
            { href: href("/artists"), label: t("public.about.community.meet") },
            { href: href("/contact-us"), label: t("public.about.community.contact") },
          ]}
        />
      </PictureRow>
    </InnerPage>
  );
}

interface PictureRowProps {
  id: string;
  /** Shipped at 1200 × 800. */
  picture: { src: string; alt: string };
  /** The picture on the right from 992 px (on the left otherwise). */
  reverse?: boolean;
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** A section whose text stands beside its picture (the picture first on a phone). */
function PictureRow({ id, picture, reverse = false, eyebrow, title, lead, children }: PictureRowProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className={reverse ? "container split split--reverse" : "container split"}>
        <div className="split__media">
          <ShippedPicture src={picture.src} alt={picture.alt} width={1200} height={800} loading="lazy" decoding="async" />
        </div>
        <div>
          <SectionIntro id={id} eyebrow={eyebrow} title={title} lead={lead} />
          {children}
        </div>
      </div>
    </section>
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
