import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artistStyles, jobs, services, testimonials } from "../../../db/schema.ts";
import { SERVICES, TESTIMONIALS } from "../../../db/seed-data.ts";
import { jobBody } from "../../../tests/job-fixtures.ts";
import type { AdminLookupEntry, AdminLookupItem, AdminService, AdminTestimonial } from "./catalog-admin.contract.ts";
import type { ArtistListItem, PublicArtistDetail } from "../artists/artists.contract.ts";
import type { LookupItem, Service, Testimonial } from "./catalog.contract.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { makeArtist } from "../../../tests/admin-fixtures.ts";
import { PNG_BYTES } from "../../../tests/artist-fixtures.ts";

/** The agency's content in the reader's language, French falling back to English. */

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;

const FR = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" };
const list = <T>(path: string, headers: Record<string, string> = {}) => t.call<T>("GET", path, { headers });
const page = async (path: string) => (await t.request("GET", path)).text();
const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const image = () => new File([PNG_BYTES], "picture.png", { type: "image/png" });
/** Text as the page shows it: apostrophes and ampersands are escaped in HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

describe("public API lists in the request's language", () => {
  test("English by default (no Accept-Language): the spec's shape and values, unchanged", async () => {
    const r = await list<Service[]>("/api/service/all-list");
    expect(r.body.map((s) => s.name)).toEqual(SERVICES.map((s) => s.name));
    expect(Object.keys(r.body[0]!).sort()).toEqual(["id", "name", "serviceImage"]);
    expect(r.res.headers.get("vary")).toContain("Accept-Language");
    expect(r.res.headers.get("vary")).toContain("Accept-Encoding");
  });

  test("Accept-Language: fr gives the French names and texts, in their own cache entries", async () => {
    const fr = await list<Service[]>("/api/service/all-list", FR);
    expect(fr.body.map((s) => s.name)).toEqual(SERVICES.map((s) => s.nameFr));
    expect(fr.res.headers.get("vary")).toContain("Accept-Language");
    const en = await list<Service[]>("/api/service/all-list");
    expect(en.body.map((s) => s.name)).toEqual(SERVICES.map((s) => s.name));
    expect(fr.res.headers.get("etag")).not.toBe(en.res.headers.get("etag"));

    const said = (await list<Testimonial[]>("/api/testimonial/list", FR)).body[0]!;
    expect(said).toEqual({ ...said, name: TESTIMONIALS[0]!.name, degination: TESTIMONIALS[0]!.designationFr, description: TESTIMONIALS[0]!.descriptionFr });
    expect(Object.keys(said).sort()).toEqual(["degination", "description", "id", "image", "name", "rating"]);

    const styles = (await list<LookupItem[]>("/api/artist-style/list", FR)).body.map((s) => s.name);
    expect(styles).toContain("Danse contemporaine");
    expect(styles).toContain("Claquettes");
    expect(styles).not.toContain("Contemporary");
    expect((await list<LookupItem[]>("/api/artist-type/list", FR)).body.map((s) => s.name)).toContain("Chorégraphe");
    expect((await list<LookupItem[]>("/api/artist-available/list", FR)).body.map((s) => s.name)).toContain("Fins de semaine");
    expect((await list<LookupItem[]>("/api/artist-available/list")).body.map((s) => s.name)).toContain("Weekends");
  });

  test("an empty French field falls back to English", async () => {
    const created = await t.call<AdminService>("POST", "/api/admin/services", { cookie: admin, body: form({ name: "Stage Makeup", image: image() }) });
    expect(created.status).toBe(201);
    expect(created.body.nameFr).toBeUndefined();
    await t.db.update(artistStyles).set({ nameFr: "  " }).where(eq(artistStyles.name, "Jazz"));
    await t.db.update(testimonials).set({ descriptionFr: null }).where(eq(testimonials.name, TESTIMONIALS[1]!.name));
    // Direct writes say nothing to the cache: the next change through the admin does.
    await t.call("POST", "/api/admin/lookups/availabilities", { cookie: admin, body: { name: "Holidays" } });
    await t.call("PUT", `/api/admin/services/${created.body.id}`, { cookie: admin, body: form({ name: "Stage Makeup" }) });
    await t.call("POST", "/api/admin/lookups/styles", { cookie: admin, body: { name: "Waacking" } });
    await t.call("POST", "/api/admin/lookups/types", { cookie: admin, body: { name: "Rehearsal Director" } });

    expect((await list<Service[]>("/api/service/all-list", FR)).body.map((s) => s.name)).toContain("Stage Makeup");
    const styles = (await list<LookupItem[]>("/api/artist-style/list", FR)).body.map((s) => s.name);
    expect(styles).toContain("Jazz");
    expect(styles).toContain("Waacking");
    expect((await list<LookupItem[]>("/api/artist-available/list", FR)).body.map((s) => s.name)).toContain("Holidays");
    const testimonialsFr = (await list<Testimonial[]>("/api/testimonial/list", FR)).body;
    // The testimonial's list was not changed through the admin yet: change one to drop it.
    await t.call("PUT", `/api/admin/testimonials/${testimonialsFr[0]!.id}`, { cookie: admin, body: form({ rating: "5" }) });
    const after = (await list<Testimonial[]>("/api/testimonial/list", FR)).body;
    expect(after[1]!.description).toBe(TESTIMONIALS[1]!.description);
    expect(after[1]!.degination).toBe(TESTIMONIALS[1]!.designationFr);
  });

  test("the roster's and a profile's style names follow Accept-Language; English by default", async () => {
    const artist = await makeArtist(t.db, { name: "Élise Gagnon", styles: ["Tap", "Contemporary"], types: ["Choreographer"] });
    await t.call("PUT", `/api/admin/lookups/styles/${(await t.db.select().from(artistStyles).where(eq(artistStyles.name, "Tap")))[0]!.id}`, {
      cookie: admin,
      body: { name: "Tap", nameFr: "Claquettes" },
    });
    const en = (await list<ArtistListItem[]>("/api/artist/all-list")).body.find((a) => a.id === artist.artistId)!;
    expect(en.artistStyle).toEqual(["Contemporary", "Tap"]);
    const fr = await list<ArtistListItem[]>("/api/artist/all-list", FR);
    expect(fr.body.find((a) => a.id === artist.artistId)!.artistStyle).toEqual(["Danse contemporaine", "Claquettes"]);
    expect(fr.res.headers.get("vary")).toContain("Accept-Language");
    const paged = await list<ArtistListItem[]>("/api/artist/all-list?page=1&limit=50", FR);
    expect(paged.body.find((a) => a.id === artist.artistId)!.artistStyle).toEqual(["Danse contemporaine", "Claquettes"]);

    const detailFr = await list<PublicArtistDetail>(`/api/artist/artist-detail/${artist.artistId}`, FR);
    expect(detailFr.body.artistStyle).toEqual(["Danse contemporaine", "Claquettes"]);
    expect(detailFr.body.artistType).toEqual(["Chorégraphe"]);
    expect(detailFr.res.headers.get("vary")).toContain("Accept-Language");
    const detailEn = await list<PublicArtistDetail>(`/api/artist/artist-detail/${artist.artistId}`);
    expect(detailEn.body.artistStyle).toEqual(["Contemporary", "Tap"]);
    expect(detailEn.body.artistType).toEqual(["Choreographer"]);
  });
});

describe("server-rendered pages", () => {
  test("/fr/services and /fr show the French names and texts; / and /services stay English", async () => {
    const fr = await page("/fr/services");
    for (const s of SERVICES) expect(fr).toContain(html(s.nameFr));
    expect(fr).not.toContain("Supply Teaching");
    const en = await page("/services");
    for (const s of SERVICES) expect(en).toContain(html(s.name));
    expect(en).not.toContain("Suppléance");

    const home = await page("/fr");
    expect(home).toContain("Suppléance");
    expect(home).toContain(html(TESTIMONIALS[0]!.descriptionFr));
    expect(home).not.toContain(html(TESTIMONIALS[0]!.description));
    expect(await page("/")).toContain(html(TESTIMONIALS[0]!.description));
  });

  test("/fr/artists and a French profile show the styles in French", async () => {
    const artist = await makeArtist(t.db, { name: "Noémie Roy", styles: ["Hip Hop"] });
    await t.call("POST", "/api/admin/lookups/styles", { cookie: admin, body: { name: "Voguing" } });
    expect(await page("/fr/artists?page=1")).toContain("Hip-hop");
    expect(await page("/artists")).toContain("Hip Hop");
    expect(await page(`/fr/artist/profile/${artist.artistId}`)).toContain("Hip-hop");
    expect(await page(`/artist/profile/${artist.artistId}`)).toContain("Hip Hop");
  });
});

describe("the admin edits the French fields", () => {
  test("a service: set on creation, changed, cleared; both languages' lists change at once", async () => {
    // Both languages cached before the change.
    await list("/api/service/all-list");
    await list("/api/service/all-list", FR);
    await page("/fr/services");
    const created = await t.call<AdminService>("POST", "/api/admin/services", {
      cookie: admin,
      body: form({ name: "Galas", nameFr: "Galas de fin d’année", image: image() }),
    });
    expect(created.body).toMatchObject({ name: "Galas", nameFr: "Galas de fin d’année" });
    expect((await list<Service[]>("/api/service/all-list")).body.map((s) => s.name)).toContain("Galas");
    expect((await list<Service[]>("/api/service/all-list", FR)).body.map((s) => s.name)).toContain("Galas de fin d’année");
    expect(await page("/fr/services")).toContain("Galas de fin d’année");

    const admins = await t.call<AdminService[]>("GET", "/api/admin/services", { cookie: admin });
    expect(admins.body.find((s) => s.id === created.body.id)).toEqual(created.body);
    expect(admins.body[0]).toMatchObject({ name: SERVICES[0]!.name, nameFr: SERVICES[0]!.nameFr });

    const renamed = await t.call<AdminService>("PUT", `/api/admin/services/${created.body.id}`, { cookie: admin, body: form({ nameFr: "Galas" }) });
    expect(renamed.body).toEqual({ ...created.body, nameFr: "Galas" });
    const cleared = await t.call<AdminService>("PUT", `/api/admin/services/${created.body.id}`, { cookie: admin, body: form({ nameFr: "" }) });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ id: created.body.id, name: "Galas", serviceImage: created.body.serviceImage });
    expect((await t.db.select().from(services).where(eq(services.id, created.body.id)))[0]!.nameFr).toBeNull();
    expect((await list<Service[]>("/api/service/all-list", FR)).body.find((s) => s.id === created.body.id)!.name).toBe("Galas");
    // Leaving the French field out of a change keeps it.
    await t.call("PUT", `/api/admin/services/${created.body.id}`, { cookie: admin, body: form({ nameFr: "Soirées de gala" }) });
    const kept = await t.call<AdminService>("PUT", `/api/admin/services/${created.body.id}`, { cookie: admin, body: form({ name: "Gala Nights" }) });
    expect(kept.body).toMatchObject({ name: "Gala Nights", nameFr: "Soirées de gala" });
  });

  test("a testimonial: French title and description set and cleared; the name is the person's", async () => {
    const fields = { name: "Jo Park", degination: "Studio Owner", rating: "4", description: "They found us a teacher in two days." };
    const created = await t.call<AdminTestimonial>("POST", "/api/admin/testimonials", {
      cookie: admin,
      body: form({ ...fields, deginationFr: "Propriétaire de studio", descriptionFr: "Ils nous ont trouvé un professeur en deux jours.", image: image() }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Jo Park",
      deginationFr: "Propriétaire de studio",
      descriptionFr: "Ils nous ont trouvé un professeur en deux jours.",
    });
    const fr = (await list<Testimonial[]>("/api/testimonial/list", FR)).body.find((x) => x.id === created.body.id)!;
    expect(fr).toMatchObject({ name: "Jo Park", degination: "Propriétaire de studio", description: "Ils nous ont trouvé un professeur en deux jours." });
    expect((await list<Testimonial[]>("/api/testimonial/list")).body.find((x) => x.id === created.body.id)!.degination).toBe("Studio Owner");

    const cleared = await t.call<AdminTestimonial>("PUT", `/api/admin/testimonials/${created.body.id}`, {
      cookie: admin,
      body: form({ descriptionFr: "" }),
    });
    expect(cleared.body.descriptionFr).toBeUndefined();
    expect(cleared.body.deginationFr).toBe("Propriétaire de studio");
    const after = (await list<Testimonial[]>("/api/testimonial/list", FR)).body.find((x) => x.id === created.body.id)!;
    expect(after.description).toBe(fields.description);

    const tooLong = await t.call("POST", "/api/admin/testimonials", {
      cookie: admin,
      body: form({ ...fields, descriptionFr: "x".repeat(1001), image: image() }),
    });
    expect(tooLong.status).toBe(400);
  });

  test("a lookup item: French name on creation, on rename, cleared; the admin list shows it", async () => {
    await list("/api/artist-type/list", FR);
    const created = await t.call<AdminLookupEntry>("POST", "/api/admin/lookups/types", { cookie: admin, body: { name: "Stage Manager", nameFr: "Régisseur" } });
    expect(created.body).toEqual({ id: created.body.id, name: "Stage Manager", nameFr: "Régisseur" });
    expect((await list<LookupItem[]>("/api/artist-type/list", FR)).body.find((i) => i.id === created.body.id)!.name).toBe("Régisseur");
    const admins = await t.call<AdminLookupItem[]>("GET", "/api/admin/lookups/types", { cookie: admin });
    expect(admins.body.find((i) => i.id === created.body.id)).toEqual({ ...created.body, artistCount: 0, openJobCount: 0 });

    const cleared = await t.call<AdminLookupEntry>("PUT", `/api/admin/lookups/types/${created.body.id}`, {
      cookie: admin,
      body: { name: "Stage Manager", nameFr: "" },
    });
    expect(cleared.body).toEqual({ id: created.body.id, name: "Stage Manager" });
    expect((await list<LookupItem[]>("/api/artist-type/list", FR)).body.find((i) => i.id === created.body.id)!.name).toBe("Stage Manager");
  });

  test("jobs keep matching on the English style name; a French booking form's name is stored in English", async () => {
    const renamedStyle = (await t.db.select().from(artistStyles).where(eq(artistStyles.name, "Ballroom")))[0]!;
    expect(renamedStyle.nameFr).toBe("Danse sociale");
    const client = await t.signUp("client");
    const studio = { studioName: "Studio Lumière", studioDirector: "Claire Roy", address: "12 rue King", contactNumber: "514 555 0142", province: "QC" };
    expect((await t.call("POST", "/api/client/add", { cookie: client.cookie, body: studio })).status).toBe(201);
    const posted = await t.call<{ _id: string; style: string }>("POST", "/api/job/add", { cookie: client.cookie, body: jobBody({ style: "Danse sociale" }) });
    expect(posted.status).toBe(201);
    expect(posted.body.style).toBe("Ballroom");
    expect((await t.db.select().from(jobs).where(eq(jobs.id, posted.body._id)))[0]!.style).toBe("Ballroom");
  });
});
