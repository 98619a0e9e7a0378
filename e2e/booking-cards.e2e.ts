import { expect, test } from "bun:test";
import { DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import { clientEn } from "../src/platform/i18n/messages/en/client.ts";
import { clientFr } from "../src/platform/i18n/messages/fr/client.ts";
import { serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * The studio's bookings as it reads them, in English and French, on a laptop and a phone: a booking's row is headed
 * by the artist who teaches it (photo or initial, name) with their profile beside it, never by the studio's own
 * name; upcoming and completed bookings are apart, and an empty tab says what to do.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1" });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const WORDS = { en: clientEn, fr: clientFr } as const;

for (const viewport of VIEWPORTS) {
  for (const locale of ["en", "fr"] as const) {
    test(`${locale}, ${viewport.width}x${viewport.height}: the studio's booking names who teaches it`, async () => {
      const context = await signedInContext(browser, server, DEMO_STUDIO_EMAIL, { context: { viewport } });
      await context.addCookies([{ name: "locale", value: locale, url: server.url }]);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      const words = WORDS[locale];

      await page.goto("/client/my-bookings?tab=confirmed");
      const panel = page.getByRole("tabpanel");
      const row = panel.locator(".job-row").first();
      await row.waitFor();
      expect(await panel.locator(".job-row").count()).toBe(1);
      // The demo's booking is taught by its first artist: her name heads the row, not the studio's.
      expect(await row.locator(".job-row__title").textContent()).toBe("Amelia Tremblay");
      expect(await panel.textContent()).not.toContain("Pointe & Poise Academy");
      const profile = panel.getByRole("link", { name: words["client.jobs.profileOf"].replace("{name}", "Amelia Tremblay") });
      expect(await profile.getAttribute("href")).toMatch(locale === "fr" ? /^\/fr\/artist\/profile\/[0-9a-f-]{36}$/ : /^\/artist\/profile\/[0-9a-f-]{36}$/);
      const box = await profile.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

      // Completed bookings have their own tab; none yet, and it says so.
      await page.getByRole("tab", { name: words["client.bookings.tab.completed"] }).click();
      await page.getByText(words["client.empty.completed.title"]).waitFor();

      // The dashboard counts the upcoming booking and shows it by its artist too.
      await page.goto("/client/dashboard");
      await page.getByText(words["client.dashboard.confirmed"]).first().waitFor();
      await page.locator(".job-row__title", { hasText: "Amelia Tremblay" }).first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}
