// Data and types only, without zod: the public roster island imports them (the schema is `provinceSchema` in ./fields.ts).

/** Canadian provinces and territories: where an artist lives, by its postal code. */
export const PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"] as const;
export type Province = (typeof PROVINCES)[number];

/** How far an artist travels for a job, in km: a day's drive at most. */
export const MAX_TRAVEL_KM = 1000;

/** Where an artist lives and how far they travel; null for artists who applied before artists had a place. */
export interface ArtistPlace {
  city: string | null;
  province: Province | null;
  travelKm: number | null;
}
