import { afterAll, describe, expect, test } from "bun:test";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { DEMO_PASSWORD, DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import { en, type MessageKey } from "../src/i18n/messages/en.ts";
import { fr } from "../src/i18n/messages/fr.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, applyAsArtist, serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * Issue 24 point 2: axe-core finds nothing against WCAG 2.2 A and AA on every public page and every dashboard
 * screen, in English and in French, on a desktop and on a phone, signed in as each role.
 */

const { server, browser } = await serverAndBrowser();

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
async function scan(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => ({ screen, rule: v.id, target: n.target.join(" "), summary: (n.failureSummary ?? v.help).replace(/\s+/g, " ") })),
  );
}

const format = (findings: Finding[]) => findings.map((f) => `${f.screen}\n  ${f.rule} at ${f.target}\n  ${f.summary}`).join("\n");

/**
 * Visits `screens` in each language, on a desktop and a phone at once (a page each), and scans each; a screen with
 * `open` is scanned again after it opens (a dialog).
 */
async function scanScreens(context: BrowserContext, screens: Screen[]): Promise<Finding[]> {
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
          const url = locale === "fr" && isPublic(path) ? `/fr${path === "/" ? "" : path}` : path;
          const label = `${url} (${locale}, ${viewport.width}x${viewport.height})`;
          await page.goto(url);
          await settled(page);
          findings.push(...(await scan(page, label)));
          if (typeof screen !== "string") {
            await screen.open(page, locale);
            await settled(page);
            findings.push(...(await scan(page, `${label}, ${screen.what}`)));
          }
        }
        expect(errors.map((e) => e.message)).toEqual([]);
        await page.close();
      }),
    );
  }
  return findings;
}

type Screen = string | { path: string; what: string; open(page: Page, locale: Locale): Promise<void> };

const PUBLIC = ["/", "/about", "/services", "/artists", "/contact-us", "/faq", "/login", "/signup", "/forgot-password", "/reset-password", "/verify-email"];
const isPublic = (path: string) => PUBLIC.some((p) => path.split("?")[0] === p) || path.startsWith("/artist/profile/") || path === "/no-such-page";

/** A new account of `role`, signed in, in its own context. */
async function signedUp(role: "client" | "artist") {
  const context = await browser.newContext({ baseURL: server.url });
  afterAll(() => context.close());
  const email = `${role}-${crypto.randomUUID()}@e2e.local`;
  const res = await context.request.post("/api/auth/register", { data: { name: "Jordan Lee", email, role, password: "pointe-and-poise" } });
  expect(res.status()).toBe(201);
  return context;
}

async function signedIn(email: string, password: string) {
  const context = await browser.newContext({ baseURL: server.url });
  afterAll(() => context.close());
  expect((await context.request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
  return context;
}

async function responseOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { response: T }).response;
}

const CATALOGUES = { en, fr };
/** A dialog's screen: `path`, then the button named by `opener` (a message key) clicked. */
const dialog = (path: string, opener: MessageKey): Screen => ({
  path,
  what: `the dialog of "${en[opener]}"`,
  open: async (page, locale) => {
    await page.getByRole("button", { name: CATALOGUES[locale][opener], exact: true }).first().click();
    await page.getByRole("dialog").waitFor();
  },
});

describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("(the scan itself finds a low-contrast text and an unnamed button)", async () => {
    const page = await browser.newPage();
    await page.setContent('<html lang="en"><title>t</title><main><p style="color:#aaa">grey</p><button></button></main></html>');
    expect((await scan(page, "sample")).map((f) => f.rule).sort()).toEqual(["button-name", "color-contrast"]);
    await page.close();
  });

  test("on the public pages, signed out", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const roster = await responseOf<{ items: { id: string }[] }>(context.request, "/api/artist/search");
    const findings = await scanScreens(context, [
      ...PUBLIC,
      `/artist/profile/${roster.items[0]!.id}`,
      "/reset-password?token=unknown",
      "/verify-email?token=unknown",
      "/no-such-page",
    ]);
    await context.close();
    expect(format(findings)).toBe("");
  }, 600_000);

  test("on the studio's screens", async () => {
    const context = await signedIn(DEMO_STUDIO_EMAIL, DEMO_PASSWORD);
    const [pending] = await responseOf<{ _id: string }[]>(context.request, "/api/job/user-pending-jobs");
    const [confirmed] = await responseOf<{ _id: string }[]>(context.request, "/api/job/user-confirmed-jobs");
    const roster = await responseOf<{ items: { id: string }[] }>(context.request, "/api/artist/search");
    const findings = await scanScreens(context, [
      "/",
      `/artist/profile/${roster.items[0]!.id}`,
      "/client/dashboard",
      "/client/my-bookings",
      "/client/my-bookings?tab=drafts",
      "/client/my-bookings?tab=confirmed",
      "/client/booking-form",
      `/client/jobs/details/${pending!._id}`,
      dialog(`/client/jobs/details/${pending!._id}`, "client.jobDetails.cancel"),
      `/client/jobs/edit/${pending!._id}`,
      `/client/jobs/confirmed/${confirmed!._id}`,
      `/client/jobs/confirmed/${confirmed!._id}/invoice`,
      "/client/confirmation-page",
      "/client/client-profile",
      dialog("/client/client-profile", "client.profile.edit"),
      "/client/messages",
      "/client/shortlist",
      "/client/account",
      dialog("/client/account", "app.account.delete.open"),
      "/client/notifications",
    ]);
    expect(format(findings)).toBe("");
  }, 600_000);

  test("on a new studio's registration form", async () => {
    const context = await signedUp("client");
    const findings = await scanScreens(context, ["/client/form"]);
    expect(format(findings)).toBe("");
  }, 600_000);

  test("on an approved artist's screens", async () => {
    const context = await signedIn("amelia.tremblay@demo.dancelink.ca", DEMO_PASSWORD);
    const [offer] = await responseOf<{ _id: string }[]>(context.request, "/api/job/available-jobs");
    const [confirmed] = await responseOf<{ _id: string }[]>(context.request, "/api/job/confirmed-jobs");
    const findings = await scanScreens(context, [
      "/",
      "/artist/dashboard",
      "/artist/jobs",
      `/artist/jobs/details/${offer!._id}`,
      `/artist/jobs/confirmed/${confirmed!._id}`,
      "/artist/opt-ins",
      "/artist/reviews",
      "/artist/artist-profile",
      dialog("/artist/artist-profile", "artist.profile.edit"),
      "/artist/messages",
      "/artist/account",
      "/artist/notifications",
    ]);
    expect(format(findings)).toBe("");
  }, 600_000);

  test("on a new artist's application form and a pending artist's screens", async () => {
    const newcomer = await signedUp("artist");
    const applicant = await signedUp("artist");
    await applyAsArtist(applicant.request, { bio: "Contemporary and jazz teacher.", experience: "more than 10 years" });
    const findings = [
      ...(await scanScreens(newcomer, ["/artist/form"])),
      ...(await scanScreens(applicant, ["/artist/confirmation-page", "/artist/messages", "/artist/account", "/artist/notifications"])),
    ];
    expect(format(findings)).toBe("");
  }, 600_000);

  test("on the agency's console", async () => {
    const context = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const applicant = await signedUp("artist");
    await applyAsArtist(applicant.request, { bio: "Hip-hop and breaking.", experience: "1-3years" });
    const [application] = await responseOf<{ id: string }[]>(context.request, "/api/admin/artists?status=pending");
    const [job] = await responseOf<{ _id: string }[]>(context.request, "/api/admin/jobs?status=pending");
    const findings = await scanScreens(context, [
      "/",
      "/admin",
      "/admin/applications",
      `/admin/applications/${application!.id}`,
      "/admin/jobs",
      `/admin/jobs/${job!._id}`,
      "/admin/style-requests",
      "/admin/inbox",
      "/admin/contacts",
      "/admin/reviews",
      "/admin/mail",
      "/admin/notifications",
      "/admin/catalog",
      "/admin/billing",
      "/admin/billing?tab=books",
      "/admin/billing?tab=settings",
      "/admin/account",
    ]);
    expect(format(findings)).toBe("");
  }, 600_000);
});
