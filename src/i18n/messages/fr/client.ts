import type { Translation } from "../en.ts";
import type { clientEn } from "../en/client.ts";

/** Messages françaises de `client.*`, clé pour clé celles de ../en/client.ts. */
export const clientFr: Translation<typeof clientEn> = {};
