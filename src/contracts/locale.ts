import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { choiceMessage } from "./fields.ts";

/** PUT /api/auth/locale: the signed-in user's language. */
export const localeSchema = z.object({ locale: z.enum(LOCALES, { error: choiceMessage("locale", LOCALES) }) });
export type LocaleInput = z.infer<typeof localeSchema>;
