import type { Experience } from "../../src/features/artists/artists.contract.ts";
import type { MessageKey } from "../../src/platform/i18n/messages/en.ts";
import type { Translate } from "../../src/platform/i18n/translate.ts";

const EXPERIENCE_KEYS: Record<Experience, MessageKey> = {
  "less than 1 year": "common.experience.lessThan1",
  "1-3years": "common.experience.1to3",
  "5-10years": "common.experience.5to10",
  "more than 10 years": "common.experience.moreThan10",
};

/** An artist's experience in the language ("5-10 Years" / "5 à 10 ans"); an unknown value as stored. */
export const experienceLabel = (t: Translate, experience: string) => {
  const key = EXPERIENCE_KEYS[experience as Experience];
  return key ? t(key) : experience;
};
