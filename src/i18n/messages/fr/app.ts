import type { Translation } from "../en.ts";
import type { appEn } from "../en/app.ts";

/** Messages françaises de `app.*`, clé pour clé celles de ../en/app.ts. */
export const appFr: Translation<typeof appEn> = {};
