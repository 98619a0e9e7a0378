import { expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

// On a phone (390x844) a console table wider than the screen scrolls sideways inside the page, its first column fixed.
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

for (const [locale, path] of [
  ["en", "/admin/billing?tab=settings"],
  ["fr", "/fr/admin/billing?tab=settings"],
] as const) {
  test(`the billing's tax table (${locale}): every column reachable by scrolling it, the province always in view`, async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, locale: `${locale}-CA` });
    expect((await context.request.post("/api/auth/login", { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(path);
    const table = page.locator("table.invoice-list").first();
    const row = table.locator("tbody tr").first();
    await row.waitFor();
    const sizes = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    // The page itself never scrolls sideways: only the table does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const province = row.locator("> :first-child");
    const before = (await province.boundingBox())!;
    await table.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    const after = (await province.boundingBox())!;
    expect(after.x).toBe(before.x);
    // The last column (the row's Save) is on screen beside the fixed province, not under it.
    const last = (await row.locator("> :last-child").getByRole("button").boundingBox())!;
    expect(last.x).toBeGreaterThanOrEqual(after.x + after.width - 1);
    expect(last.x + last.width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
}
