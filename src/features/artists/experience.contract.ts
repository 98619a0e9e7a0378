// Without zod: the dashboards and the public profile label experience from here, and the console's chunks stay light.
import type { MessageKey } from "../../platform/i18n/messages/en.ts";

export const EXPERIENCE_VALUES = ["less than 1 year", "1-3years", "5-10years", "more than 10 years"] as const;
export type Experience = (typeof EXPERIENCE_VALUES)[number];

/**
 * The one scale every screen labels the values by: "Less than 1 Year", "1-5 Years", "6-10 Years", "Over 10 Years".
 * The application form's, where artists chose their value: it leaves no year out, where "1-3" and "5-10" skipped
 * the fourth.
 */
const EXPERIENCE_LABELS: Record<Experience, MessageKey> = {
  "less than 1 year": "common.experience.lessThan1",
  "1-3years": "common.experience.1to3",
  "5-10years": "common.experience.5to10",
  "more than 10 years": "common.experience.moreThan10",
};

/** The catalogue key of a stored experience value; null for a value of no scale. */
export const experienceKey = (value: string): MessageKey | null =>
  (EXPERIENCE_VALUES as readonly string[]).includes(value) ? EXPERIENCE_LABELS[value as Experience] : null;
