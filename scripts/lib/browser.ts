import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. Its clock reads the agency's
 * zone, as the studios and artists of the seed see it (a job's time carries its zone's name in another zone).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    env: { ...process.env, TZ: "America/Toronto" },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
