import { expect, test } from "bun:test";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

test("a dashboard route sends a visitor to /login", async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${server.url}/client/dashboard`);
  expect(new URL(page.url()).pathname).toBe("/login");
  expect(errors).toEqual([]);
});
