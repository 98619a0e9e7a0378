import type { ArtistListItem } from "../../contracts/artists.ts";
import type { Service, Testimonial } from "../../contracts/catalog.ts";
import { HeroCarousel } from "../../../islands/public/HeroCarousel.tsx";
import { Award, Calendar, Heart, Shield, Users, Wallet } from "../../../islands/public/icons.tsx";
import { Testimonials } from "../../../islands/public/Testimonials.tsx";
import { TopArtists } from "../../../islands/public/TopArtists.tsx";
import { Island } from "../Island.tsx";
import { Document } from "../layout/Document.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";

/** Services shown on the home page; the full list is on /services. */
const HOME_SERVICES = 6;

/** Artists in the Top Artist slider: a slider of the whole roster made the page megabytes (issue #8). */
export const TOP_ARTISTS = 12;

/** TOP_ARTISTS artists spread evenly over the roster (not only the first names of the alphabet). */
export function topArtists(artists: ArtistListItem[]): ArtistListItem[] {
  if (artists.length <= TOP_ARTISTS) return artists;
  const step = artists.length / TOP_ARTISTS;
  return Array.from({ length: TOP_ARTISTS }, (_, i) => artists[Math.floor(i * step)]!);
}

/** SPEC §1 benefits for artists and for studios. */
export const ARTIST_BENEFITS = [
  { title: "Flexible hours", text: "Pick the classes, camps and contracts that fit your week." },
  { title: "Financial freedom", text: "Rates that value your training, paid on time." },
  { title: "Do what you love", text: "Spend your days teaching, choreographing and performing." },
];

export const STUDIO_BENEFITS = [
  { title: "Versatile roster", text: "Ballet to breakdance, acro to musical theatre, in one place." },
  { title: "Industry professionals", text: "Working dancers, choreographers and certified instructors." },
  { title: "References and background checked", text: "Every artist is vetted before the first booking." },
];

const WHY_POINTS = [
  { Icon: Shield, title: "Vetted, every time", text: "References and background checks for every artist before their first booking." },
  { Icon: Wallet, title: "Free for studios", text: "Post a booking at no cost and pay one invoice from your dashboard." },
  { Icon: Users, title: "Real people behind every booking", text: "Chat with our team about any booking, straight from your dashboard." },
  { Icon: Calendar, title: "Short notice or a whole season", text: "Supply cover for tomorrow, or a year-long contract for your program." },
];

interface HomePageProps {
  services: Service[];
  artists: ArtistListItem[];
  testimonials: Testimonial[];
}

/** SPEC §2 /: hero, mission, services, Top Artist, statistics, Why Choose Us, in that order. */
export function HomePage({ services, artists, testimonials }: HomePageProps) {
  return (
    <Document
      title="Dance educators for studios across Canada"
      description="DanceLink connects dance studios and clients with skilled, background-checked dance artists for supply teaching, workshops, camps, choreography and more."
      toaster={false}
    >
      <Island name="hero" component={HeroCarousel} props={{}} />

      <section className="section mission" aria-labelledby="mission-title">
        <div className="container">
          <div className="mission__text">
            <span className="eyebrow">Our Mission</span>
            <h2 id="mission-title">A supportive community for dance education</h2>
            <p className="lead">
              We are building a community where artists earn by sharing their passion for dance, and where studios and clients give their students high-quality
              dance training, with the right educator for every class.
            </p>
            <div className="button-row">
              <a className="btn btn--primary btn--lg" href="/signup">
                Join Now
              </a>
              <a className="btn btn--outline btn--lg" href="/signup">
                Hire Now
              </a>
            </div>
          </div>
          <div className="benefits">
            <BenefitCard title="For artists" Icon={Heart} items={ARTIST_BENEFITS} />
            <BenefitCard title="For studios" Icon={Award} items={STUDIO_BENEFITS} />
          </div>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="services-title">
        <div className="container">
          <div className="section__header">
            <div>
              <span className="eyebrow">What we offer</span>
              <h2 id="services-title">Our Services</h2>
              <p>From a single supply class to a year-long contract, we match your studio with the right artist.</p>
            </div>
            <a className="link-arrow" href="/services">
              All services <span aria-hidden="true">→</span>
            </a>
          </div>
          <ServiceGrid services={services.slice(0, HOME_SERVICES)} />
        </div>
      </section>

      <section className="section top-artists" aria-labelledby="top-artist-title">
        <div className="container">
          <Island name="top-artists" component={TopArtists} props={{ artists: topArtists(artists) }} />
        </div>
      </section>

      <section className="stats" aria-labelledby="stats-title">
        <img className="stats__bg" src="/images/stats-banner.jpg" alt="" width={1600} height={500} loading="lazy" decoding="async" />
        <div className="container">
          <span className="eyebrow">Since 2010</span>
          <h2 id="stats-title">Empowering dance educators</h2>
          <p className="stats__lead">For more than a decade we have connected studios with the artists who inspire their dancers.</p>
          <ul className="stats__list">
            <li className="stats__item">
              <span className="stats__value">2010</span>
              <span className="stats__label">Empowering dance educators since</span>
            </li>
            <li className="stats__item">
              <span className="stats__value">400+</span>
              <span className="stats__label">Studios served across Canada</span>
            </li>
            <li className="stats__item">
              <span className="stats__value">$1.5 million</span>
              <span className="stats__label">In income generated for artists</span>
            </li>
          </ul>
          <a className="btn btn--light btn--lg" href="/about">
            Know more about us
          </a>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="why-title">
        <div className="container">
          <div className="why">
            <div className="why__media">
              <img src="/images/why-choose-us.jpg" alt="A dancer in arabesque framed by a red arch" width={900} height={900} loading="lazy" decoding="async" />
            </div>
            <div>
              <span className="eyebrow">Why DanceLink</span>
              <h2 id="why-title">Why Choose Us</h2>
              <p className="lead">One agency for the whole dance community: studios find the right educator fast, and artists find work they love.</p>
              <ul className="why__points">
                {WHY_POINTS.map(({ Icon, title, text }) => (
                  <li key={title} className="why__point">
                    <span className="benefit-card__icon">
                      <Icon />
                    </span>
                    <div>
                      <h3>{title}</h3>
                      <p>{text}</p>
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

function BenefitCard({ title, Icon, items }: { title: string; Icon: typeof Heart; items: typeof ARTIST_BENEFITS }) {
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
            <strong>{b.title}.</strong> {b.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
