/** English messages of `admin.*`; the French twin is ../fr/admin.ts (src/i18n/messages/en.ts assembles the catalogue). */
export const adminEn = {} as const;
