import { experienceKey } from "../../src/features/artists/experience.contract.ts";
import type { Translate } from "../../src/platform/i18n/translate.ts";

/** An artist's experience in the language ("6-10 Years" / "6 à 10 ans"); an unknown value as stored. */
export const experienceLabel = (t: Translate, experience: string) => {
  const key = experienceKey(experience);
  return key ? t(key) : experience;
};
