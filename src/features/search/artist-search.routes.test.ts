import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artistAvailabilityLinks, artistCredentials, artists, artistStyleLinks, artistTypeLinks, artistTypes, users } from "../../../db/schema.ts";
import type { ArtistSearchResult } from "./artist-search.contract.ts";
import type { ArtistSearchQuery } from "../artists/artists.contract.ts";
import type { LookupItem } from "../catalogue/catalog.contract.ts";
import { searchArtists } from "./artist-search.ts";
import { fetchLookups } from "../../../tests/artist-fixtures.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { suiteApp } from "../../../tests/harness.ts";

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set: the same query on both.
const t = await suiteApp();
const l = await fetchLookups(t);
const idOf = (list: LookupItem[], name: string) => list.find((i) => i.name === name)!.id;
const style = (name: string) => idOf(l.styles, name);
const type = (name: string) => idOf(l.types, name);
const availability = (name: string) => idOf(l.availabilities, name);

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const jasmine = await insertArtist(t.db, {
  name: "Jasmine Tremblay",
  styles: ["Ballet", "Contemporary"],
  types: ["Ballet Instructor"],
  availabilities: ["Weekends"],
  bio: "Classical teacher, RAD certified.",
  place: { city: "Montréal", province: "QC", travelKm: 50 },
  ratings: { sum: 9, count: 2 },
  createdAt: day(1),
});
const marc = await insertArtist(t.db, {
  name: "Marc Gagnon",
  styles: ["Jazz", "Tap"],
  types: ["Jazz Instructor"],
  availabilities: ["Weekday evenings"],
  bio: "Enseigne la danse aux enfants depuis dix ans.",
  place: { city: "Québec", province: "QC", travelKm: 100 },
  ratings: { sum: 5, count: 1 },
  createdAt: day(2),
});
const priya = await insertArtist(t.db, {
  name: "Priya Patel",
  styles: ["Hip Hop", "Breakdance"],
  types: ["Hip Hop Instructor"],
  availabilities: ["Weekends"],
  bio: "Choreographs competition pieces for young dancers.",
  place: { city: "Toronto", province: "ON", travelKm: 30 },
  createdAt: day(3),
});
const liam = await insertArtist(t.db, {
  name: "Liam Chen",
  styles: ["Ballet"],
  types: ["Ballet Instructor", "Choreographer"],
  availabilities: ["Weekday mornings"],
  bio: "Pointe work for advanced students.",
  place: { city: "Toronto", province: "ON", travelKm: 200 },
  ratings: { sum: 9, count: 2 },
  createdAt: day(4),
});
// Applied before artists had a place: still on the roster, in no city.
const olive = await insertArtist(t.db, { name: "Olive Hart", styles: ["Jazz"], bio: "Musical theatre.", createdAt: day(5) });
// Never found: an application not yet approved, and an account the agency disabled.
await insertArtist(t.db, { name: "Zoe Ballerina", status: "pending", styles: ["Ballet"], place: { city: "Vancouver", province: "BC", travelKm: 10 } });
const nora = await insertArtist(t.db, { name: "Nora Ballerina", styles: ["Ballet"], place: { city: "Calgary", province: "AB", travelKm: 10 } });
await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, nora.user.id));

const ALL = [jasmine, liam, marc, olive, priya].map((a) => a.artist.id);

async function search(query: string, headers?: Record<string, string>) {
  const r = await t.call<ArtistSearchResult>("GET", `/api/artist/search${query ? `?${query}` : ""}`, { headers });
  expect(r.status).toBe(200);
  return r.body;
}
const idsOf = (result: ArtistSearchResult) => result.items.map((i) => i.id);
const countOf = (facet: { id?: string; name: string; count: number }[], key: string) => facet.find((f) => f.id === key || f.name === key)?.count;

describe("GET /api/artist/search", () => {
  test("without a query: every approved artist of an active account, by name, with ratings and places", async () => {
    const result = await search("");
    expect(idsOf(result)).toEqual(ALL);
    expect(result).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    expect(result.items[0]).toEqual({
      id: jasmine.artist.id,
      user: "Jasmine Tremblay",
      headshotUrl: expect.any(String),
      artistStyle: ["Ballet", "Contemporary"],
      rating: 4.5,
      reviewCount: 2,
      city: "Montréal",
      province: "QC",
      badges: [],
    });
    expect(result.items.find((i) => i.id === priya.artist.id)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  test("each filter, and any of several ids within one", async () => {
    expect(idsOf(await search(`style=${style("Ballet")}`))).toEqual([jasmine.artist.id, liam.artist.id]);
    expect(idsOf(await search(`style=${style("Ballet")}&style=${style("Jazz")}`))).toEqual([
      jasmine.artist.id,
      liam.artist.id,
      marc.artist.id,
      olive.artist.id,
    ]);
    expect(idsOf(await search(`type=${type("Choreographer")}`))).toEqual([liam.artist.id]);
    expect(idsOf(await search(`availability=${availability("Weekends")}`))).toEqual([jasmine.artist.id, priya.artist.id]);
    expect(idsOf(await search("city=Toronto"))).toEqual([liam.artist.id, priya.artist.id]);
  });

  test("filters combine: every filter at once", async () => {
    expect(idsOf(await search(`style=${style("Ballet")}&city=Toronto`))).toEqual([liam.artist.id]);
    expect(idsOf(await search(`style=${style("Ballet")}&availability=${availability("Weekends")}`))).toEqual([jasmine.artist.id]);
    expect(idsOf(await search(`q=ballet&city=Montreal&type=${type("Ballet Instructor")}`))).toEqual([jasmine.artist.id]);
    const none = await search(`style=${style("Tap")}&city=Toronto`);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  test("a city without its accent or in another case is the same city", async () => {
    expect(idsOf(await search("city=Montreal"))).toEqual([jasmine.artist.id]);
    expect(idsOf(await search("city=QU%C3%89BEC"))).toEqual([marc.artist.id]);
  });

  test("full text: accents ignored, English and French stemming, names, styles, types, city and bio", async () => {
    expect(idsOf(await search("q=Montreal"))).toEqual([jasmine.artist.id]);
    expect(idsOf(await search("q=BALLET"))).toEqual([jasmine.artist.id, liam.artist.id]);
    expect(idsOf(await search("q=choreographing"))).toEqual([liam.artist.id, priya.artist.id]);
    expect(idsOf(await search("q=enseignait"))).toEqual([marc.artist.id]);
    // A style's French name finds it too.
    expect(idsOf(await search("q=claquettes"))).toEqual([marc.artist.id]);
    expect(idsOf(await search("q=hip-hop%20toronto"))).toEqual([priya.artist.id]);
  });

  test("typos are forgiven: 'balet' finds ballet artists, 'Jazmine' finds Jasmine", async () => {
    expect(idsOf(await search("q=balet"))).toEqual([jasmine.artist.id, liam.artist.id]);
    expect(idsOf(await search("q=Jazmine"))).toEqual([jasmine.artist.id]);
    expect(idsOf(await search("q=torontoo%20balet"))).toEqual([liam.artist.id]);
    expect((await search("q=xylophone")).total).toBe(0);
  });

  test("relevance puts the better match first", async () => {
    const result = await search("q=jasmine%20ballet");
    expect(idsOf(result)[0]).toBe(jasmine.artist.id);
  });

  test("only approved artists of active accounts, whatever the query", async () => {
    expect((await search("q=ballerina")).total).toBe(0);
    expect((await search("city=Vancouver")).total).toBe(0);
    expect((await search("city=Calgary")).total).toBe(0);
  });

  test("facets count the artists matching the other filters, not their own", async () => {
    const result = await search(`style=${style("Ballet")}`);
    // Styles: the whole roster (the style filter is their own).
    expect(countOf(result.facets.style, style("Ballet"))).toBe(2);
    expect(countOf(result.facets.style, style("Jazz"))).toBe(2);
    expect(countOf(result.facets.style, style("Pointe"))).toBe(0);
    // The others: ballet artists only.
    expect(countOf(result.facets.type, type("Ballet Instructor"))).toBe(2);
    expect(countOf(result.facets.type, type("Jazz Instructor"))).toBe(0);
    expect(countOf(result.facets.availability, availability("Weekends"))).toBe(1);
    expect(result.facets.city).toEqual([
      { name: "Montréal", count: 1 },
      { name: "Toronto", count: 1 },
    ]);
    expect(result.facets.style.map((f) => f.id)).toEqual(l.styles.map((s) => s.id));
  });

  test("facets add up: each value's count is what choosing it gives", async () => {
    const all = await search("");
    for (const facet of all.facets.style) expect((await search(`style=${facet.id}`)).total).toBe(facet.count);
    for (const facet of all.facets.city) expect((await search(`city=${encodeURIComponent(facet.name)}`)).total).toBe(facet.count);
    // Everyone but the artist without a city.
    expect(all.facets.city.reduce((sum, f) => sum + f.count, 0)).toBe(all.total - 1);
  });

  test("sorts: rating (no reviews last), newest, name; ties keep one order across pages", async () => {
    const byRating = idsOf(await search("sort=rating"));
    expect(byRating.slice(0, 3)).toEqual([marc.artist.id, ...[jasmine.artist.id, liam.artist.id].sort()]);
    expect(byRating.slice(3).sort()).toEqual([olive.artist.id, priya.artist.id].sort());
    expect(idsOf(await search("sort=newest"))).toEqual([olive, liam, priya, marc, jasmine].map((a) => a.artist.id));
    expect(idsOf(await search("sort=name"))).toEqual(ALL);
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await search(`sort=rating&pageSize=2&page=${page}`);
      expect(result).toMatchObject({ total: 5, page, pageSize: 2 });
      paged.push(...idsOf(result));
    }
    expect(paged).toEqual(byRating);
  });

  test("names in the request's language", async () => {
    const result = await search(`style=${style("Tap")}`, { "accept-language": "fr" });
    expect(result.items[0]!.artistStyle).toEqual(["Jazz", "Claquettes"]);
    expect(result.facets.style.find((f) => f.id === style("Tap"))!.name).toBe("Claquettes");
  });

  test("hostile input: a 400 naming the field, a huge page size capped", async () => {
    const bad = async (query: string, message: RegExp) => {
      const r = await t.call("GET", `/api/artist/search?${query}`);
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ status: false, message: expect.stringMatching(message) });
    };
    await bad("q=ballet%00", /Search/);
    await bad("q=%1B%5B31m", /Search/);
    await bad("sort=best", /Sort/);
    await bad("style=not-an-id", /Artist style/);
    await bad("page=0", /Page/);
    await bad("pageSize=-1", /Page size/);
    await bad(`q=${"a".repeat(101)}`, /Search/);
    expect(await search("pageSize=1000000")).toMatchObject({ pageSize: 48, total: 5 });
    // Blank fields of a plain GET form mean "any".
    expect((await search("q=&style=&city=&sort=&page=")).total).toBe(5);
  });

  test("the search follows every write, from any code path: a name, a city, links, a lookup's name (triggers)", async () => {
    const direct = (q: Partial<ArtistSearchQuery>) =>
      searchArtists(t.db, t.deps.files, { style: [], type: [], availability: [], credential: [], sort: "relevance", page: 1, pageSize: 24, ...q });
    const ids = async (q: Partial<ArtistSearchQuery>) => (await direct(q)).items.map((i) => i.id);
    const { artist, user } = await insertArtist(t.db, { name: "Quentin Zephyr", styles: ["Acro"], place: { city: "Gatineau", province: "QC", travelKm: 5 } });
    expect(await ids({ q: "zephyr" })).toEqual([artist.id]);
    await t.db.update(users).set({ name: "Quentin Xanadu" }).where(eq(users.id, user.id));
    expect(await ids({ q: "zephyr" })).toEqual([]);
    expect(await ids({ q: "xanadu" })).toEqual([artist.id]);
    await t.db.update(artists).set({ city: "Sherbrooke" }).where(eq(artists.id, artist.id));
    expect(await ids({ city: "sherbrooke" })).toEqual([artist.id]);
    expect(await ids({ q: "sherbrooke" })).toEqual([artist.id]);
    await t.db.delete(artistStyleLinks).where(eq(artistStyleLinks.artistId, artist.id));
    expect(await ids({ style: [style("Acro")] })).toEqual([]);
    await t.db.insert(artistAvailabilityLinks).values({ artistId: artist.id, availabilityId: availability("Summer camps") });
    expect(await ids({ availability: [availability("Summer camps")] })).toEqual([artist.id]);
    await t.db.insert(artistTypeLinks).values({ artistId: artist.id, typeId: type("Adjudicator") });
    await t.db
      .update(artistTypes)
      .set({ nameFr: "Juge de compétition chevronné" })
      .where(eq(artistTypes.id, type("Adjudicator")));
    expect(await ids({ q: "chevronne" })).toEqual([artist.id]);
  });
});

describe("the credentials' badges and facet", () => {
  /** A credential the agency verified, holding up to the day before `expiresOn`. */
  const verified = (artistId: string, kind: string, expiresOn: string, status: "verified" | "pending" = "verified") =>
    t.db.insert(artistCredentials).values({
      artistId,
      kind,
      issuedOn: "2024-01-15",
      documentKey: `private/${Bun.randomUUIDv7()}.pdf`,
      documentType: "application/pdf",
      status,
      expiresOn: status === "verified" ? expiresOn : null,
    });
  const direct = (q: Partial<ArtistSearchQuery>, now?: Date) =>
    searchArtists(
      t.db,
      t.deps.files,
      { style: [], type: [], availability: [], credential: [], sort: "name", page: 1, pageSize: 24, ...q },
      { locale: "en", now },
    );

  test("the roster filters by every badge chosen, with counts, and shows each card's badges; a check waiting for the agency gives none", async () => {
    await verified(jasmine.artist.id, "vulnerable_sector_check", "2099-06-15");
    await verified(liam.artist.id, "vulnerable_sector_check", "2099-01-01");
    await verified(liam.artist.id, "first_aid", "2099-01-01");
    await verified(marc.artist.id, "vulnerable_sector_check", "", "pending");

    const checked = await search("credential=vulnerable_sector_check");
    expect(idsOf(checked).toSorted()).toEqual([jasmine.artist.id, liam.artist.id].toSorted());
    expect(checked.facets.credential).toEqual([
      { id: "vulnerable_sector_check", name: "Vulnerable sector check", count: 2 },
      { id: "first_aid", name: "First aid", count: 1 },
    ]);
    expect(checked.items.find((i) => i.id === liam.artist.id)!.badges).toEqual(["vulnerable_sector_check", "first_aid"]);
    expect(checked.items.find((i) => i.id === jasmine.artist.id)!.badges).toEqual(["vulnerable_sector_check"]);
    expect(idsOf(await search("credential=vulnerable_sector_check&credential=first_aid"))).toEqual([liam.artist.id]);
    // Counted with the other filters: among Toronto's artists only Liam holds either.
    const toronto = await search("city=Toronto&credential=first_aid");
    expect(idsOf(toronto)).toEqual([liam.artist.id]);
    expect(countOf(toronto.facets.credential, "vulnerable_sector_check")).toBe(1);
    const fr = await search("credential=first_aid", { "accept-language": "fr" });
    expect(fr.facets.credential.map((f) => f.name)).toEqual([
      "Vérification des antécédents en vue d’un travail auprès de personnes vulnérables",
      "Premiers soins",
    ]);
    // The unfiltered roster counts them too, and a card without a credential has no badge.
    const all = await direct({});
    expect(countOf(all.facets.credential, "vulnerable_sector_check")).toBe(2);
    expect(all.items.find((i) => i.id === marc.artist.id)!.badges).toEqual([]);
    const unknown = await t.call("GET", "/api/artist/search?credential=police_record");
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toEndWith("Credential must be vulnerable_sector_check or first_aid");
  });

  test("a badge holds until the day before its expiry in the agency's zone: gone at midnight in Toronto, though UTC turned the day hours before", async () => {
    await verified(priya.artist.id, "first_aid", "2030-06-15");
    const holders = async (now: Date) => (await direct({ credential: ["first_aid"] }, now)).items.map((i) => i.id);
    // 23:59 on 14 June in Toronto (EDT) is already the 15th in UTC: the badge still holds.
    expect(await holders(new Date("2030-06-15T03:59:00Z"))).toContain(priya.artist.id);
    expect(await holders(new Date("2030-06-15T04:00:00Z"))).not.toContain(priya.artist.id);
    const card = async (now: Date) => (await direct({ q: "Priya" }, now)).items[0]!.badges;
    expect(await card(new Date("2030-06-15T03:59:00Z"))).toEqual(["first_aid"]);
    expect(await card(new Date("2030-06-15T04:00:00Z"))).toEqual([]);
  });
});
