import { expect, test } from "bun:test";
import { Window } from "happy-dom";
import { artistCredentials } from "../../../db/schema.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { dayFromToday } from "../../../tests/job-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";

// The badges as visitors read them: on the public profile and the roster's cards, in both languages.
const t = await suiteApp();

const held = await insertArtist(t.db, { name: "Hana Held", styles: ["Ballet"], place: { city: "Toronto", province: "ON", travelKm: 20 } });
const lapsed = await insertArtist(t.db, { name: "Lou Lapsed", styles: ["Ballet"], place: { city: "Toronto", province: "ON", travelKm: 20 } });
const credential = (artistId: string, kind: string, expiresOn: string) => ({
  artistId,
  kind,
  issuedOn: "2024-01-15",
  documentKey: `private/${Bun.randomUUIDv7()}.pdf`,
  documentType: "application/pdf",
  status: "verified" as const,
  expiresOn,
});
await t.db.insert(artistCredentials).values([
  credential(held.artist.id, "vulnerable_sector_check", dayFromToday(1)),
  credential(held.artist.id, "first_aid", dayFromToday(400)),
  // Runs out today: it held until yesterday.
  credential(lapsed.artist.id, "vulnerable_sector_check", dayFromToday(0)),
]);

async function page(path: string) {
  const res = await t.request("GET", path);
  expect(res.status).toBe(200);
  const window = new Window();
  window.document.write(await res.text());
  return window.document;
}
const badgesIn = (root: { querySelectorAll(s: string): Iterable<{ textContent: string | null }> }) =>
  [...root.querySelectorAll(".credential-badges .badge")].map((b) => b.textContent);

test("the public profile shows the credentials holding today, without their dates or documents, in English and French", async () => {
  const doc = await page(`/artist/profile/${held.artist.id}`);
  expect(badgesIn(doc)).toEqual(["Vulnerable sector check verified", "First aid"]);
  expect(doc.querySelector(".credential-badges")!.getAttribute("aria-label")).toBe("Credentials verified by the agency");
  const html = doc.body.innerHTML;
  expect(html).not.toContain(dayFromToday(1));
  expect(html).not.toContain("private/");
  expect(badgesIn(await page(`/fr/artist/profile/${held.artist.id}`))).toEqual(["Vérification des antécédents faite", "Premiers soins"]);
  expect(badgesIn(await page(`/artist/profile/${lapsed.artist.id}`))).toEqual([]);
});

test("the roster's cards carry them, and its credential filter keeps only the artists holding every one chosen", async () => {
  const doc = await page("/artists?credential=vulnerable_sector_check");
  expect([...doc.querySelectorAll(".artist-card__name")].map((n) => n.textContent)).toEqual(["Hana Held"]);
  expect(badgesIn(doc.querySelector(".artist-card")!)).toEqual(["Vulnerable sector check verified", "First aid"]);
  const box = doc.querySelector('input[name="credential"][value="vulnerable_sector_check"]') as unknown as HTMLInputElement;
  expect(box.checked).toBe(true);
  expect(box.closest("label")!.textContent).toBe("Vulnerable sector check1");
  const fr = await page("/fr/artists?credential=first_aid");
  expect(badgesIn(fr.querySelector(".artist-card")!)).toEqual(["Vérification des antécédents faite", "Premiers soins"]);
  expect(fr.querySelector(".roster-facet legend")).toBeTruthy();
});
