import { describe, expect, test } from "bun:test";
import { suiteApp } from "../../../tests/harness.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { CACHE_KEYS } from "../http/cache-keys.ts";
import { LOCALES } from "../i18n/locales.ts";
import { localizePath } from "../i18n/paths.ts";
import { POLICY_PATHS, PUBLIC_PATHS } from "./public-paths.ts";

const t = await suiteApp();

/** Every `<a …>` of a page whose attributes carry no href: a link that goes nowhere (Lighthouse's crawlable-anchors). */
const anchorsWithoutHref = (html: string) => [...html.matchAll(/<a(\s[^>]*)?>/g)].map(([tag]) => tag).filter((tag) => !/\shref="[^"]+"/.test(tag));

describe("every link of every page goes somewhere", () => {
  test("no <a> without an href on any public page, in either language", async () => {
    // An approved artist on the roster: the home page, the roster and a profile draw their cards.
    const { artist } = await insertArtist(t.db, { name: "Lina Links", styles: ["Ballet"] });
    t.deps.cache.invalidate(CACHE_KEYS.roster, CACHE_KEYS.rosterSearch);
    const paths = [...PUBLIC_PATHS, `/artist/profile/${artist.id}`];
    for (const locale of LOCALES) {
      for (const path of paths) {
        const res = await t.request("GET", localizePath(locale, path));
        expect({ path: localizePath(locale, path), status: res.status }).toEqual({ path: localizePath(locale, path), status: 200 });
        expect({ path, missing: anchorsWithoutHref(await res.text()) }).toEqual({ path, missing: [] });
      }
    }
  });

  test("nor on the dashboards' shells, whose footer links the policies too", async () => {
    const shells: [string, string][] = [
      ["/client", (await t.signUp("client")).cookie],
      ["/artist", (await t.signUp("artist")).cookie],
      ["/admin", (await t.adminLogin()).cookie],
    ];
    for (const [path, cookie] of shells) {
      const html = await (await t.request("GET", path, { cookie })).text();
      expect({ path, missing: anchorsWithoutHref(html) }).toEqual({ path, missing: [] });
      for (const policy of POLICY_PATHS) expect(html).toContain(`href="${policy}"`);
    }
  });

  test("the anchors' check itself finds a link without href", () => {
    expect(anchorsWithoutHref('<a href="/faq">FAQ</a><a class="x">Terms</a><a>Privacy</a><abbr>x</abbr>')).toEqual(['<a class="x">', "<a>"]);
  });
});
