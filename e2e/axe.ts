import { afterAll, expect } from "bun:test";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { en, type MessageKey } from "../src/platform/i18n/messages/en.ts";
import { fr } from "../src/platform/i18n/messages/fr.ts";
import { localizePath } from "../src/platform/i18n/paths.ts";
import { isPublicPath } from "../src/platform/pages/public-paths.ts";
import type { RunningServer } from "../scripts/lib/server.ts";
import { watchPageErrors } from "./support.ts";

/**
 * Axe-core finds nothing against WCAG 2.2 A and AA on every public page and every dashboard
 * screen, in English and in French, on a desktop and on a phone, signed in as each role; nor is any tap target
 * under 24 px (`smallTargets`). The scans are
 * split by role over the e2e/accessibility-*.e2e.ts files (each with its own server), so that
 * `--parallel` runs them side by side: in one file they took four minutes.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const LOCALES = ["en", "fr"] as const;
type Locale = (typeof LOCALES)[number];

/** One finding, as the failure prints it: where, which rule, which element and what is wrong. */
interface Finding {
  screen: string;
  rule: string;
  target: string;
  summary: string;
}

/** Waits for the screen to settle: the page loaded, the dashboard mounted, nothing loading (skeletons, busy regions). */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  const loading = ".area__loading, .skeleton, [aria-busy='true']";
  await page
    .waitForFunction((selector) => !document.querySelector(selector), loading, { timeout: 15_000 })
    .catch(async () => {
      throw new Error(
        `${page.url()} still loading: ${await page
          .locator(loading)
          .first()
          .evaluate((el) => el.outerHTML.slice(0, 200))}`,
      );
    });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** axe-core's WCAG 2.2 A/AA violations on the page as it is now, one finding per element. */
export async function scan(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => ({ screen, rule: v.id, target: n.target.join(" "), summary: (n.failureSummary ?? v.help).replace(/\s+/g, " ") })),
  );
}

/**
 * Tap targets smaller than 24 px on a side, which axe's target-size rule lets pass when nothing is near them: a
 * target here is at least 24 px (WCAG 2.5.8's size, without its spacing exception). A link inside a sentence is
 * exempt, as WCAG has it; a checkbox or a radio counts with its label, which toggles it too; a visually hidden input
 * (the navbar's menu toggle) is not a target, its label is.
 */
export async function smallTargets(page: Page, screen: string): Promise<Finding[]> {
  const small = await page.evaluate(() => {
    const found: { target: string; size: string }[] = [];
    const targets = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [role=button], [role=radio]";
    for (const element of document.querySelectorAll<HTMLElement>(targets)) {
      const style = getComputedStyle(element);
      const label = element.tagName === "INPUT" ? element.closest("label") : null;
      const box = (label ?? element).getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
      const text = element.textContent?.trim() ?? "";
      // Words on either side of it in its own parent: a link inside a sentence.
      const siblings = [...(element.parentElement?.childNodes ?? [])];
      const inSentence = style.display === "inline" && siblings.some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      // A hundredth of slack: a 24 px button under a transform measures 23.999998.
      if ((box.width < 23.99 || box.height < 23.99) && !inSentence) {
        const name = text || element.getAttribute("aria-label") || element.getAttribute("name") || "";
        found.push({
          target: `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join("")} "${name.slice(0, 40)}"`,
          size: `${Math.round(box.width)}x${Math.round(box.height)}`,
        });
      }
    }
    return found;
  });
  return small.map(({ target, size }) => ({
    screen,
    rule: "target-size-24",
    target,
    summary: `a tap target of ${size} px: make it at least 24 px on each side`,
  }));
}

export const format = (findings: Finding[]) => findings.map((f) => `${f.screen}\n  ${f.rule} at ${f.target}\n  ${f.summary}`).join("\n");

/**
 * Visits `screens` in each language, on a desktop and a phone at once (a page each), and scans each; a screen with
 * `open` is scanned again after it opens (a dialog).
 */
export async function scanScreens(context: BrowserContext, screens: Screen[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const locale of LOCALES) {
    await context.request.get(`/language/${locale}?to=/`);
    await Promise.all(
      VIEWPORTS.map(async (viewport) => {
        const page = await context.newPage();
        const errors = watchPageErrors(page);
        await page.setViewportSize(viewport);
        for (const screen of screens) {
          const path = typeof screen === "string" ? screen : screen.path;
          const url = isPublic(path) ? localizePath(locale, path) : path;
          const label = `${url} (${locale}, ${viewport.width}x${viewport.height})`;
          await page.goto(url);
          await settled(page);
          findings.push(...(await scan(page, label)), ...(await smallTargets(page, label)));
          if (typeof screen !== "string") {
            await screen.open(page, locale);
            await settled(page);
            const opened = `${label}, ${screen.what}`;
            findings.push(...(await scan(page, opened)), ...(await smallTargets(page, opened)));
          }
        }
        expect(errors.map((e) => e.message)).toEqual([]);
        await page.close();
      }),
    );
  }
  return findings;
}

export type Screen = string | { path: string; what: string; open(page: Page, locale: Locale): Promise<void> };

/** A public page is scanned in each language at its localized address; so is the 404 page. */
const isPublic = (path: string) => isPublicPath(path.split("?")[0]!) || path === "/no-such-page";

/** Browser contexts on `server`, each closed after the file's tests. */
export function accounts(server: RunningServer, browser: Browser) {
  return {
    /** A new account of `role`, signed in, in its own context. */
    async signedUp(role: "client" | "artist") {
      const context = await browser.newContext({ baseURL: server.url });
      afterAll(() => context.close());
      const email = `${role}-${crypto.randomUUID()}@e2e.local`;
      const res = await context.request.post("/api/auth/register", {
        data: { name: "Jordan Lee", email, role, password: "pointe-and-poise", acceptTerms: true },
      });
      expect(res.status()).toBe(201);
      return context;
    },
    /** The account of `email`, signed in, in its own context. */
    async signedIn(email: string, password: string) {
      const context = await browser.newContext({ baseURL: server.url });
      afterAll(() => context.close());
      expect((await context.request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
      return context;
    },
  };
}

export async function responseOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { response: T }).response;
}

const CATALOGUES = { en, fr };
/** A toast's screen: `path`, then the button named by `sender` (a message key) clicked, which toasts (a form's warning). */
export const toasted = (path: string, sender: MessageKey): Screen => ({
  path,
  what: `the toast of "${en[sender]}"`,
  open: async (page, locale) => {
    await page.getByRole("button", { name: CATALOGUES[locale][sender], exact: true }).first().click();
    await page.locator("[data-sonner-toast][data-mounted='true']").first().waitFor();
    // Scanned once it has faded and slid in: mid-way, its text is paler and its button smaller than they are.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => getComputedStyle(toast).opacity === "1" && toast.getAnimations().length === 0),
    );
  },
});

/** A dialog's screen: `path`, then the button named by `opener` (a message key) clicked. */
export const dialog = (path: string, opener: MessageKey): Screen => ({
  path,
  what: `the dialog of "${en[opener]}"`,
  open: async (page, locale) => {
    await page.getByRole("button", { name: CATALOGUES[locale][opener], exact: true }).first().click();
    await page.getByRole("dialog").waitFor();
  },
});
