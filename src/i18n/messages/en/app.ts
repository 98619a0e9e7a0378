/** English messages of `app.*`; the French twin is ../fr/app.ts (src/i18n/messages/en.ts assembles the catalogue). */
export const appEn = {} as const;
