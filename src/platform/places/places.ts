import { type Province, provinceOfPostalCode } from "../contract/places.ts";
import shipped from "./canadian-places.json";

/**
 * Canadian places and distances (the ground of the booking rules' travel check): the
 * places of GeoNames' cities1000 with their coordinates, shipped in
 * canadian-places.json (scripts/canadian-places.ts writes it), and a province from an
 * address as people write them (from a postal code alone: src/platform/contract/places.ts). Pure: no database, no network.
 * Postal codes give a province only: no open source of forward sortation areas'
 * coordinates ships in a package, so places are found by city name.
 */

export interface Place {
  name: string;
  province: Province;
  latitude: number;
  longitude: number;
}

/** A postal code inside an address ("H2X 1Y4", "m5v2t6"): a first letter that names a province, then the usual pattern. */
const POSTAL_CODE_IN_TEXT = /\b[ABCEGHJ-NPRSTVXY]\d[A-Z][ -]?\d[A-Z]\d\b/gi;

/** How each province is written at the end of an address, in English and French, in full or abbreviated (after `placeKey`). */
const PROVINCE_WORDS: Record<Province, string[]> = {
  AB: ["alberta", "alta", "ab"],
  BC: ["british columbia", "colombie britannique", "bc", "c b"],
  MB: ["manitoba", "man", "mb"],
  NB: ["new brunswick", "nouveau brunswick", "nb", "n b"],
  NL: ["newfoundland and labrador", "newfoundland", "terre neuve et labrador", "terre neuve", "nfld", "nl", "t n l"],
  NS: ["nova scotia", "nouvelle ecosse", "ns", "n e"],
  NT: ["northwest territories", "territoires du nord ouest", "nwt", "nt", "t n o"],
  NU: ["nunavut", "nu"],
  ON: ["ontario", "ont", "on"],
  PE: ["prince edward island", "ile du prince edouard", "pei", "p e i", "pe", "i p e"],
  QC: ["quebec", "que", "qc", "pq"],
  SK: ["saskatchewan", "sask", "sk"],
  YT: ["yukon", "yukon territory", "yt"],
};

/** Longest words first, so "terre neuve et labrador" wins over "labrador"'s absence and "n b" over nothing. */
const PROVINCE_ENDINGS = (Object.entries(PROVINCE_WORDS) as [Province, string[]][])
  .flatMap(([province, words]) => words.map((words) => ({ province, words })))
  .sort((a, b) => b.words.length - a.words.length);

/**
 * The province an address names: its postal code's (the last one written), else a
 * province written at the end of its last part ("…, Toronto, ON", "Montréal (Québec)",
 * "…, Halifax, Nova Scotia, Canada"). A province's name elsewhere (rue Ontario in
 * Montréal) names nothing: null, and the studio is asked.
 */
export function provinceOfAddress(address: string): Province | null {
  const postalCodes = address.match(POSTAL_CODE_IN_TEXT);
  if (postalCodes) return provinceOfPostalCode(postalCodes[postalCodes.length - 1]!);
  const parts = address
    .split(/[,;\n]/)
    .map(placeKey)
    .filter((part) => part !== "" && part !== "canada" && part !== "ca");
  const last = parts[parts.length - 1];
  if (!last) return null;
  const ending = PROVINCE_ENDINGS.find(({ words }) => last === words || last.endsWith(` ${words}`));
  return ending?.province ?? null;
}

/** Words that shorten a place's name, as people write them: "St. John's" is "Saint John's", "Ste-Foy" "Sainte-Foy". */
const SHORT_WORDS: Record<string, string> = { st: "saint", ste: "sainte", mt: "mount", ft: "fort" };

/**
 * A place's name as compared: without accents, case, apostrophes, dots or hyphens,
 * and with its short words spelled out ("Montréal" = "montreal", "St. John's" = "saint johns").
 */
export function placeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map((word) => SHORT_WORDS[word] ?? word)
    .join(" ");
}

type ShippedPlace = [string, Province, number, number, number];

/** Each name's places, the most populous first: a name alone means the largest place of that name. */
const PLACES_BY_KEY = (() => {
  const byKey = new Map<string, (Place & { population: number })[]>();
  for (const [name, province, latitude, longitude, population] of shipped.places as ShippedPlace[]) {
    const key = placeKey(name);
    byKey.set(key, [...(byKey.get(key) ?? []), { name, province, latitude, longitude, population }]);
  }
  for (const places of byKey.values()) places.sort((a, b) => b.population - a.population);
  return byKey;
})();

/**
 * The shipped place a city's name names, in `province` when it is known (else the
 * most populous of that name), or null. "Quebec City" is found as "Québec".
 */
export function findPlace(city: string | null | undefined, province?: Province | null): Place | null {
  if (!city) return null;
  const key = placeKey(city);
  const candidates = PLACES_BY_KEY.get(key) ?? (key.endsWith(" city") ? PLACES_BY_KEY.get(key.slice(0, -" city".length)) : undefined) ?? [];
  const found = candidates.find((place) => !province || place.province === province);
  return found ? { name: found.name, province: found.province, latitude: found.latitude, longitude: found.longitude } : null;
}

/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places in km (haversine). */
export function distanceKm(a: Pick<Place, "latitude" | "longitude">, b: Pick<Place, "latitude" | "longitude">): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where an artist lives and how far it travels (null when it did not say). */
export interface ArtistReach {
  city: string | null;
  province: Province | null;
  travelKm: number | null;
}

/** Where a job is: its city, and its province when known (else its postal code's). */
export interface JobPlace {
  city: string;
  province?: Province | null;
  postalCode: string;
}

/**
 * Whether a job is within the artist's reach: true when either place is unknown (not
 * in the shipped table, or not given), when the artist did not say how far it travels,
 * or when the distance is at most its travel distance.
 */
export function reachesPlace(artist: ArtistReach, job: JobPlace): boolean {
  if (artist.travelKm === null) return true;
  const home = findPlace(artist.city, artist.province);
  const work = findPlace(job.city, job.province ?? provinceOfPostalCode(job.postalCode));
  if (!home || !work) return true;
  return distanceKm(home, work) <= artist.travelKm;
}
