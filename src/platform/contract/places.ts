// Data, types and pure rules, without zod: the islands import them (the schema is `provinceSchema` in ./fields.ts).

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

/** The province a Canadian postal code's first letter names (X: Nunavut's X0A–X0C, else the Northwest Territories). */
export function provinceOfPostalCode(postalCode: string): Province | null {
  const code = postalCode.trim().toUpperCase();
  if (/^X0[ABC]/.test(code)) return "NU";
  return PROVINCE_OF_LETTER[code[0] ?? ""] ?? null;
}

const PROVINCE_OF_LETTER: Record<string, Province> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};
