import type { ArtistListItem } from "../../artists/index.ts";
import type { Service, Testimonial } from "../catalog.contract.ts";
import { HeroCarousel } from "../../../../islands/public/HeroCarousel.tsx";
import { SectionHeader } from "../../../../islands/public/SectionHeader.tsx";
import { Award, Calendar, Heart, Shield, Users, Wallet } from "../../../../islands/public/icons.tsx";
import { Testimonials } from "../../../../islands/public/Testimonials.tsx";
import { TopArtists } from "../../../../islands/public/TopArtists.tsx";
import type { MessageKey } from "../../../platform/i18n/messages/en.ts";
import { useLocalePath, useT } from "../../../platform/i18n/react.tsx";
import { usePage } from "../../../../islands/lib/page/context.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { Document } from "../../../platform/pages/layout/Document.tsx";
import { useJoinHref } from "../../../platform/pages/layout/Navbar.tsx";
import { LinkButtons, SectionIntro } from "../../../platform/pages/layout/Sections.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";
import { ShippedPicture } from "../../../../islands/public/ShippedPicture.tsx";

interface Point {
  title: MessageKey;
  text: MessageKey;
}

/** Services shown on the home page; the full list is on /services. */
const HOME_SERVICES = 6;

/** Artists in the Top Artist slider: a slider of the whole roster made the page megabytes. */
export const TOP_ARTISTS = 12;

/** TOP_ARTISTS artists spread evenly over the roster (not only the first names of the alphabet). */
export function topArtists(artists: ArtistListItem[]): ArtistListItem[] {
  if (artists.length <= TOP_ARTISTS) return artists;
  const step = artists.length / TOP_ARTISTS;
  return Array.from({ length: TOP_ARTISTS }, (_, i) => artists[Math.floor(i * step)]!);
}

/** SPEC §1 benefits for artists and for studios (message keys). */
export const ARTIST_BENEFITS = [
  { title: "public.home.benefit.flexible.title", text: "public.home.benefit.flexible.text" },
  { title: "public.home.benefit.financial.title", text: "public.home.benefit.financial.text" },
  { title: "public.home.benefit.love.title", text: "public.home.benefit.love.text" },
] as const satisfies readonly Point[];

export const STUDIO_BENEFITS = [
  { title: "public.home.benefit.roster.title", text: "public.home.benefit.roster.text" },
  { title: "public.home.benefit.pros.title", text: "public.home.benefit.pros.text" },
  { title: "public.home.benefit.checked.title", text: "public.home.benefit.checked.text" },
] as const satisfies readonly Point[];

const WHY_POINTS = [
  { Icon: Shield, title: "public.home.why.vetted.title", text: "public.home.why.vetted.text" },
  { Icon: Wallet, title: "public.home.why.free.title", text: "public.home.why.free.text" },
  { Icon: Users, title: "public.home.why.people.title", text: "public.home.why.people.text" },
  { Icon: Calendar, title: "public.home.why.notice.title", text: "public.home.why.notice.text" },
] as const satisfies readonly (Point & { Icon: typeof Shield })[];

interface HomePageProps {
  services: Service[];
  artists: ArtistListItem[];
  testimonials: Testimonial[];
}

/** SPEC §2 /: hero, mission, services, Top Artist, statistics, Why Choose Us, in that order. */
/** The agency as search engines describe it (schema.org Organization). */
function useOrganization() {
  const t = useT();
  const { siteUrl } = usePage();
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: t("common.brand"),
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo-mail.png`,
    description: t("public.home.description"),
    areaServed: "CA",
  };
}

export function HomePage({ services, artists, testimonials }: HomePageProps) {
  const t = useT();
  const href = useLocalePath();
  const join = useJoinHref();
  const { user } = usePage();
  return (
    <Document title={t("public.home.title")} description={t("public.home.description")} structuredData={useOrganization()}>
      <Island name="hero" component={HeroCarousel} props={user ? { joinHref: join } : {}} />

      <section className="section mission" aria-labelledby="mission-title">
        <div className="container">
          <div className="mission__text">
            <SectionIntro
              id="mission-title"
              eyebrow={t("public.home.mission.eyebrow")}
              title={t("public.home.mission.title")}
              lead={t("public.home.mission.text")}
            />
            <LinkButtons
              large
              links={[
                { href: join, label: t("public.home.joinNow") },
                { href: join, label: t("public.home.hireNow") },
              ]}
            />
          </div>
          <div className="benefits">
            <BenefitCard title={t("public.home.forArtists")} Icon={Heart} items={ARTIST_BENEFITS} />
            <BenefitCard title={t("public.home.forStudios")} Icon={Award} items={STUDIO_BENEFITS} />
          </div>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="services-title">
        <div className="container">
          <SectionHeader id="services-title" messages="public.home.services">
            <a className="link-arrow" href={href("/services")}>
              {t("public.home.services.all")} <span aria-hidden="true">→</span>
            </a>
          </SectionHeader>
          <ServiceGrid services={services.slice(0, HOME_SERVICES)} />
        </div>
      </section>

      <section className="section top-artists" aria-labelledby="top-artist-title">
        <div className="container">
          <Island name="top-artists" component={TopArtists} props={{ artists: topArtists(artists) }} />
        </div>
      </section>

      <section className="stats" aria-labelledby="stats-title">
        <ShippedPicture className="stats__bg" src="/images/stats-banner.jpg" alt="" width={1600} height={500} loading="lazy" decoding="async" />
        <div className="container">
          <span className="eyebrow">{t("public.home.stats.eyebrow")}</span>
          <h2 id="stats-title">{t("public.home.stats.title")}</h2>
          <p className="stats__lead">{t("public.home.stats.lead")}</p>
          <ul className="stats__list">
            <li className="stats__item">
              <span className="stats__value">2010</span>
              <span className="stats__label">{t("public.home.stats.since")}</span>
            </li>
            <li className="stats__item">
              <span className="stats__value">{t("public.home.stats.studiosValue")}</span>
              <span className="stats__label">{t("public.home.stats.studios")}</span>
            </li>
            <li className="stats__item">
              <span className="stats__value">{t("public.home.stats.incomeValue")}</span>
              <span className="stats__label">{t("public.home.stats.income")}</span>
            </li>
          </ul>
          <a className="btn btn--light btn--lg" href={href("/about")}>
            {t("public.home.stats.more")}
          </a>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="why-title">
        <div className="container">
          <div className="why">
            <div className="why__media">
              <ShippedPicture src="/images/why-choose-us.jpg" alt={t("public.home.why.alt")} width={900} height={900} loading="lazy" decoding="async" />
            </div>
            <div>
              <SectionIntro id="why-title" eyebrow={t("public.home.why.eyebrow")} title={t("public.home.why.title")} lead={t("public.home.why.lead")} />
              <ul className="why__points">
                {WHY_POINTS.map(({ Icon, title, text }) => (
                  <li key={title} className="why__point">
                    <span className="benefit-card__icon">
                      <Icon />
                    </span>
                    <div>
                      <h3>{t(title)}</h3>
                      <p>{t(text)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <Island name="testimonials" component={Testimonials} props={{ testimonials }} />
        </div>
      </section>
    </Document>
  );
}

function BenefitCard({ title, Icon, items }: { title: string; Icon: typeof Heart; items: readonly Point[] }) {
  const t = useT();
  return (
    <div className="benefit-card">
      <h3>
        <span className="benefit-card__icon">
          <Icon />
        </span>
        {title}
      </h3>
      <ul className="check-list">
        {items.map((b) => (
          <li key={b.title}>
            <strong>{t(b.title)}.</strong> {t(b.text)}
          </li>
        ))}
      </ul>
    </div>
  );
}
