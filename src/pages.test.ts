import { describe, expect, test } from "bun:test";
import { services } from "../db/schema.ts";
import { SERVICES, TESTIMONIALS } from "../db/seed-data.ts";
import { CACHE_KEYS } from "./platform/http/cache-keys.ts";
import { insertArtist } from "../tests/factories.ts";
import { suiteApp } from "../tests/harness.ts";
import { ARTIST_SEARCH_PAGE_SIZE } from "./features/search/artist-search.contract.ts";

const t = await suiteApp();

/** An artist straight into the database; the roster cache forgets the old list as approval would make it. */
async function addArtist(name: string, options: Omit<Parameters<typeof insertArtist>[1], "name"> = {}) {
  const { artist } = await insertArtist(t.db, { name, ...options });
  t.deps.cache.invalidate(CACHE_KEYS.roster, CACHE_KEYS.rosterSearch);
  return artist.id;
}

async function page(path: string, cookie?: string) {
  const res = await t.request("GET", path, { cookie });
  return { res, status: res.status, html: await res.text() };
}

/** Text of the document without tags (entities as React writes them). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/artists",
  "/contact-us",
  "/faq",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=t",
  "/verify-email?token=t",
];

describe("every public page", () => {
  test.each(PUBLIC_PAGES)("%s renders with a title, a description, one h1 and the shared layout", async (path) => {
    const { status, res, html } = await page(path);
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toMatch(/<title>[^<]+ \| DanceLink<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<nav class="navbar__inner container" aria-label="Main">');
    expect(html).toContain('<footer class="footer">');
    // Every image says what it shows (or is marked decorative with an empty alt).
    for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/ alt="/);
    // No list waits for the browser: nothing on a public page says it is loading.
    expect(textOf(html)).not.toMatch(/Loading/i);
  });

  test("the current page's link is marked active", async () => {
    const { html } = await page("/about");
    expect(html).toContain('<a href="/about" class="active" aria-current="page">About Us</a>');
    expect(html).toContain('<a href="/">Home</a>');
  });

  // A press before the island hydrates would submit the bare form natively: a GET with every field, a password too, in the address.
  test("the public forms' submit buttons wait for their island", async () => {
    for (const path of ["/login", "/signup", "/forgot-password", "/reset-password?token=abc", "/contact-us", "/fr/login"]) {
      const { html } = await page(path);
      const form = html.slice(html.indexOf('<form class="form"'), html.indexOf("</form>", html.indexOf('<form class="form"')));
      const submits = form.match(/<button type="submit"[^>]*>/g) ?? [];
      expect({ path, submits: submits.length }).toEqual({ path, submits: 1 });
      expect(submits[0]).toContain('disabled=""');
    }
  });

  test("an unknown path is a real 404 page", async () => {
    const { status, html } = await page("/no-such-page");
    expect(status).toBe(404);
    expect(html).toContain("Page not found");
  });
});

describe("navigation bar buttons come from the session cookie", () => {
  test("signed out: Log In and Sign Up", async () => {
    const text = textOf((await page("/")).html);
    expect(text).toContain("Log In");
    expect(text).toContain("Sign Up");
    expect(text).not.toContain("Dashboard");
  });

  test("a client sees 'Client Dashboard' to /client, an artist 'Artist Dashboard' to /artist", async () => {
    const client = await t.signUp("client");
    const clientHtml = (await page("/about", client.cookie)).html;
    expect(clientHtml).toContain('<a href="/client" class="btn btn--primary">Client Dashboard</a>');
    expect(textOf(clientHtml)).not.toContain("Log In");

    const artist = await t.signUp("artist");
    const artistHtml = (await page("/services", artist.cookie)).html;
    expect(artistHtml).toContain('<a href="/artist" class="btn btn--primary">Artist Dashboard</a>');
    expect(textOf(artistHtml)).not.toContain("Sign Up");
  });
});

describe("Join Now / Hire Now lead a signed-in user to its dashboard, on the server's first paint", () => {
  /** Where each call to action of a page leads: "label -> href". */
  const ctas = (html: string, labels: string[]) =>
    labels.map((label) => `${label} -> ${html.match(new RegExp(`href="([^"]*)"[^>]*>${label}</a>`))?.[1] ?? "missing"}`);

  test("signed out: to sign up, in the page's language", async () => {
    expect(ctas((await page("/")).html, ["Join Now", "Hire Now"])).toEqual(["Join Now -> /signup", "Hire Now -> /signup"]);
    expect(ctas((await page("/fr")).html, ["Se joindre", "Engager"])).toEqual(["Se joindre -> /fr/signup", "Engager -> /fr/signup"]);
  });

  test("a client to /client, an artist to /artist, the agency to /admin: home, services, about, and the hero's island", async () => {
    const client = await t.signUp("client");
    const home = (await page("/", client.cookie)).html;
    expect(ctas(home, ["Join Now", "Hire Now"])).toEqual(["Join Now -> /client", "Hire Now -> /client"]);
    expect(home).toContain("&quot;joinHref&quot;:&quot;/client&quot;");
    expect(ctas((await page("/services", client.cookie)).html, ["Hire Now"])).toEqual(["Hire Now -> /client"]);
    expect(ctas((await page("/about", client.cookie)).html, ["Hire an artist", "Apply as an artist"])).toEqual([
      "Hire an artist -> /client",
      "Apply as an artist -> /client",
    ]);

    const artist = await t.signUp("artist");
    expect(ctas((await page("/fr", artist.cookie)).html, ["Se joindre", "Engager"])).toEqual(["Se joindre -> /artist", "Engager -> /artist"]);
    const admin = await t.adminLogin();
    expect(ctas((await page("/fr/services", admin.cookie)).html, ["Engager"])).toEqual(["Engager -> /admin"]);
    // The page cached for a signed-in role never reaches a visitor.
    expect(ctas((await page("/services")).html, ["Hire Now"])).toEqual(["Hire Now -> /signup"]);
  });
});

describe("home", () => {
  test("the six sections in order, with the server's data", async () => {
    const approved = await addArtist("Zoe Home", { styles: ["Ballet"] });
    const { html } = await page("/");
    const text = textOf(html);
    const order = [
      "View As",
      "Earn Effortlessly As An Artist",
      "Join Now",
      "Hire Now",
      "Our Services",
      "Top Artist",
      "Empowering dance educators",
      "Know more about us",
      "Why Choose Us",
      "Testimonials",
    ].map((s) => [s, text.indexOf(s)] as const);
    for (const [s, i] of order) expect({ s, found: i >= 0 }).toEqual({ s, found: true });
    expect(order.map(([, i]) => i)).toEqual(order.map(([, i]) => i).sort((a, b) => a - b));
    expect(html).toContain('href="/about">Know more about us</a>');
    expect(html.match(/href="\/signup">(Join|Hire) Now<\/a>/g)).toHaveLength(2);
    for (const s of SERVICES.slice(0, 6)) expect(text).toContain(s.name);
    expect(text).toContain(TESTIMONIALS[0]!.description);
    expect(html).toContain(`href="/artist/profile/${approved}"`);
    for (const figure of ["2010", "400+", "$1.5 million"]) expect(text).toContain(figure);
  });

  test("ships only its islands: hero, Top Artist, testimonials", async () => {
    const { html } = await page("/");
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    expect(islands).toEqual(["hero", "top-artists", "testimonials"]);
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(["/assets/hero.js", "/assets/top-artists.js", "/assets/testimonials.js"]);
  });
});

describe("lists", () => {
  test("/services shows every service with its image", async () => {
    const { html } = await page("/services");
    for (const s of SERVICES) {
      expect(textOf(html)).toContain(s.name);
      expect(html).toContain(`src="${s.image}"`);
    }
  });

  test("/artists shows approved artists only, each card linking to its profile", async () => {
    const approved = await addArtist("Ana Roster", { styles: ["Jazz", "Tap"] });
    const pending = await addArtist("Pat Pending", { status: "pending" });
    const { html } = await page("/artists");
    expect(html).toContain(`<a class="artist-card" href="/artist/profile/${approved}">`);
    expect(textOf(html)).toContain("Ana Roster");
    expect(textOf(html)).toMatch(/Ana Roster Jazz Tap/);
    expect(html).not.toContain(pending);
    expect(textOf(html)).not.toContain("Pat Pending");
  });

  test("/artists shows the roster a page at a time, with links between pages; a page beyond the last is a 404", async () => {
    const approved = async () => (await t.call<unknown[]>("GET", "/api/artist/all-list")).body.length;
    for (let n = await approved(); n <= ARTIST_SEARCH_PAGE_SIZE; n++) await addArtist(`Roster Artist ${String(n).padStart(2, "0")}`);
    const total = await approved();
    const cards = (html: string) => html.match(/<a class="artist-card"/g)?.length ?? 0;

    const first = await page("/artists");
    expect(cards(first.html)).toBe(ARTIST_SEARCH_PAGE_SIZE);
    expect(first.html).toContain('<nav class="pagination" aria-label="Roster pages">');
    expect(first.html).toContain('<a class="pagination__page is-current" href="/artists" aria-current="page">1</a>');
    expect(first.html).toContain('<a class="pagination__arrow" href="/artists?page=2" aria-label="Next page" rel="next">');
    expect(first.html).toContain('<span class="pagination__arrow" aria-label="Previous page" aria-disabled="true">');

    const second = await page("/artists?page=2");
    expect(second.status).toBe(200);
    expect(cards(second.html)).toBe(total - ARTIST_SEARCH_PAGE_SIZE);
    expect(second.html).toContain(`<title>Artist Roster, page 2 of 2 | DanceLink</title>`);
    expect(second.html).toContain('<a class="pagination__arrow" href="/artists" aria-label="Previous page" rel="prev">');
    // Each page is its own cached render: the first page is unchanged by the second.
    expect(cards((await page("/artists?page=1")).html)).toBe(ARTIST_SEARCH_PAGE_SIZE);

    for (const missing of ["/artists?page=3", "/artists?page=0", "/artists?page=two"]) {
      const r = await page(missing);
      expect(r.status).toBe(404);
      expect(r.html).toContain("<title>Page not found");
    }
  });

  test("a page reads the same cache entry as its API list, so they never disagree", async () => {
    await t.db.insert(services).values({ name: "Stage Makeup", image: "/images/services/workshops.jpg", sortOrder: 99 });
    const cachedApi = await t.call<{ name: string }[]>("GET", "/api/service/all-list");
    const cachedPage = textOf((await page("/services")).html);
    expect(cachedApi.body.some((s) => s.name === "Stage Makeup")).toBe(cachedPage.includes("Stage Makeup"));

    t.deps.cache.invalidate(CACHE_KEYS.services);
    expect(textOf((await page("/services")).html)).toContain("Stage Makeup");
    expect((await t.call<{ name: string }[]>("GET", "/api/service/all-list")).body.map((s) => s.name)).toContain("Stage Makeup");
  });
});

describe("public artist profile", () => {
  test("an approved artist: heading, headshot, badges, about and downloads", async () => {
    const id = await addArtist("Mila Profile", { styles: ["Contemporary"], bio: "Contemporary and lyrical coach." });
    const { status, html } = await page(`/artist/profile/${id}`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain("ARTIST PROFILE");
    expect(text).toContain("Mila Profile");
    expect(text).toContain("Contemporary");
    expect(text).toContain("About Artist");
    expect(text).toContain("Contemporary and lyrical coach.");
    expect(text).toContain("Download Resume");
    expect(text).toContain("Download Headshot");
    expect(html).toContain('<a class="profile__back" href="/artists">');
    expect(html).toMatch(/<img class="profile__photo" src="\/files\/[^"]+\.jpg" alt="Headshot of Mila Profile" width="300" height="400"/);
    expect(html).toMatch(/<title>Mila Profile, dance artist \| DanceLink<\/title>/);
    // The roster link stays active on a profile.
    expect(html).toContain('<a href="/artists" class="active" aria-current="page">Artist Roster</a>');
  });

  test("no bio: 'No bio available for this artist.'", async () => {
    const id = await addArtist("Quiet Artist", { bio: "" });
    expect(textOf((await page(`/artist/profile/${id}`)).html)).toContain("No bio available for this artist.");
  });

  test("is public even for a signed-in client (not behind the artist area's guard)", async () => {
    const id = await addArtist("Guarded Not");
    const client = await t.signUp("client");
    const { status } = await page(`/artist/profile/${id}`, client.cookie);
    expect(status).toBe(200);
  });

  test.each([
    ["pending", async () => addArtist("Not Yet", { status: "pending" })],
    ["rejected", async () => addArtist("Never", { status: "rejected" })],
    ["unknown", async () => Bun.randomUUIDv7()],
    ["malformed", async () => "not-a-uuid"],
  ])("%s id: the 404 page with status 404", async (_kind, id) => {
    const { status, html } = await page(`/artist/profile/${await id()}`);
    expect(status).toBe(404);
    expect(html).toContain("Page not found");
    expect(textOf(html)).not.toContain("ARTIST PROFILE");
  });
});

describe("forms", () => {
  test("/login, /signup and /contact-us render their labelled fields and buttons", async () => {
    const login = (await page("/login")).html;
    expect(login).toContain('<label for="login-email">Email</label>');
    expect(login).toContain('<label for="login-password">Password</label>');
    expect(textOf(login)).toMatch(/>?\s*Login\s/);
    expect(login).toContain('href="/signup"');

    const signup = (await page("/signup")).html;
    expect(signup).toContain('<option value="" selected="">Select User Type</option>');
    expect(signup).toContain('<option value="artist">');
    expect(signup).toContain('<option value="client">');
    expect(signup).toContain('href="/login"');

    const contact = (await page("/contact-us")).html;
    for (const name of ["firstName", "lastName", "email", "phoneNumber", "message"]) expect(contact).toContain(`name="${name}"`);
    expect(contact).toContain('type="tel"');
    expect(textOf(contact)).toContain("SEND MESSAGE");
  });
});

test("a page preloads every face the stylesheet declares, and each is shipped (font-display is optional: a face that comes late is not used)", async () => {
  const html = await (await t.request("GET", "/")).text();
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
  const css = await Bun.file(new URL("../islands/styles/base/fonts.css", import.meta.url)).text();
  const declared = [...css.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]);
  expect(preloaded.toSorted()).toEqual(declared.toSorted());
  // Inter's weights in one file: a face discovered by the first layout (a button's 600) used to come late.
  expect(declared).toContain("/fonts/inter-latin-wght-normal.woff2");
  for (const font of declared) expect(await Bun.file(new URL(`../public${font}`, import.meta.url)).exists()).toBe(true);
});

test("the home and about pages' shipped pictures come in AVIF and WebP (a phone downloads a fifth of the JPEGs' bytes)", async () => {
  const home = await (await t.request("GET", "/")).text();
  for (const name of ["stats-banner", "why-choose-us", "services/supply-teaching"]) {
    expect(home).toContain(`<source type="image/avif" srcSet="/images/${name}.avif"/>`);
  }
  const about = await (await t.request("GET", "/about")).text();
  expect(about).toContain('<source type="image/avif" srcSet="/images/about/studio.avif"/>');
});
