import { expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * The agency's console as its users find it, on a desktop and on a
 * phone-sized window: the compact app footer (11), every screen reachable and
 * nothing wider than the window (9), a catalog name refused when it differs only by
 * case and accents, typed by keyboard alone with a visible focus (8, 13), and a
 * confirmed job that has not ended cannot be marked completed, and says until when (7).
 */

const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1" });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SCREENS = ["/admin", "/admin/applications", "/admin/profile-reviews", "/admin/jobs", "/admin/inbox", "/admin/contacts", "/admin/mail", "/admin/catalog"];

async function consoleAt(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  expect((await context.request.post("/api/auth/login", { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

/** Nothing on the page reaches past the window's right edge (no sideways scroll). */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Every tab of the screen lies inside the window: none cut off. */
async function expectTabsInside(page: Page, width: number) {
  // Measured at once in the page: a handle per tab waited 30 s for a tab the lazy route replaced meanwhile.
  const boxes = await page.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

/** Whether the focused element draws a ring (an outline or a box-shadow). */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
  });

for (const [size, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`the agency's console on a ${size} (${viewport.width}x${viewport.height})`, async () => {
    const { context, page, errors } = await consoleAt(viewport);
    const unique = `${size}${Date.now().toString(36)}`;

    // 11: the dashboard ends with the compact app footer, not the marketing one.
    await page.goto("/admin");
    const footer = page.locator("footer.app-footer");
    await footer.getByRole("link", { name: "Help & FAQ" }).waitFor();
    expect(await footer.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact-us");
    expect(await page.locator(".footer__columns").count()).toBe(0);

    // 9: every screen is reachable from the navigation, and none is wider than the window.
    const nav = page.getByRole("navigation", { name: "Admin console" });
    for (const path of SCREENS.slice(1)) {
      if (size === "phone") {
        const menu = nav.getByRole("button", { name: /^Menu: / });
        expect(await nav.getByRole("link", { name: /^Catalog/ }).isVisible()).toBe(false);
        await menu.click();
        expect(await menu.getAttribute("aria-expanded")).toBe("true");
      } else {
        expect(await nav.getByRole("button", { name: /^Menu: / }).isVisible()).toBe(false);
      }
      await nav.locator(`a[href="${path}"]`).click();
      await page.waitForURL((url) => url.pathname === path);
      // The menu closes once the router has moved to the picked screen (a lazy screen's code may still be coming
      // when the address changes): wait for that, then read the screen.
      if (size === "phone") await nav.locator('.admin-nav__toggle[aria-expanded="false"]').waitFor();
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectNoSidewaysScroll(page);
      await expectTabsInside(page, viewport.width);
    }

    // 8 (and 13): a style added by keyboard alone, each control showing its focus; the same name in another case and with accents is refused.
    await page.getByRole("tab", { name: "Styles" }).click();
    await expectTabsInside(page, viewport.width);
    const name = page.getByRole("textbox", { name: "New style", exact: true });
    await name.focus();
    await page.keyboard.type(`Bachata ${unique}`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("New style (French)");
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Add");
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByText("Style added").waitFor();
    await page.getByRole("button", { name: `Rename Bachata ${unique}` }).waitFor();

    await name.fill(`BÁCHATA ${unique.toUpperCase()}`);
    await page.keyboard.press("Enter");
    await page.getByText(`A style named "BÁCHATA ${unique.toUpperCase()}" already exists`).waitFor();
    const styles = (await (await context.request.get("/api/artist-style/list")).json()) as { response: { name: string }[] };
    expect(styles.response.filter((s) => s.name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "") === `bachata ${unique}`)).toHaveLength(1);
    await expectNoSidewaysScroll(page);

    // 7: a confirmed job that has not ended cannot be marked completed yet: the console says when it can.
    const confirmed = (await (await context.request.get("/api/admin/jobs?status=confirmed")).json()) as {
      response: { _id: string; endDate: string; endTime: string }[];
    };
    const job = confirmed.response[0]!;
    await page.goto(`/admin/jobs/${job._id}`);
    const complete = page.getByRole("button", { name: "Mark completed" });
    await complete.waitFor();
    expect(await complete.isDisabled()).toBe(true);
    await page.getByText(/^It can be marked completed once it ends, after .+ at .+\.$/).waitFor();
    // The server refuses it too, whoever asks.
    const refused = await context.request.put(`/api/admin/jobs/${job._id}/status`, { data: { status: "completed" } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `This job ends on ${job.endDate} at ${job.endTime}: it can be marked completed after that`,
    );
    const after = (await (await context.request.get(`/api/admin/jobs/${job._id}`)).json()) as { response: { status: string } };
    expect(after.response.status).toBe("confirmed");
    await expectNoSidewaysScroll(page);

    expect(errors).toEqual([]);
    await context.close();
  });
}
