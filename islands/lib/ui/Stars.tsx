import type { CSSProperties } from "react";
import { formatRating } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";

interface StarsProps {
  /** 1 to 5, an average with decimals or one review's whole stars. */
  rating: number;
  /** The reviews averaged: said with the rating ("4.5 out of 5, 12 reviews"); absent for one review's stars. */
  reviewCount?: number;
  /** Show the average beside the stars ("4.5"). */
  showValue?: boolean;
}

/**
 * A rating as five stars filled to the value, one image for a screen
 * reader named "4.5 out of 5, 12 reviews": the profile, the roster's cards, the
 * dashboards' reviews. Server-rendered or in an island alike; no script.
 */
export function Stars({ rating, reviewCount, showValue = false }: StarsProps) {
  const t = useT();
  const value = formatRating(useLocale(), rating);
  const label = reviewCount === undefined ? t("common.stars.rating", { rating: value }) : t("common.stars.label", { rating: value, count: reviewCount });
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__icons" aria-hidden="true" style={{ "--stars-filled": `${(rating / 5) * 100}%` } as CSSProperties}>
        ★★★★★
      </span>
      {showValue && (
        <span className="stars__value" aria-hidden="true">
          {value}
        </span>
      )}
    </span>
  );
}
