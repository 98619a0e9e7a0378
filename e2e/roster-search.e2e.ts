import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

// The roster's search on the demo artists: a plain form without script, live with it.
const { server, browser } = await serverAndBrowser();

const ballet = (page: Page) => page.getByRole("group", { name: "Styles" }).getByRole("checkbox", { name: /^Ballet/ });
const places = (page: Page) => page.locator(".artist-card__place").allTextContents();
const names = (page: Page) => page.locator(".artist-card__name").allTextContents();
const count = (page: Page) => page.locator(".roster-results__count").textContent();

describe("/artists search", () => {
  test("without JavaScript: a style and a city through the form, the search in the address", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/artists`);
    const everyone = (await names(page)).length;
    await ballet(page).check();
    await page.locator('select[name="city"]').selectOption("Toronto");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/city=Toronto/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/artists");
    expect(url.searchParams.getAll("style")).toHaveLength(1);
    const found = await names(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(everyone);
    expect(new Set(await places(page))).toEqual(new Set(["Toronto, ON"]));
    expect(await ballet(page).isChecked()).toBe(true);
    for (const card of await page.locator(".artist-card").all()) expect(await card.locator(".badge").allTextContents()).toContain("Ballet");
    // The address is the search: opened again, the same results.
    const again = await context.newPage();
    await again.goto(page.url());
    expect(await names(again)).toEqual(found);
    await context.close();
  });

  test("with JavaScript: each change searches at once and goes in the address; the back button brings the previous search back", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/artists`);
    // Hydrated: the form's fallback button is gone.
    await page.getByRole("button", { name: "Apply filters" }).waitFor({ state: "detached" });
    const everyone = await count(page);

    await ballet(page).check();
    await page.waitForURL(/style=/);
    await page.waitForFunction(() => !document.querySelector(".roster-results[aria-busy]"));
    const balletCount = await count(page);
    expect(balletCount).not.toBe(everyone);

    await page.locator('select[name="city"]').selectOption("Toronto");
    await page.waitForURL(/style=.*&city=Toronto/);
    await page.waitForFunction(() => !document.querySelector(".roster-results[aria-busy]"));
    expect(new Set(await places(page))).toEqual(new Set(["Toronto, ON"]));

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("city=") && url.search.includes("style="));
    await page.waitForFunction((expected) => document.querySelector(".roster-results__count")?.textContent === expected, balletCount);
    expect(await ballet(page).isChecked()).toBe(true);

    // Typing searches after a pause, typos forgiven.
    await page.getByRole("searchbox", { name: "Search artists" }).fill("balet");
    await page.waitForURL(/q=balet/);
    await page.waitForFunction(() => !document.querySelector(".roster-results[aria-busy]"));
    expect((await names(page)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
