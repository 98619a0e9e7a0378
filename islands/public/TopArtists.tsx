import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Swiper as SwiperInstance, SwiperOptions } from "swiper/types";
import type { ArtistListItem } from "../../src/features/artists/artists.contract.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { ArtistCard } from "./ArtistCard.tsx";
import { ArrowLeft, ArrowRight } from "./icons.tsx";
import { SectionHeader } from "./SectionHeader.tsx";

/** SPEC §9: 20 px gap; 1 slide per view, 2 from 576 px, 3 from 768 px, 4 from 992 px. */
export const TOP_ARTIST_SWIPER: SwiperOptions = {
  slidesPerView: 1,
  spaceBetween: 20,
  breakpoints: {
    576: { slidesPerView: 2 },
    768: { slidesPerView: 3 },
    992: { slidesPerView: 4 },
  },
};

/**
 * SPEC §2 home section 4: the Top Artist slider with previous and next arrows.
 * The server renders the slides laid out as swiper will lay them out (app.css),
 * and swiper itself loads only when the slider comes near the screen (or an
 * arrow is pressed), which keeps it out of the page's first download.
 */
export function TopArtists({ artists }: { artists: ArtistListItem[] }) {
  const t = useT();
  const locale = useLocale();
  const rootRef = useRef<HTMLElement>(null);
  const swiperRef = useRef<Promise<SwiperInstance> | null>(null);
  const [edges, setEdges] = useState({ start: true, end: artists.length <= 1 });

  function start(): Promise<SwiperInstance> {
    swiperRef.current ??= import("swiper").then(({ Swiper }) => {
      const el = rootRef.current!;
      const sync = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
      return new Swiper(el, {
        ...TOP_ARTIST_SWIPER,
        on: { init: sync, slideChange: sync, resize: sync, lock: sync, unlock: sync },
      });
    });
    return swiperRef.current;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: start() is stable in effect (it only loads swiper once); the observer is set up once per list
  useEffect(() => {
    const el = rootRef.current;
    if (!el || artists.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void start();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      void swiperRef.current?.then((s) => s.destroy(true, true));
    };
  }, [artists.length]);

  /** Keyboard users tab through the cards: bring a focused card into view the swiper way. */
  async function onFocus(index: number) {
    const el = rootRef.current;
    if (el) el.scrollLeft = 0;
    const swiper = await start();
    const perView = Number(swiper.params.slidesPerView) || 1;
    if (index < swiper.activeIndex || index >= swiper.activeIndex + perView) swiper.slideTo(index);
  }

  return (
    <>
      <SectionHeader id="top-artist-title" messages="public.topArtists">
        {artists.length > 0 && (
          <div className="slider-nav">
            <SlideArrow label={t("public.topArtists.previous")} atEdge={edges.start} onPress={() => void start().then((s) => s.slidePrev())}>
              <ArrowLeft />
            </SlideArrow>
            <SlideArrow label={t("public.topArtists.next")} atEdge={edges.end} onPress={() => void start().then((s) => s.slideNext())}>
              <ArrowRight />
            </SlideArrow>
          </div>
        )}
      </SectionHeader>
      {artists.length === 0 ? (
        <p className="empty">{t("public.artists.empty")}</p>
      ) : (
        <section className="swiper" ref={rootRef} aria-roledescription={t("common.carousel")} aria-labelledby="top-artist-title">
          <div className="swiper-wrapper" id="top-artist-slides">
            {artists.map((artist, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group with a roledescription
              <div
                key={artist.id}
                className="swiper-slide"
                role="group"
                aria-roledescription={t("common.carousel.slide")}
                aria-label={t("common.carousel.position", { index: i + 1, count: artists.length })}
                onFocus={() => void onFocus(i)}
              >
                <ArtistCard artist={artist} />
              </div>
            ))}
          </div>
        </section>
      )}
      <div className="top-artists__footer">
        <a className="btn btn--outline" href={localizePath(locale, "/artists")}>
          {t("public.topArtists.all")}
        </a>
      </div>
    </>
  );
}

/** One of the slider's arrows, disabled when the slides are at its end. */
function SlideArrow({ label, atEdge, onPress, children }: { label: string; atEdge: boolean; onPress(): void; children: ReactNode }) {
  return (
    <button type="button" className="icon-btn" aria-label={label} aria-controls="top-artist-slides" disabled={atEdge} onClick={onPress}>
      {children}
    </button>
  );
}
