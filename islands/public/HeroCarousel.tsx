import { useEffect, useState } from "react";
import type { MessageKey } from "../../src/platform/i18n/messages/en.ts";
import { useLocalePath, useT } from "../../src/platform/i18n/react.tsx";
import { HeroPicture, type HeroPictureName } from "./HeroPicture.tsx";

export type ViewMode = "ARTIST" | "CLIENT";

interface Slide {
  mode: ViewMode;
  /** Its picture; its words are the catalogue's `public.hero.<picture>.*` (SPEC §2: the English headline of each view, exactly). */
  picture: HeroPictureName;
  /** Where its second button leads (the first signs up). */
  secondaryHref: string;
}

export const HERO_SLIDES: readonly Slide[] = [
  { mode: "ARTIST", picture: "artist", secondaryHref: "/about" },
  { mode: "CLIENT", picture: "client", secondaryHref: "/artists" },
];

/** The message key of one of a slide's words. */
const wordsOf = (slide: Slide, part: "alt" | "headline" | "lead" | "cta" | "secondary") => `public.hero.${slide.picture}.${part}` as const;

const MODE_LABEL: Record<ViewMode, MessageKey> = { ARTIST: "public.hero.mode.ARTIST", CLIENT: "public.hero.mode.CLIENT" };

/** How long a slide shows before the next one. */
export const HERO_INTERVAL_MS = 7000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Whether the user asked for less motion, followed live. The page as sent assumes not (its pause button in place,
 * hidden by hero.css under reduced motion): a button appearing after the first paint would move the hero's text.
 * The carousel moves only once hydrated, when this has read the real answer.
 */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const follow = () => setReduced(query.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return reduced;
}

/**
 * SPEC §2 home section 1: a two-slide fading carousel whose slides are the two
 * points of view; the View As toggle (ARTIST by default) and the dots fade between
 * them. It advances by itself every `intervalMs` unless the pointer is
 * over it, focus is inside it, the visitor paused it, or they prefer reduced
 * motion (then it never moves by itself; until hydrated it does not either).
 * `joinHref`: where a signed-in user's call to action leads instead of signing up (its dashboard).
 */
export function HeroCarousel({ intervalMs = HERO_INTERVAL_MS, joinHref }: { intervalMs?: number; joinHref?: string }) {
  const t = useT();
  const href = useLocalePath();
  const [mode, setMode] = useState<ViewMode>("ARTIST");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  // The page as sent shows the first slide's picture alone: the others wait for the island, not to take the first one's bandwidth.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !reducedMotion && !paused && !hovered && !focused;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setMode((current) => HERO_SLIDES[(HERO_SLIDES.findIndex((s) => s.mode === current) + 1) % HERO_SLIDES.length]!.mode),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [playing, intervalMs]);
  const active = HERO_SLIDES.find((s) => s.mode === mode)!;
  return (
    <section
      className="hero"
      aria-roledescription={t("common.carousel")}
      aria-label={t("public.hero.label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      <ul className="hero__slides">
        {HERO_SLIDES.map((slide, i) => (
          <li
            key={slide.mode}
            className={slide.mode === mode ? "hero__slide is-active" : "hero__slide"}
            aria-roledescription={t("common.carousel.slide")}
            aria-label={t("common.carousel.position", { index: i + 1, count: HERO_SLIDES.length })}
            aria-hidden={slide.mode !== mode}
          >
            {(hydrated || slide.mode === mode) && <HeroPicture name={slide.picture} alt={t(wordsOf(slide, "alt"))} priority={i === 0} />}
          </li>
        ))}
      </ul>
      <div className="container">
        <div className="hero__content">
          {/* biome-ignore lint/a11y/useSemanticElements: a toggle of two buttons; a fieldset would add a border and a legend */}
          <div className="view-as" role="group" aria-label={t("public.hero.viewAsLabel")}>
            <span className="view-as__label" aria-hidden="true">
              {t("public.hero.viewAs")}
            </span>
            {HERO_SLIDES.map((slide) => (
              <button key={slide.mode} type="button" className="view-as__option" aria-pressed={slide.mode === mode} onClick={() => setMode(slide.mode)}>
                {t(MODE_LABEL[slide.mode])}
              </button>
            ))}
          </div>
          <div className="hero__text">
            {/* Announced when the visitor changes the slide, not every few seconds while it plays. */}
            <div aria-live={playing ? "off" : "polite"}>
              <h1 className="hero__title">{t(wordsOf(active, "headline"))}</h1>
              <p className="hero__lead">{t(wordsOf(active, "lead"))}</p>
            </div>
            {/* The other slides' words, unseen in the same cell: the box is as tall as the tallest slide's, so nothing
                below moves when the slides change (a longer headline took a line more: CLS 0.17 on phones). */}
            {HERO_SLIDES.filter((slide) => slide !== active).map((slide) => (
              <div key={slide.mode} className="hero__text-sizer" aria-hidden="true">
                <p className="hero__title">{t(wordsOf(slide, "headline"))}</p>
                <p className="hero__lead">{t(wordsOf(slide, "lead"))}</p>
              </div>
            ))}
          </div>
          <div className="button-row">
            <a className="btn btn--primary btn--lg" href={joinHref ?? href("/signup")}>
              {t(wordsOf(active, "cta"))}
            </a>
            <a className="btn btn--ghost-light btn--lg" href={href(active.secondaryHref)}>
              {t(wordsOf(active, "secondary"))}
            </a>
          </div>
          <div className="hero__controls">
            {/* biome-ignore lint/a11y/useSemanticElements: a row of slide pickers; a fieldset would add a border and a legend */}
            <div className="hero__dots" role="group" aria-label={t("public.hero.slides")}>
              {HERO_SLIDES.map((slide, i) => (
                <button
                  key={slide.mode}
                  type="button"
                  className={slide.mode === mode ? "hero__dot is-active" : "hero__dot"}
                  aria-label={t("public.hero.showSlide", { index: i + 1, count: HERO_SLIDES.length, mode: t(MODE_LABEL[slide.mode]) })}
                  aria-current={slide.mode === mode}
                  onClick={() => setMode(slide.mode)}
                />
              ))}
            </div>
            {!reducedMotion && (
              <button type="button" className="hero__pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
                {t("public.hero.pause")}
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
