import { useState } from "react";
import type { Testimonial } from "../../src/features/catalogue/catalog.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { ArrowLeft, ArrowRight, Star } from "./icons.tsx";
import { ShippedPicture } from "./ShippedPicture.tsx";

export const MAX_STARS = 5;

/** The rating as stars: `rating` filled out of five. */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={t("public.testimonials.rating", { rating: filled, max: MAX_STARS })}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars, never reordered
        <Star key={i} className={i < filled ? "is-filled" : "is-empty"} />
      ))}
    </span>
  );
}

/** Index after a step of ±1 that wraps at both ends (SPEC §4). */
export const wrapIndex = (index: number, step: 1 | -1, length: number) => (index + step + length) % length;

/**
 * SPEC §2 home section 6: one testimonial at a time; previous from the first
 * goes to the last and next from the last goes back to the first.
 */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = testimonials[index];
  const count = testimonials.length;
  const step = (by: 1 | -1) => setIndex((i) => wrapIndex(i, by, count));
  return (
    <section className="testimonials" aria-roledescription={t("common.carousel")} aria-labelledby="testimonials-title">
      <div className="testimonials__header">
        <div>
          <span className="eyebrow">{t("public.testimonials.eyebrow")}</span>
          <h3 id="testimonials-title">{t("public.testimonials.title")}</h3>
        </div>
        {count > 1 && (
          <div className="testimonials__controls">
            <button type="button" className="icon-btn" aria-label={t("public.testimonials.previous")} onClick={() => step(-1)}>
              <ArrowLeft />
            </button>
            <span className="testimonials__count" aria-hidden="true">
              {index + 1} / {count}
            </span>
            <button type="button" className="icon-btn" aria-label={t("public.testimonials.next")} onClick={() => step(1)}>
              <ArrowRight />
            </button>
          </div>
        )}
      </div>
      {current ? (
        <figure
          className="testimonial"
          aria-roledescription={t("common.carousel.slide")}
          aria-label={t("common.carousel.position", { index: index + 1, count })}
          aria-live="polite"
        >
          <Stars rating={current.rating} />
          <blockquote className="testimonial__quote">
            <p>{current.description}</p>
          </blockquote>
          <figcaption className="testimonial__person">
            <ShippedPicture
              className="testimonial__avatar"
              src={current.image}
              alt={t("public.testimonials.portrait", { name: current.name })}
              width={60}
              height={60}
              loading="lazy"
            />
            <span>
              <cite className="testimonial__name">{current.name}</cite>
              <span className="testimonial__role">{current.degination}</span>
            </span>
          </figcaption>
        </figure>
      ) : (
        <p className="empty">{t("public.testimonials.empty")}</p>
      )}
    </section>
  );
}
