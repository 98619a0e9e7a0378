/** English messages of `artist.*`; the French twin is ../fr/artist.ts (src/i18n/messages/en.ts assembles the catalogue). */
export const artistEn = {} as const;
