import { afterAll, describe, expect, test } from "bun:test";
import { applyAsNewArtist, approvedArtist, fetchLookups } from "../../../../tests/artist-fixtures.ts";
import { createTestApp } from "../../../../tests/harness.ts";

const SITE = "https://dance.example";
const t = await createTestApp({ env: { PUBLIC_URL: SITE } });
afterAll(() => t.close());
const lookups = await fetchLookups(t);
// A name that tries to end the JSON-LD script and start its own.
const approved = await approvedArtist(t, lookups, "Ballet", "Amélie </script><script>alert(1)</script>");
const pending = await applyAsNewArtist(t, lookups);

const page = async (path: string, headers: Record<string, string> = {}) => (await t.app.request(path, { headers })).text();
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("robots.txt and sitemap.xml", () => {
  test("robots lets crawlers in the public site and out of the dashboards and the API, and names the sitemap at PUBLIC_URL", async () => {
    const res = await t.app.request("/robots.txt", { headers: { host: "evil.example" } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Allow: /artist/profile/");
    for (const path of ["/api/", "/client", "/artist/", "/admin"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).not.toContain("evil.example");
  });

  test("the sitemap lists the public pages and every roster profile in both languages with their alternates; no one else", async () => {
    const res = await t.app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toStartWith("application/xml");
    const xml = await res.text();
    for (const loc of [
      `${SITE}/`,
      `${SITE}/fr`,
      `${SITE}/artists`,
      `${SITE}/fr/artists`,
      `${SITE}/artist/profile/${approved.artistId}`,
      `${SITE}/fr/artist/profile/${approved.artistId}`,
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).toContain(`hreflang="fr-CA" href="${SITE}/fr/artist/profile/${approved.artistId}"`);
    expect(xml).not.toContain(pending.artistId);
    expect(xml).not.toContain("/client");
  });
});

describe("shared links and structured data", () => {
  test("every public page has OpenGraph and Twitter tags with absolute addresses in its language", async () => {
    const html = await page("/fr/about");
    expect(meta(html, "og:url")).toBe(`${SITE}/fr/about`);
    expect(meta(html, "og:image")).toBe(`${SITE}/images/hero/client.jpg`);
    expect(meta(html, "og:type")).toBe("website");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:title")).toBe(meta(html, "og:title"));
  });

  test("home describes the agency (Organization)", async () => {
    const data = jsonLd(await page("/"));
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "DanceLink", url: `${SITE}/` });
  });

  test("a profile describes its artist (Person), shares the headshot, and a hostile name cannot break out of the script", async () => {
    const html = await page(`/artist/profile/${approved.artistId}`);
    expect(meta(html, "og:type")).toBe("profile");
    expect(meta(html, "og:image")).toStartWith(SITE);
    expect(html).not.toContain("<script>alert(1)</script>");
    const person = jsonLd(html);
    expect(person).toMatchObject({ "@type": "Person", name: "Amélie </script><script>alert(1)</script>", url: `${SITE}/artist/profile/${approved.artistId}` });
    expect(person.knowsAbout).toContain("Ballet");
  });
});
