import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

// The dashboards as an installed app: the manifest, the worker taking the page, the last data shown offline
// under the banner instead of the browser's error, and nothing of the user's kept once they sign out.
const { server, browser } = await serverAndBrowser();
const ARTIST = "amelia.tremblay@demo.dancelink.ca";

const WORDS = {
  en: { banner: "You are offline.", app: "DanceLink for artists", menu: "Amelia", logout: "Log out" },
  fr: { banner: "Vous êtes hors ligne.", app: "DanceLink pour les artistes", menu: "Amelia", logout: "Se déconnecter" },
} as const;

/** The names of the requests the offline copies hold, by path. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has("dancelink-offline"))) return [];
    const kept = await (await caches.open("dancelink-offline")).keys();
    return kept.map((request) => new URL(request.url).pathname);
  });

/** Waits until the offline copies hold `paths` (the worker keeps a reply once it has been read). */
async function keptAtLast(page: Page, paths: string[]) {
  for (let tries = 0; tries < 100; tries += 1) {
    const kept = await keptPaths(page);
    if (paths.every((path) => kept.includes(path))) return;
    await Bun.sleep(150);
  }
  throw new Error(`the worker did not keep ${paths.join(", ")}: ${(await keptPaths(page)).join(", ")}`);
}

for (const [locale, viewport] of [
  ["en", { width: 1280, height: 800 }],
  ["fr", { width: 390, height: 844 }],
] as const) {
  test(`${locale} at ${viewport.width}x${viewport.height}: installable, opens offline on its last data, forgets it at sign-out`, async () => {
    const words = WORDS[locale];
    const context = await signedInContext(browser, server, ARTIST, { context: { viewport } });
    await context.addCookies([{ name: "locale", value: locale, url: server.url }]);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto("/artist/dashboard");

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe(`/manifest/${locale}/artist.webmanifest`);
    const manifest = (await (await context.request.get(manifestHref!)).json()) as { name: string; start_url: string };
    expect(manifest).toMatchObject({ name: words.app, start_url: "/artist" });

    // The worker takes the pages it did not load: from the next one on, the dashboard's page and calls are kept.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${server.url}/sw.js`);
    await page.reload();
    await page.locator("#confirmed-jobs").waitFor();
    await keptAtLast(page, ["/artist/dashboard", "/api/auth/me"]);
    const online = await page.locator("#confirmed-jobs").textContent();

    await context.setOffline(true);
    await page.reload();
    await page.getByText(words.banner).waitFor();
    // The last data it had, not the browser's error page: the same confirmed jobs.
    expect(await page.locator("#confirmed-jobs").textContent()).toBe(online);
    await context.setOffline(false);
    await page.getByText(words.banner).waitFor({ state: "detached" });

    await page
      .getByRole("button", { name: new RegExp(words.menu) })
      .first()
      .click();
    await page.getByRole("button", { name: words.logout, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/artist"));
    expect(await keptPaths(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}
