import { describe, expect, test } from "bun:test";
import { suiteApp } from "../../../tests/harness.ts";

// The agency has an Instagram profile only: the footer links it, and draws no other network.
const t = await suiteApp({ env: { SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/dancelink" } });

const footerOf = async (path: string) => {
  const html = await (await t.request("GET", path)).text();
  return html.slice(html.indexOf('<footer class="footer"'), html.indexOf("</footer>") + "</footer>".length);
};

/** Each link of the footer: its text (or label) and where it goes. */
const linksOf = (footer: string) =>
  [...footer.matchAll(/<a ([^>]*)>(.*?)<\/a>/gs)].map(([, attributes, inner]) => ({
    href: attributes!.match(/href="([^"]*)"/)?.[1],
    text: attributes!.match(/aria-label="([^"]*)"/)?.[1] ?? inner!.replace(/<[^>]+>/g, "").trim(),
  }));

describe("the site's footer: nothing in it looks usable that is not", () => {
  test("every column item is a link to the page that answers it, in the page's language; a dashboard's keeps its own path", async () => {
    const english = linksOf(await footerOf("/about"));
    for (const [text, href] of <[string, string][]>[
      ["Mission", "/about#who-title"],
      ["Community", "/about#community-title"],
      ["Search", "/artists"],
      ["Book", "/client/booking-form"],
      ["Connect", "/contact-us"],
      ["Discover", "/services"],
      ["Engage", "/signup"],
      ["FAQ", "/faq"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
      ["Cookies", "/cookies"],
    ])
      expect(english).toContainEqual({ text, href });
    const french = linksOf(await footerOf("/fr/about"));
    expect(french).toContainEqual({ text: "Chercher", href: "/fr/artists" });
    expect(french.find((link) => link.href === "/client/booking-form")).toBeDefined();
    expect(french).toContainEqual({ text: "FAQ", href: "/fr/faq" });
    expect(french).toContainEqual({ text: "Conditions", href: "/fr/terms" });
    expect(french).toContainEqual({ text: "Confidentialité", href: "/fr/privacy" });
    expect(french).toContainEqual({ text: "Témoins", href: "/fr/cookies" });
  });

  test("no link goes nowhere and there is no form that sends nothing: no subscribe box, Terms, Privacy and Cookies lead to their pages", async () => {
    for (const path of ["/", "/fr"]) {
      const footer = await footerOf(path);
      expect(linksOf(footer).filter((link) => !link.href)).toEqual([]);
      expect(footer).not.toContain("<form");
      expect(footer).not.toContain("Subscribe");
    }
  });

  test("a social network is drawn only with the agency's profile on it, as a link to that profile", async () => {
    const footer = await footerOf("/");
    const instagram = linksOf(footer).filter((link) => link.text === "Instagram");
    expect(instagram).toEqual([
      { text: "Instagram", href: "https://www.instagram.com/dancelink" },
      { text: "Instagram", href: "https://www.instagram.com/dancelink" },
    ]);
    expect(footer).not.toContain("Facebook");
    expect(footer).not.toContain("TikTok");
    expect(footer).toContain('rel="me noopener"');
  });
});
