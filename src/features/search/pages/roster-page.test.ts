import { describe, expect, test } from "bun:test";
import { Window } from "happy-dom";
import { fetchLookups } from "../../../../tests/artist-fixtures.ts";
import { insertArtist } from "../../../../tests/factories.ts";
import { suiteApp } from "../../../../tests/harness.ts";

// The roster page with the search's parameters: rendered whole on the server, so it works without script.
const t = await suiteApp();
const l = await fetchLookups(t);
const ballet = l.styles.find((s) => s.name === "Ballet")!.id;
const tap = l.styles.find((s) => s.name === "Tap")!.id;

await insertArtist(t.db, { name: "Béa Toronto", styles: ["Ballet"], place: { city: "Toronto", province: "ON", travelKm: 20 } });
await insertArtist(t.db, { name: "Carl Montreal", styles: ["Ballet", "Jazz"], place: { city: "Montréal", province: "QC", travelKm: 20 } });
await insertArtist(t.db, { name: "Dina Toronto", styles: ["Jazz"], place: { city: "Toronto", province: "ON", travelKm: 20 } });

/** The page at `path` as a document (its status beside). */
async function roster(path: string) {
  const res = await t.request("GET", path);
  const window = new Window();
  window.document.write(await res.text());
  const doc = window.document;
  const names = [...doc.querySelectorAll(".artist-card__name")].map((n) => n.textContent);
  return { status: res.status, doc, names };
}

describe("/artists with the search's parameters", () => {
  test("filters by style and city on the server; the form says what is chosen, with the counts", async () => {
    const { status, doc, names } = await roster(`/artists?style=${ballet}&city=Toronto`);
    expect(status).toBe(200);
    expect(names).toEqual(["Béa Toronto"]);
    const form = doc.querySelector("form.roster-search__form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["get", "/artists"]);
    const balletBox = doc.querySelector(`input[name="style"][value="${ballet}"]`) as unknown as HTMLInputElement;
    expect(balletBox.checked).toBe(true);
    // Styles count the Toronto artists (the city filter applies, not their own).
    expect(balletBox.closest("label")!.textContent).toBe("Ballet1");
    expect(doc.querySelector('select[name="city"] option[selected]')!.getAttribute("value")).toBe("Toronto");
    expect(doc.querySelector(".roster-results__count")!.textContent).toBe("1 artist");
    expect(doc.querySelector(".artist-card__place")!.textContent).toBe("Toronto, ON");
    // Without script the form has its button.
    expect(doc.querySelector(".roster-filters button[type=submit]")!.textContent).toBe("Apply filters");
    // Filtered: the filters come unfolded, saying what is chosen.
    expect(doc.querySelector(".roster-filters")!.hasAttribute("open")).toBe(true);
  });

  test("unfiltered, the filters come folded (phones), the first headshot fetched first: nothing moves once the island runs", async () => {
    const { doc } = await roster("/artists");
    expect(doc.querySelector(".roster-filters")!.hasAttribute("open")).toBe(false);
    const headshots = [...doc.querySelectorAll(".artist-card__photo img")];
    expect(headshots.length).toBeGreaterThan(1);
    expect(headshots.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", ...headshots.slice(1).map(() => null)]);
  });

  test("full text and typos on the server, in French too", async () => {
    expect((await roster("/artists?q=montreal")).names).toEqual(["Carl Montreal"]);
    const french = await roster("/fr/artists?q=balet&sort=name");
    expect(french.names).toEqual(["Béa Toronto", "Carl Montreal"]);
    expect(french.doc.querySelector(".roster-results__count")!.textContent).toBe("2 artistes");
    expect(french.doc.querySelector("form.roster-search__form")!.getAttribute("action")).toBe("/fr/artists");
  });

  test("nothing found: each active filter can be removed by a link, or all at once", async () => {
    const { status, doc, names } = await roster(`/artists?q=ballet&style=${tap}&city=Toronto`);
    expect(status).toBe(200);
    expect(names).toEqual([]);
    expect(doc.querySelector(".roster-results__empty p")!.textContent).toBe("No artist matches this search.");
    const links = [...doc.querySelectorAll(".roster-results__empty a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Remove “ballet”", `/artists?style=${tap}&city=Toronto`],
      ["Remove Tap", "/artists?q=ballet&city=Toronto"],
      ["Remove Toronto", `/artists?q=ballet&style=${tap}`],
      ["Clear all filters", "/artists"],
    ]);
    // Following one finds artists again.
    expect((await roster("/artists?q=ballet&city=Toronto")).names).toEqual(["Béa Toronto"]);
  });

  test("pages keep the search in their links; a page beyond the last or a malformed parameter is a 404", async () => {
    for (let i = 0; i < 24; i++) await insertArtist(t.db, { name: `Jazz Paging ${String(i).padStart(2, "0")}`, styles: ["Jazz"] });
    const jazz = l.styles.find((s) => s.name === "Jazz")!.id;
    const first = await roster(`/artists?style=${jazz}&sort=name`);
    expect(first.names).toHaveLength(24);
    expect(first.doc.querySelector('.pagination a[rel="next"]')!.getAttribute("href")).toBe(`/artists?style=${jazz}&sort=name&page=2`);
    const second = await roster(`/artists?style=${jazz}&sort=name&page=2`);
    expect(second.names).toEqual(["Jazz Paging 22", "Jazz Paging 23"]);
    expect(second.doc.title).toBe("Artist Roster, page 2 of 2 | DanceLink");
    for (const path of [`/artists?style=${jazz}&page=3`, "/artists?style=not-an-id", "/artists?sort=best", "/artists?q=%00", "/artists?page=two"]) {
      expect((await roster(path)).status).toBe(404);
    }
  });

  test("the unfiltered first page is rendered once for everyone; a search is rendered for its own address", async () => {
    const a = await t.request("GET", "/artists");
    const b = await t.request("GET", "/artists?sort=relevance&q=");
    expect(await b.text()).toBe(await a.text());
    const searched = await roster("/artists?q=dina");
    expect(searched.names).toEqual(["Dina Toronto"]);
  });
});
