import type { Translation } from "../en.ts";
import type { artistEn } from "../en/artist.ts";

/** Messages françaises de `artist.*`, clé pour clé celles de ../en/artist.ts. */
export const artistFr: Translation<typeof artistEn> = {};
