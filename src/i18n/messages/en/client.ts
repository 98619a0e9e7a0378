/** English messages of `client.*`; the French twin is ../fr/client.ts (src/i18n/messages/en.ts assembles the catalogue). */
export const clientEn = {} as const;
