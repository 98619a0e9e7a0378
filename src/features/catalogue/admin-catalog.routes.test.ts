import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { jobs } from "../../../db/schema.ts";
import type { AdminLookupItem, AdminService } from "./catalog-admin.contract.ts";
import type { ArtistListItem } from "../artists/artists.contract.ts";
import type { LookupItem, Service, Testimonial } from "./catalog.contract.ts";
import { uploadedKeyOf } from "./catalog-admin.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { makeArtist, makeClient, makeJob } from "../../../tests/admin-fixtures.ts";
import { PNG_BYTES } from "../../../tests/artist-fixtures.ts";

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;

const image = (name = "picture.png") => new File([PNG_BYTES], name, { type: "image/png" });
const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const publicUploads = () =>
  readdirSync(join(t.config.dataDir, "uploads", "public"))
    .filter((f) => !f.endsWith(".type"))
    .sort();
const keyOf = (url: string) => uploadedKeyOf(t.deps.files, url)!;

describe("services", () => {
  test("add: the public list shows it at once and its image is served", async () => {
    const before = await t.call<Service[]>("GET", "/api/service/all-list");
    const created = await t.call<Service>("POST", "/api/admin/services", { cookie: admin, body: form({ name: "Masterclasses", image: image() }) });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Service added");
    expect(created.body).toMatchObject({ name: "Masterclasses" });
    // Kept as a picture is (src/platform/storage/pictures.ts): WebP, without the file's metadata.
    expect(created.body.serviceImage).toMatch(/^\/files\/[0-9a-f-]{36}\.webp$/);

    const after = await t.call<Service[]>("GET", "/api/service/all-list");
    expect(after.body).toEqual([...before.body, created.body]);
    const served = await t.request("GET", created.body.serviceImage);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await new Bun.Image(await served.bytes()).metadata()).toEqual({ width: 3, height: 4, format: "webp" });

    const adminList = await t.call<Service[]>("GET", "/api/admin/services?page=1&limit=2", { cookie: admin });
    expect(adminList.res.headers.get("X-Total-Count")).toBe(String(after.body.length));
    // The admin list carries the French names besides the public fields: those apart, the same items.
    const publicFields = (adminList.body as AdminService[]).map(({ nameFr: _french, ...service }) => service);
    expect(publicFields).toEqual(after.body.slice(0, 2));
  });

  test("the server-rendered Services page shows an added service at once", async () => {
    expect(await (await t.request("GET", "/services")).text()).not.toContain("Pointe Clinics");
    const created = await t.call<Service>("POST", "/api/admin/services", { cookie: admin, body: form({ name: "Pointe Clinics", image: image() }) });
    const page = await (await t.request("GET", "/services")).text();
    expect(page).toContain("Pointe Clinics");
    expect(page).toContain(created.body.serviceImage);
  });

  test("edit: a new image replaces the old upload, which is deleted; the name alone keeps the image", async () => {
    const created = await t.call<Service>("POST", "/api/admin/services", { cookie: admin, body: form({ name: "Galas", image: image() }) });
    const oldKey = keyOf(created.body.serviceImage);
    const renamed = await t.call<Service>("PUT", `/api/admin/services/${created.body.id}`, { cookie: admin, body: form({ name: "Galas & Showcases" }) });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: created.body.id, name: "Galas & Showcases", serviceImage: created.body.serviceImage });

    const replaced = await t.call<Service>("PUT", `/api/admin/services/${created.body.id}`, { cookie: admin, body: form({ image: image("new.png") }) });
    expect(replaced.status).toBe(200);
    expect(replaced.json.message).toBe("Service updated");
    expect(replaced.body.serviceImage).not.toBe(created.body.serviceImage);
    expect(await t.deps.files.get(oldKey)).toBeUndefined();
    expect(await t.deps.files.get(keyOf(replaced.body.serviceImage))).toBeDefined();
    const list = await t.call<Service[]>("GET", "/api/service/all-list");
    expect(list.body.find((s) => s.id === created.body.id)).toEqual(replaced.body);
  });

  test("a shipped image (seeded, under /images) is replaced without touching the store", async () => {
    const seeded = (await t.call<Service[]>("GET", "/api/service/all-list")).body[0]!;
    expect(seeded.serviceImage).toStartWith("/images/");
    expect(uploadedKeyOf(t.deps.files, seeded.serviceImage)).toBeUndefined();
    const res = await t.call<Service>("PUT", `/api/admin/services/${seeded.id}`, { cookie: admin, body: form({ image: image() }) });
    expect(res.status).toBe(200);
    expect(res.body.serviceImage).toStartWith("/files/");
  });

  test("remove: gone from the public list, its upload deleted", async () => {
    const created = await t.call<Service>("POST", "/api/admin/services", { cookie: admin, body: form({ name: "Short-lived", image: image() }) });
    await t.call("GET", "/api/service/all-list");
    const removed = await t.call("DELETE", `/api/admin/services/${created.body.id}`, { cookie: admin });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ status: true, message: "Service removed", response: null });
    expect((await t.call<Service[]>("GET", "/api/service/all-list")).body.map((s) => s.id)).not.toContain(created.body.id);
    expect(await t.deps.files.get(keyOf(created.body.serviceImage))).toBeUndefined();
    expect((await t.call("DELETE", `/api/admin/services/${created.body.id}`, { cookie: admin })).status).toBe(404);
  });

  test("validation: name and image required, image checked by its bytes, nothing stored on failure", async () => {
    const files = publicUploads();
    const noName = await t.call("POST", "/api/admin/services", { cookie: admin, body: form({ name: "  ", image: image() }) });
    expect(noName.status).toBe(400);
    expect(noName.json.message).toBe("Name is required");
    const noImage = await t.call("POST", "/api/admin/services", { cookie: admin, body: form({ name: "Camps" }) });
    expect(noImage.status).toBe(400);
    expect(noImage.json.message).toBe("Image is required");
    const emptyPart = await t.call("POST", "/api/admin/services", {
      cookie: admin,
      body: form({ name: "Camps", image: new File([], "", { type: "application/octet-stream" }) }),
    });
    expect(emptyPart.json.message).toBe("Image is required");
    const fake = await t.call("POST", "/api/admin/services", {
      cookie: admin,
      body: form({ name: "Camps", image: new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }) }),
    });
    expect(fake.status).toBe(415);
    expect(fake.json.message).toBe("Image must be a JPEG, PNG or WebP image");
    const json = await t.call("POST", "/api/admin/services", { cookie: admin, body: { name: "Camps", image: "/images/x.jpg" } });
    expect(json.status).toBe(400);
    expect(publicUploads()).toEqual(files);
  });

  test("an edit that sends nothing is a 400; an unknown service is a 404 and stores nothing", async () => {
    const seeded = (await t.call<Service[]>("GET", "/api/service/all-list")).body[1]!;
    const empty = await t.call("PUT", `/api/admin/services/${seeded.id}`, { cookie: admin, body: form({}) });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("Nothing to change: send at least one field");
    const files = publicUploads();
    const unknown = await t.call("PUT", `/api/admin/services/${Bun.randomUUIDv7()}`, { cookie: admin, body: form({ image: image() }) });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Service not found");
    expect(publicUploads()).toEqual(files);
  });

  test("an image over 5 MB is a 413", async () => {
    const big = new File([PNG_BYTES, new Uint8Array(5 * 1024 * 1024)], "big.png", { type: "image/png" });
    const res = await t.call("POST", "/api/admin/services", { cookie: admin, body: form({ name: "Big", image: big }) });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe("Image must be at most 5 MB");
  });

  test("a chunked form (no Content-Length) is streamed: refused with the same 413 as it passes the limit, not read whole", async () => {
    const encoded = new Response(form({ name: "Endless", image: new File([PNG_BYTES, new Uint8Array(40 * 1024 * 1024)], "huge.png", { type: "image/png" }) }));
    const contentType = encoded.headers.get("content-type")!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        const chunk = bytes.subarray(pulled, pulled + 64 * 1024);
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request("/api/admin/services", {
      method: "POST",
      headers: { cookie: admin, "content-type": contentType },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Image must be at most 5 MB");
    expect(pulled).toBeLessThan(7 * 1024 * 1024);
  });
});

describe("testimonials", () => {
  const fields = { name: "Jo Park", degination: "Studio Owner, Calgary", rating: "4", description: "They found us a ballet teacher in two days." };

  test("add, edit, remove, each visible on the public list at once", async () => {
    await t.call("GET", "/api/testimonial/list");
    const created = await t.call<Testimonial>("POST", "/api/admin/testimonials", { cookie: admin, body: form({ ...fields, image: image() }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Jo Park", degination: "Studio Owner, Calgary", rating: 4 });
    expect((await t.call<Testimonial[]>("GET", "/api/testimonial/list")).body.at(-1)).toEqual(created.body);

    const edited = await t.call<Testimonial>("PUT", `/api/admin/testimonials/${created.body.id}`, {
      cookie: admin,
      body: form({ rating: "5", degination: "Director" }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...created.body, rating: 5, degination: "Director" });
    expect((await t.call<Testimonial[]>("GET", "/api/testimonial/list")).body.at(-1)).toEqual(edited.body);

    expect((await t.call("DELETE", `/api/admin/testimonials/${created.body.id}`, { cookie: admin })).status).toBe(200);
    expect((await t.call<Testimonial[]>("GET", "/api/testimonial/list")).body.map((x) => x.id)).not.toContain(created.body.id);
    expect(await t.deps.files.get(keyOf(created.body.image))).toBeUndefined();
  });

  test("validation names the field", async () => {
    const cases: [Record<string, string | File>, string][] = [
      [{ ...fields, rating: "6", image: image() }, "Rating must be a whole number from 1 to 5"],
      [{ ...fields, rating: "4.5", image: image() }, "Rating must be a whole number from 1 to 5"],
      [{ ...fields, rating: "many", image: image() }, "Rating must be a whole number from 1 to 5"],
      [{ ...fields, degination: "", image: image() }, "Title (degination) is required"],
      [{ ...fields, description: "x".repeat(1001), image: image() }, "Description must be at most 1000 characters"],
      [{ ...fields }, "Image is required"],
    ];
    for (const [body, message] of cases) {
      const res = await t.call("POST", "/api/admin/testimonials", { cookie: admin, body: form(body) });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await t.call("DELETE", `/api/admin/testimonials/${Bun.randomUUIDv7()}`, { cookie: admin })).json.message).toBe("Testimonial not found");
  });
});

describe("lookup lists", () => {
  test("add a style: the public list shows it at once; duplicate names (any case) are a 409", async () => {
    await t.call("GET", "/api/artist-style/list");
    const created = await t.call<LookupItem>("POST", "/api/admin/lookups/styles", { cookie: admin, body: { name: "Flamenco" } });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Style added");
    const list = await t.call<LookupItem[]>("GET", "/api/artist-style/list");
    expect(list.body.at(-1)).toEqual(created.body);

    const dup = await t.call("POST", "/api/admin/lookups/styles", { cookie: admin, body: { name: "flamenco" } });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe('A style named "flamenco" already exists');
  });

  test("every kind: types and availabilities too", async () => {
    for (const [kind, path, message] of [
      ["types", "/api/artist-type/list", "Artist type added"],
      ["availabilities", "/api/artist-available/list", "Availability added"],
    ] as const) {
      await t.call("GET", path);
      const created = await t.call<LookupItem>("POST", `/api/admin/lookups/${kind}`, { cookie: admin, body: { name: `New ${kind}` } });
      expect(created.status).toBe(201);
      expect(created.json.message).toBe(message);
      expect((await t.call<LookupItem[]>("GET", path)).body.map((i) => i.name)).toContain(`New ${kind}`);
    }
  });

  test("the admin list says what uses each item; a used item cannot be removed, an unused one can", async () => {
    const style = (await t.call<LookupItem>("POST", "/api/admin/lookups/styles", { cookie: admin, body: { name: "Bharatanatyam" } })).body;
    await makeArtist(t.db, { styles: ["Bharatanatyam"] });
    const client = await makeClient(t.db);
    await makeJob(t.db, client.clientId, { style: "Bharatanatyam" });
    await makeJob(t.db, client.clientId, { style: "Bharatanatyam", status: "cancelled" });

    const list = await t.call<AdminLookupItem[]>("GET", "/api/admin/lookups/styles", { cookie: admin });
    expect(list.body.find((i) => i.id === style.id)).toEqual({ id: style.id, name: "Bharatanatyam", artistCount: 1, openJobCount: 1 });

    const refused = await t.call("DELETE", `/api/admin/lookups/styles/${style.id}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("This style is used by 1 artist and 1 open job");

    const unused = (await t.call<LookupItem>("POST", "/api/admin/lookups/availabilities", { cookie: admin, body: { name: "Holidays" } })).body;
    await t.call("GET", "/api/artist-available/list");
    const removed = await t.call("DELETE", `/api/admin/lookups/availabilities/${unused.id}`, { cookie: admin });
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe("Availability removed");
    expect((await t.call<LookupItem[]>("GET", "/api/artist-available/list")).body.map((i) => i.id)).not.toContain(unused.id);
  });

  test("renaming a style renames it on its jobs and on the roster at once", async () => {
    const style = (await t.call<LookupItem>("POST", "/api/admin/lookups/styles", { cookie: admin, body: { name: "Krump" } })).body;
    const artist = await makeArtist(t.db, { styles: ["Krump"] });
    const client = await makeClient(t.db);
    const job = await makeJob(t.db, client.clientId, { style: "Krump" });
    const roster = await t.call<ArtistListItem[]>("GET", "/api/artist/all-list");
    expect(roster.body.find((a) => a.id === artist.artistId)!.artistStyle).toEqual(["Krump"]);

    const renamed = await t.call<LookupItem>("PUT", `/api/admin/lookups/styles/${style.id}`, { cookie: admin, body: { name: "Krump & Street" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: style.id, name: "Krump & Street" });
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.style).toBe("Krump & Street");
    const after = await t.call<ArtistListItem[]>("GET", "/api/artist/all-list");
    expect(after.body.find((a) => a.id === artist.artistId)!.artistStyle).toEqual(["Krump & Street"]);
    expect((await t.call<LookupItem[]>("GET", "/api/artist-style/list")).body).toContainEqual(renamed.body);

    const taken = await t.call("PUT", `/api/admin/lookups/styles/${style.id}`, { cookie: admin, body: { name: "ballet" } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('A style named "ballet" already exists');
  });

  test("unknown list or item: 404; bad name: 400", async () => {
    expect((await t.call("GET", "/api/admin/lookups/colours", { cookie: admin })).status).toBe(404);
    expect((await t.call("PUT", `/api/admin/lookups/styles/${Bun.randomUUIDv7()}`, { cookie: admin, body: { name: "X" } })).json.message).toBe(
      "This style does not exist",
    );
    expect((await t.call("DELETE", "/api/admin/lookups/types/nope", { cookie: admin })).status).toBe(404);
    const blank = await t.call("POST", "/api/admin/lookups/types", { cookie: admin, body: { name: " " } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Name is required");
    const long = await t.call("POST", "/api/admin/lookups/types", { cookie: admin, body: { name: "x".repeat(61) } });
    expect(long.json.message).toBe("Name must be at most 60 characters");
  });
});
