import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertArtist } from "../../../../tests/factories.ts";
import { suiteApp } from "../../../../tests/harness.ts";
import { CACHE_KEYS } from "../../../platform/http/cache-keys.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();
const { artist } = await insertArtist(t.db, { name: "Ada Ballet", styles: ["Ballet"] });
t.deps.cache.invalidate(CACHE_KEYS.roster);

const html = async (path: string, cookie?: string) => (await t.request("GET", path, { cookie })).text();
/** The shortlist hearts of a page: the opening tag of each. */
const hearts = (page: string) => page.match(/<(a|button)[^>]*class="icon-btn favourite"[^>]*>/g) ?? [];

async function studio(name: string) {
  const signed = await t.signUp("client", name);
  const profile = { studioName: name, studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" };
  expect((await t.call("POST", "/api/client/add", { cookie: signed.cookie, body: profile })).status).toBe(201);
  return signed;
}

describe("the shortlist's heart on the server-rendered pages", () => {
  test("a visitor's heart is a link to log in, in the page's language: part of the roster's search island, its own island on a profile", async () => {
    const roster = await html("/artists");
    expect(hearts(roster)).toEqual([expect.stringContaining('href="/login"')]);
    expect(roster).toContain('aria-label="Log in to save Ada Ballet to a shortlist"');
    expect(roster).toContain('data-island="roster-search"');
    expect(roster).not.toContain('data-island="favourite-button"');
    expect(hearts(await html("/fr/artists"))).toEqual([expect.stringContaining('href="/fr/login"')]);
    const profile = await html(`/artist/profile/${artist.id}`);
    expect(hearts(profile)).toHaveLength(1);
    expect(profile).toContain('data-island="favourite-button"');
  });

  test("every studio gets the same cached page, the role on <html> and hearts that wait for the browser's own call", async () => {
    const first = await studio("First Studio");
    const second = await studio("Second Studio");
    expect((await t.call("POST", `/api/client/favourites/${artist.id}`, { cookie: first.cookie })).status).toBe(201);
    const [a, b] = [await html("/artists", first.cookie), await html("/artists", second.cookie)];
    expect(a).toBe(b);
    expect(a).toContain('data-role="client"');
    const [heart] = hearts(a);
    expect(heart).toContain('aria-pressed="false"');
    expect(heart).toContain("disabled");
    expect(heart).toContain('aria-label="Save Ada Ballet to my shortlist"');
  });

  test("inside the home page's Top Artist slider the heart is part of that island, not an island of its own", async () => {
    const home = await html("/");
    expect(hearts(home)).toHaveLength(1);
    expect(home).not.toContain('data-island="favourite-button"');
  });

  test("an artist or the agency has no shortlist: no heart", async () => {
    const signed = await t.signUp("artist");
    expect(hearts(await html("/artists", signed.cookie))).toEqual([]);
    const admin = await t.adminLogin();
    expect(hearts(await html(`/artist/profile/${artist.id}`, admin.cookie))).toEqual([]);
  });
});
