import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

/** PUT /api/auth/locale: the signed-in user's language (issue 18). */
export const localeSchema = z.object({ locale: z.enum(LOCALES, { error: "locale must be en or fr" }) });
export type LocaleInput = z.infer<typeof localeSchema>;
