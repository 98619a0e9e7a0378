import { afterAll, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { DEMO_PASSWORD, serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * Each dashboard's first screen paints without moving (CLS 0, as Lighthouse's
 * phone measures it), and a browser that held another account opens the dashboard as
 * the account signed in now, with nothing in its console.
 */
const { server, browser } = await serverAndBrowser();
afterAll(() => browser.close());

const DEMO_ARTIST_EMAIL = "amelia.tremblay@demo.dancelink.ca";
const PHONE = { width: 390, height: 844 };

/** Records every layout shift from the first paint (not those after input, which the metric leaves out too). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node instanceof Element ? s.node.className : String(s.node?.nodeName))) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);

for (const [area, email, password, path, settled] of [
  ["artist", DEMO_ARTIST_EMAIL, DEMO_PASSWORD, "/artist/dashboard", "#confirmed-jobs"],
  ["client", DEMO_STUDIO_EMAIL, DEMO_PASSWORD, "/client/dashboard", "#studio-invoices"],
  ["admin", ADMIN_EMAIL, ADMIN_PASSWORD, "/admin", "main h1"],
] as const) {
  test(`${area}: the first screen on a phone does not move as it loads`, async () => {
    const context = await signedInContext(browser, server, email, { password, context: { viewport: PHONE } });
    try {
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await watchLayoutShifts(page);
      await page.goto(path);
      await page.locator(settled).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await shiftsOf(page)).toEqual([]);
      // The server's drawing was inert; the live screen that replaced it is not.
      expect(await page.locator("#area-root").getAttribute("inert")).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

for (const [area, email, password, path] of [
  ["artist", DEMO_ARTIST_EMAIL, DEMO_PASSWORD, "/artist/dashboard"],
  ["client", DEMO_STUDIO_EMAIL, DEMO_PASSWORD, "/client/dashboard"],
  ["admin", ADMIN_EMAIL, ADMIN_PASSWORD, "/admin"],
] as const) {
  // The scripts were found one import after another (four fetches deep before the first call for data), and the
  // quick start sent them uncompressed, from a build of its own.
  test(`${area}: the page asks for every script its first screen runs, compressed, before any call for data`, async () => {
    const context = await signedInContext(browser, server, email, { password });
    try {
      const page = await context.newPage();
      const fetched: { url: string; api: boolean }[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" || url.pathname.startsWith("/api/")) fetched.push({ url: url.pathname, api: url.pathname.startsWith("/api/") });
      });
      const encodings = new Set<string | undefined>();
      page.on("response", async (response) => {
        if (new URL(response.url()).pathname.startsWith("/assets/")) encodings.add((await response.allHeaders())["content-encoding"]);
      });
      // On a busy machine the scripts may take longer to run than the network's idle half-second: wait for the call.
      const firstData = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/api/"));
      const html = await (await page.goto(path))!.text();
      await firstData;
      await page.waitForLoadState("networkidle");
      const named = new Set([...html.matchAll(/<(?:link rel="modulepreload" href|script type="module" src)="([^"]+)"/g)].map((m) => m[1]));
      const firstCall = fetched.findIndex((f) => f.api);
      expect(firstCall).toBeGreaterThan(0);
      const scriptsBeforeData = fetched.slice(0, firstCall).map((f) => f.url);
      expect(scriptsBeforeData.filter((url) => !named.has(url))).toEqual([]);
      expect(named.size).toBeGreaterThan(5);
      expect([...encodings]).toEqual(["br"]);
    } finally {
      await context.close();
    }
  });
}

test("a browser that held another account opens the dashboard as the one signed in now, its console quiet", async () => {
  const context: BrowserContext = await signedInContext(browser, server, DEMO_STUDIO_EMAIL);
  try {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto("/client/dashboard");
    await page.locator("#studio-invoices").waitFor();
    // Signed in again as the artist through the API: the page's stored state still says the studio.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}").auth?.user?.role)).toBe("client");
    expect((await context.request.post("/api/auth/login", { data: { email: DEMO_ARTIST_EMAIL, password: DEMO_PASSWORD } })).status()).toBe(200);
    await page.goto("/artist/dashboard");
    await page.locator("#confirmed-jobs").waitFor();
    await page.waitForLoadState("networkidle");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}"));
    expect(stored.auth.user.role).toBe("artist");
    expect(stored.client).toEqual({});
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
