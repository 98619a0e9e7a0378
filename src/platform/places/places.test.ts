import { describe, expect, test } from "bun:test";
import { provinceOfPostalCode } from "../contract/places.ts";
import { distanceKm, findPlace, placeKey, provinceOfAddress, reachesPlace } from "./places.ts";

const place = (city: string, province?: Parameters<typeof findPlace>[1]) => {
  const found = findPlace(city, province);
  if (!found) throw new Error(`${city} is not in the shipped table`);
  return found;
};

describe("the shipped table of Canadian places", () => {
  test("a city is found whatever its accents, case, dots, apostrophes and hyphens", () => {
    expect(place("Montreal")).toEqual(place("Montréal"));
    expect(place("MONTRÉAL").name).toBe("Montréal");
    expect(place("St. John's").name).toBe("St. John's");
    expect(place("Saint John's").name).toBe("St. John's");
    expect(place("st johns").province).toBe("NL");
    expect(place("Trois Rivieres").name).toBe("Trois-Rivières");
    expect(place("Quebec City").name).toBe("Québec");
    expect(placeKey("Ste-Foy")).toBe("sainte foy");
  });

  test("Saint John (New Brunswick) and St. John's (Newfoundland) stay two places", () => {
    expect(place("Saint John").province).toBe("NB");
    expect(place("St. John's").province).toBe("NL");
  });

  test("a name in several provinces is the one of the province given, else the most populous", () => {
    expect(place("Richmond", "QC").province).toBe("QC");
    expect(place("Richmond", "BC").province).toBe("BC");
    expect(place("Richmond").province).toBe("BC");
    expect(place("Windsor").province).toBe("ON");
    expect(place("Windsor", "NS").province).toBe("NS");
  });

  test("an unknown city, or a known one in another province, is not found", () => {
    expect(findPlace("Atlantis")).toBeNull();
    expect(findPlace("Toronto", "QC")).toBeNull();
    expect(findPlace("")).toBeNull();
    expect(findPlace(null)).toBeNull();
    expect(findPlace("\u0000\u200b")).toBeNull();
  });
});

describe("great-circle distances between real places", () => {
  test("Montréal to Toronto is about 504 km, either way", () => {
    const km = distanceKm(place("Montréal", "QC"), place("Toronto", "ON"));
    expect(km).toBeGreaterThan(500);
    expect(km).toBeLessThan(508);
    expect(distanceKm(place("Toronto"), place("Montreal"))).toBeCloseTo(km, 6);
  });

  test("Montréal to Laval is about 10 km; Vancouver to St. John's is across the country", () => {
    const laval = distanceKm(place("Montréal"), place("Laval", "QC"));
    expect(laval).toBeGreaterThan(8);
    expect(laval).toBeLessThan(13);
    const across = distanceKm(place("Vancouver"), place("St. John's"));
    expect(across).toBeGreaterThan(5000);
    expect(across).toBeLessThan(5100);
    expect(distanceKm(place("Laval"), place("Laval"))).toBe(0);
  });
});

describe("reachesPlace: an artist and a job's place", () => {
  const montrealArtist = { city: "Montréal", province: "QC" as const, travelKm: 50 };

  test("within the travel distance: Montréal to a Laval job; beyond it: Montréal to a Toronto job", () => {
    expect(reachesPlace(montrealArtist, { city: "Laval", postalCode: "H7N 1A1" })).toBe(true);
    expect(reachesPlace(montrealArtist, { city: "Toronto", postalCode: "M5V 2T6" })).toBe(false);
    expect(reachesPlace({ ...montrealArtist, travelKm: 600 }, { city: "Toronto", province: "ON", postalCode: "M5V 2T6" })).toBe(true);
  });

  test("the job's province comes from its postal code when not given: Richmond QC is not Richmond BC", () => {
    const sherbrookeArtist = { city: "Sherbrooke", province: "QC" as const, travelKm: 60 };
    expect(reachesPlace(sherbrookeArtist, { city: "Richmond", postalCode: "J0B 2H0" })).toBe(true);
    expect(reachesPlace(sherbrookeArtist, { city: "Richmond", postalCode: "V6X 1A1" })).toBe(false);
  });

  test("an unknown place on either side, or no travel distance given, matches", () => {
    expect(reachesPlace(montrealArtist, { city: "Atlantis", postalCode: "M5V 2T6" })).toBe(true);
    expect(reachesPlace({ city: "Nowhere", province: "QC", travelKm: 0 }, { city: "Toronto", postalCode: "M5V 2T6" })).toBe(true);
    expect(reachesPlace({ city: null, province: null, travelKm: 10 }, { city: "Toronto", postalCode: "M5V 2T6" })).toBe(true);
    expect(reachesPlace({ city: "Montréal", province: "QC", travelKm: null }, { city: "Vancouver", postalCode: "V6B 1A1" })).toBe(true);
  });

  test("a travel distance of 0 reaches the artist's own city only", () => {
    const stays = { city: "Toronto", province: "ON" as const, travelKm: 0 };
    expect(reachesPlace(stays, { city: "toronto", postalCode: "M4C 1A1" })).toBe(true);
    expect(reachesPlace(stays, { city: "Mississauga", postalCode: "L5B 1A1" })).toBe(false);
  });
});

describe("a province from a postal code or an address", () => {
  test("each first letter of a postal code names its province; X0A to X0C is Nunavut", () => {
    const cases: [string, string | null][] = [
      ["A1A 1A1", "NL"],
      ["B3H 1A1", "NS"],
      ["C1A 1A1", "PE"],
      ["E1C 1A1", "NB"],
      ["G1R 1A1", "QC"],
      ["h2x 1y4", "QC"],
      ["J4K 1A1", "QC"],
      ["K1A 0B1", "ON"],
      ["L5B 1A1", "ON"],
      ["M5V 2T6", "ON"],
      ["N2L 1A1", "ON"],
      ["P3A 1A1", "ON"],
      ["R3C 1A1", "MB"],
      ["S4P 1A1", "SK"],
      ["T2P 1A1", "AB"],
      ["V6B 1A1", "BC"],
      ["X1A 1A1", "NT"],
      ["X0A 1H0", "NU"],
      ["Y1A 1A1", "YT"],
      ["D1A 1A1", null],
      ["", null],
    ];
    for (const [code, province] of cases) expect([code, provinceOfPostalCode(code)]).toEqual([code, province]);
  });

  test("an address's postal code names the province, wherever it stands", () => {
    expect(provinceOfAddress("123 Queen St W, Toronto, ON M5H 2M9")).toBe("ON");
    expect(provinceOfAddress("4200 boul. Saint-Laurent, Montréal H2W 2R2")).toBe("QC");
    expect(provinceOfAddress("1 Main Street v6b1a1")).toBe("BC");
    // The postal code wins over a province's name written in the street.
    expect(provinceOfAddress("12 Ontario Street, Kingston K7L 2Y2 Québec")).toBe("ON");
  });

  test("a province written at the end of the address, in English or French, in full or abbreviated", () => {
    expect(provinceOfAddress("123 Main St, Toronto, Ontario")).toBe("ON");
    expect(provinceOfAddress("123 Main St, Toronto ON")).toBe("ON");
    expect(provinceOfAddress("55 rue Principale, Montréal (Québec)")).toBe("QC");
    expect(provinceOfAddress("55 rue Principale\nGatineau, QC\nCanada")).toBe("QC");
    expect(provinceOfAddress("10 Spring Garden Rd, Halifax, Nova Scotia, Canada")).toBe("NS");
    expect(provinceOfAddress("800 Robson St, Vancouver, C.-B.")).toBe("BC");
    expect(provinceOfAddress("1 Water St, St. John's, Terre-Neuve-et-Labrador")).toBe("NL");
    expect(provinceOfAddress("9 Front St, Whitehorse, Yukon")).toBe("YT");
  });

  test("a province's name elsewhere, or none at all, names nothing: the studio is asked", () => {
    expect(provinceOfAddress("45 rue Ontario Est, Montréal")).toBeNull();
    expect(provinceOfAddress("1 Quebec Avenue, Toronto")).toBeNull();
    expect(provinceOfAddress("12 Main Street")).toBeNull();
    expect(provinceOfAddress("")).toBeNull();
    expect(provinceOfAddress(", , Canada")).toBeNull();
    expect(provinceOfAddress("Studio B, D1A 1A1")).toBeNull();
  });
});
