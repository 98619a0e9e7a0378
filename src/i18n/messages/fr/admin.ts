import type { Translation } from "../en.ts";
import type { adminEn } from "../en/admin.ts";

/** Messages françaises de `admin.*`, clé pour clé celles de ../en/admin.ts. */
export const adminFr: Translation<typeof adminEn> = {};
