/**
 * `bun run screens`: screenshots of each dashboard's main screen for docs/screens/
 * (README "Screens"), so a reader sees the product without running it.
 *
 * Starts the demo server (e2e/support.ts: a free port, a throwaway data folder and
 * in-memory database, the demo data and an admin), signs in as the demo studio, the
 * demo artist and the agency, and writes `<area>-desktop.png` (1280x800) and
 * `<area>-phone.png` (390x844) at a device scale factor of 1: the window only, not
 * the whole page, so each file stays small.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser, startServer } from "../e2e/support.ts";

const OUT = join(import.meta.dir, "..", "docs", "screens");
/** The demo accounts' password (README, db/seed.ts). */
const DEMO_PASSWORD = "dance-demo-2026";

const ACCOUNTS = [
  { area: "client", email: "studio@demo.dancelink.ca", password: DEMO_PASSWORD, path: "/client/dashboard" },
  { area: "artist", email: "amelia.tremblay@demo.dancelink.ca", password: DEMO_PASSWORD, path: "/artist/dashboard" },
  { area: "admin", email: ADMIN_EMAIL, password: ADMIN_PASSWORD, path: "/admin" },
] as const;

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

async function shoot(browser: Browser, url: string, account: (typeof ACCOUNTS)[number], size: (typeof SIZES)[number]): Promise<string> {
  const context = await browser.newContext({ baseURL: url, viewport: size.viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
  try {
    const login = await context.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    if (!login.ok()) throw new Error(`${account.email} could not sign in: ${login.status()}`);
    const page = await context.newPage();
    await page.goto(account.path, { waitUntil: "networkidle" });
    // The area's app has rendered and nothing is still loading.
    await page.locator("#area-root .area__loading").waitFor({ state: "detached" });
    await page.waitForFunction(() => document.querySelectorAll(".skeleton").length === 0 && document.fonts.status === "loaded");
    const file = join(OUT, `${account.area}-${size.name}.png`);
    await page.screenshot({ path: file, type: "png", animations: "disabled" });
    return file;
  } finally {
    await context.close();
  }
}

mkdirSync(OUT, { recursive: true });
const server = await startServer({ SEED_DEMO: "1" });
const browser = await launchBrowser();
try {
  for (const account of ACCOUNTS) {
    for (const size of SIZES) {
      const file = await shoot(browser, server.url, account, size);
      console.log(`${file} ${Math.round(Bun.file(file).size / 1024)} KB`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
