import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { expectAreaShell } from "../../../tests/area-pages.ts";
import { suiteApp } from "../../../tests/harness.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();

/** The <footer> of a page. */
const footerOf = (html: string) => html.slice(html.indexOf("<footer"), html.indexOf("</footer>") + "</footer>".length);

describe("dashboards end with the compact app footer, not the marketing one", () => {
  test("every area, in English and French: brand, help and contact links, copyright; no marketing columns", async () => {
    const accounts = { client: (await t.signUp("client")).cookie, artist: (await t.signUp("artist")).cookie, admin: (await t.adminLogin()).cookie };
    for (const [area, cookie] of Object.entries(accounts)) {
      const [english] = await expectAreaShell(t, [`/${area}`], area, cookie);
      // A dashboard speaks the language the user chose (the switcher's cookie).
      const [french] = await expectAreaShell(t, [`/${area}`], area, `${cookie}; locale=fr`);
      const footer = footerOf(english!);
      expect(footer).toContain('class="app-footer"');
      expect(footer).toContain('<a href="/faq">Help &amp; FAQ</a>');
      expect(footer).toContain('<a href="/contact-us">Contact Us</a>');
      expect(footer).toMatch(/© \d{4} DanceLink\. All rights reserved\./);
      expect(english).not.toContain("footer__columns");
      expect(english).not.toContain("subscribe-email");

      const frenchFooter = footerOf(french!);
      expect(frenchFooter).toContain('<a href="/fr/faq">Aide et FAQ</a>');
      expect(frenchFooter).toContain('<a href="/fr/contact-us">Nous joindre</a>');
      expect(frenchFooter).toContain("Tous droits réservés.");
    }
  });

  test("public pages keep the site footer", async () => {
    const home = await (await t.request("GET", "/")).text();
    expect(home).toContain("footer__columns");
    expect(home).not.toContain("app-footer");
  });
});
