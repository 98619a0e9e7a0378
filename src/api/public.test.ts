import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contacts } from "../../db/schema.ts";
import { SERVICES, TESTIMONIALS } from "../../db/seed-data.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../tests/harness.ts";
import { insertArtist } from "../../tests/factories.ts";
import { CACHE_KEYS } from "../platform/http/cache-keys.ts";

let t: TestApp;
let approved: Awaited<ReturnType<typeof insertArtist>>;
let pending: Awaited<ReturnType<typeof insertArtist>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { contact: { limit: 3, windowMs: 60_000 } } });
  approved = await insertArtist(t.db, { name: "Zoe Approved", styles: ["Jazz", "Ballet"], types: ["Choreographer"], bio: "Jazz all day." });
  pending = await insertArtist(t.db, { name: "Pat Pending", status: "pending", styles: ["Tap"] });
  await insertArtist(t.db, { name: "Rita Rejected", status: "rejected" });
}, BOOT_TIMEOUT);
afterAll(() => t.close());

describe("catalog lists", () => {
  test("GET /api/service/all-list: id, name, serviceImage for every seeded service", async () => {
    const r = await t.call<{ id: string; name: string; serviceImage: string }[]>("GET", "/api/service/all-list");
    expect(r.status).toBe(200);
    expect(r.json.status).toBe(true);
    expect(r.body.map((s) => s.name)).toEqual(SERVICES.map((s) => s.name));
    for (const s of r.body) expect(Object.keys(s).sort()).toEqual(["id", "name", "serviceImage"]);
    expect(r.body[0]!.serviceImage).toBe("/images/services/supply-teaching.jpg");
  });

  test("GET /api/testimonial/list keeps the spec's 'degination'", async () => {
    const r = await t.call<Record<string, unknown>[]>("GET", "/api/testimonial/list");
    expect(r.body).toHaveLength(TESTIMONIALS.length);
    expect(Object.keys(r.body[0]!).sort()).toEqual(["degination", "description", "id", "image", "name", "rating"]);
    expect(r.body[0]!.degination).toBe(TESTIMONIALS[0]!.designation as string);
    expect(typeof r.body[0]!.rating).toBe("number");
  });

  test.each([
    ["/api/artist-style/list", "Ballet"],
    ["/api/artist-type/list", "Ballet Instructor"],
    ["/api/artist-available/list", "Weekends"],
  ])("%s: a list of {id, name}", async (path, expected) => {
    const r = await t.call<{ id: string; name: string }[]>("GET", path);
    expect(r.status).toBe(200);
    expect(r.body.map((i) => i.name)).toContain(expected);
    for (const item of r.body) expect(Object.keys(item).sort()).toEqual(["id", "name"]);
  });

  test("the seeded styles include the spec's list", async () => {
    const r = await t.call<{ name: string }[]>("GET", "/api/artist-style/list");
    const names = r.body.map((s) => s.name);
    for (const s of ["Ballet", "Jazz", "Contemporary", "Lyrical", "Tap", "Hip Hop", "Acro", "Musical Theatre", "Modern", "Ballroom"]) {
      expect(names).toContain(s);
    }
  });

  test("catalog lists carry an ETag, revalidate with no-cache, and answer 304 when unchanged", async () => {
    const first = await t.request("GET", "/api/service/all-list");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await t.request("GET", "/api/service/all-list", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    t.deps.cache.invalidate("services");
    const fresh = await t.request("GET", "/api/service/all-list", { headers: { "if-none-match": etag! } });
    expect(fresh.status).toBe(304); // same content, same ETag after a reload
  });
});

describe("public artists", () => {
  test("GET /api/artist/all-list lists approved artists only, with public fields", async () => {
    const r = await t.call<Record<string, unknown>[]>("GET", "/api/artist/all-list");
    expect(r.body.map((a) => a.user)).toEqual(["Zoe Approved"]);
    const zoe = r.body[0]!;
    expect(Object.keys(zoe).sort()).toEqual(["artistStyle", "headshotUrl", "id", "user"]);
    expect(zoe.artistStyle).toEqual(["Ballet", "Jazz"]);
    expect(zoe.headshotUrl).toStartWith("/files/");
  });

  test("GET /api/artist/artist-detail/:id shows an approved artist without private data", async () => {
    const r = await t.call<Record<string, unknown>>("GET", `/api/artist/artist-detail/${approved.artist.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: approved.artist.id,
      user: "Zoe Approved",
      bio: "Jazz all day.",
      artistStyle: ["Ballet", "Jazz"],
      artistType: ["Choreographer"],
    });
    const text = JSON.stringify(r.json);
    expect(text).not.toContain("@test.local");
    expect(text).not.toContain("private/");
    expect(r.body).not.toHaveProperty("artistStatus");
    expect(r.body).not.toHaveProperty("email");
  });

  test.each([
    ["a pending artist", () => pending.artist.id],
    ["an unknown id", () => "01900000-0000-7000-8000-000000000000"],
    ["a malformed id", () => "not-an-id"],
  ])("artist-detail of %s is a 404", async (_, id) => {
    const r = await t.call("GET", `/api/artist/artist-detail/${id()}`);
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ status: false, message: "Artist not found", response: null });
  });
});

describe("the roster a page at a time", () => {
  test("GET /api/artist/all-list?page=&limit= cuts the same roster, with its size in X-Total-Count", async () => {
    await insertArtist(t.db, { name: "Ada First" });
    await insertArtist(t.db, { name: "Mia Middle" });
    t.deps.cache.invalidate(CACHE_KEYS.roster);
    const first = await t.call<{ user: string }[]>("GET", "/api/artist/all-list?page=1&limit=2");
    expect(first.body.map((a) => a.user)).toEqual(["Ada First", "Mia Middle"]);
    expect(first.res.headers.get("x-total-count")).toBe("3");
    const second = await t.call<{ user: string }[]>("GET", "/api/artist/all-list?page=2&limit=2");
    expect(second.body.map((a) => a.user)).toEqual(["Zoe Approved"]);
    const beyond = await t.call<unknown[]>("GET", "/api/artist/all-list?page=9&limit=2");
    expect(beyond.body).toEqual([]);
    expect(beyond.res.headers.get("x-total-count")).toBe("3");
    // Without a page: the whole list, as before.
    const whole = await t.call<{ user: string }[]>("GET", "/api/artist/all-list");
    expect(whole.body.map((a) => a.user)).toEqual(["Ada First", "Mia Middle", "Zoe Approved"]);
    expect(whole.res.headers.get("x-total-count")).toBeNull();
  });

  test("a page that is not a whole number from 1 is a 400 naming it", async () => {
    const r = await t.call("GET", "/api/artist/all-list?page=0");
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ status: false, message: "Page must be 1 or more" });
    expect((await t.call("GET", "/api/artist/all-list?limit=lots")).json).toMatchObject({ status: false, message: "Limit must be a number" });
  });
});

describe("contact", () => {
  const message = { firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "+1 416 555 0100", message: "Do you cover Ottawa?" };

  test("POST /api/contact/add stores the message", async () => {
    const r = await t.call("POST", "/api/contact/add", { body: message });
    expect(r.status).toBe(201);
    expect(r.json.status).toBe(true);
    const rows = await t.db.select().from(contacts);
    expect(rows.at(-1)).toMatchObject(message);
  });

  test("a missing field is a 400 naming it, and nothing is stored", async () => {
    const before = (await t.db.select().from(contacts)).length;
    const r = await t.call("POST", "/api/contact/add", { body: { ...message, email: undefined } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Email is required");
    expect((await t.db.select().from(contacts)).length).toBe(before);
  });

  test("is rate-limited per address with a 429 envelope", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.request("POST", "/api/contact/add", { body: message })).status);
    expect(statuses).toContain(429);
    const r = await t.call("POST", "/api/contact/add", { body: message });
    expect(r.status).toBe(429);
    expect(r.json).toEqual({ status: false, message: "Too many messages from here, please try again later", response: null });
    expect(r.res.headers.get("retry-after")).toBeTruthy();
  });
});
