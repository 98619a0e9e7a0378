import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { launchBrowser, startServer, watchPageErrors, type RunningServer } from "./support.ts";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: "0" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("a dashboard route sends a visitor to /login", async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${server.url}/client/dashboard`);
  expect(new URL(page.url()).pathname).toBe("/login");
  expect(errors).toEqual([]);
});
