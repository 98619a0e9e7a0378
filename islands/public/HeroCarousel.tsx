import { useState } from "react";

export type ViewMode = "ARTIST" | "CLIENT";

interface Slide {
  mode: ViewMode;
  image: string;
  alt: string;
  /** SPEC §2: the headline of each view, exactly. */
  headline: string;
  lead: string;
  cta: { href: string; label: string };
  secondary: { href: string; label: string };
}

export const HERO_SLIDES: readonly Slide[] = [
  {
    mode: "ARTIST",
    image: "/images/hero/artist.jpg",
    alt: "A dancer leaping across a stage lit in red",
    headline: "Earn Effortlessly As An Artist",
    lead: "Teach, choreograph and perform in studios across Canada. Set your own hours and get paid for doing what you love.",
    cta: { href: "/signup", label: "Join as an artist" },
    secondary: { href: "/about", label: "How it works" },
  },
  {
    mode: "CLIENT",
    image: "/images/hero/client.jpg",
    alt: "Dancers at the barre in a sunlit studio",
    headline: "Hire Skilled Artists",
    lead: "Book vetted dance educators for supply teaching, workshops, camps and choreography. Free for studios.",
    cta: { href: "/signup", label: "Hire an artist" },
    secondary: { href: "/artists", label: "Browse the roster" },
  },
];

/**
 * SPEC §2 home section 1: a two-slide fading carousel whose slides are the two
 * points of view; the View As toggle (ARTIST by default) fades between them.
 */
export function HeroCarousel() {
  const [mode, setMode] = useState<ViewMode>("ARTIST");
  const active = HERO_SLIDES.find((s) => s.mode === mode)!;
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Welcome to DanceLink">
      <ul className="hero__slides">
        {HERO_SLIDES.map((slide, i) => (
          <li
            key={slide.mode}
            className={slide.mode === mode ? "hero__slide is-active" : "hero__slide"}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${HERO_SLIDES.length}`}
            aria-hidden={slide.mode !== mode}
          >
            <img src={slide.image} alt={slide.alt} width={1600} height={700} fetchPriority={i === 0 ? "high" : "low"} decoding="async" />
          </li>
        ))}
      </ul>
      <div className="container">
        <div className="hero__content">
          {/* biome-ignore lint/a11y/useSemanticElements: a toggle of two buttons; a fieldset would add a border and a legend */}
          <div className="view-as" role="group" aria-label="View as">
            <span className="view-as__label" aria-hidden="true">
              View As
            </span>
            {HERO_SLIDES.map((slide) => (
              <button key={slide.mode} type="button" className="view-as__option" aria-pressed={slide.mode === mode} onClick={() => setMode(slide.mode)}>
                {slide.mode}
              </button>
            ))}
          </div>
          <div aria-live="polite">
            <h1 className="hero__title">{active.headline}</h1>
            <p className="hero__lead">{active.lead}</p>
          </div>
          <div className="button-row">
            <a className="btn btn--primary btn--lg" href={active.cta.href}>
              {active.cta.label}
            </a>
            <a className="btn btn--ghost-light btn--lg" href={active.secondary.href}>
              {active.secondary.label}
            </a>
          </div>
          <div className="hero__dots" aria-hidden="true">
            {HERO_SLIDES.map((slide) => (
              <span key={slide.mode} className={slide.mode === mode ? "is-active" : undefined} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
