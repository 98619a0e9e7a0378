import { z } from "zod";
import { LOCALES } from "../../platform/i18n/locales.ts";
import { choiceMessage } from "../../platform/contract/fields.ts";

/** A language of the product, as the API takes it. */
export const localeField = z.enum(LOCALES, { error: choiceMessage("locale", LOCALES) });

/** PUT /api/auth/locale: the signed-in user's language. */
export const localeSchema = z.object({ locale: localeField });
export type LocaleInput = z.infer<typeof localeSchema>;
