import { describe, expect, test } from "bun:test";
import type { BrowserContext, FileChooser, Locator, Page } from "playwright-core";
import { HERO_INTERVAL_MS } from "../islands/public/HeroCarousel.tsx";
import { JPEG_BYTES, PDF_BYTES } from "../tests/artist-fixtures.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * By keyboard alone (Tab, Shift+Tab, Enter, Space, typing; no mouse): a studio posts a job, an artist
 * signs up, applies and opts in to it, and the agency confirms the booking. Every control reached shows its focus,
 * and focus lands on the new screen's heading after a move inside a dashboard. With `prefers-reduced-motion: reduce`,
 * the home page's carousel stays put and nothing animates.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

/**
 * Whether the focused control draws a ring: its own outline or accent box-shadow, or its label's (a hidden checkbox, a
 * file button); within three seconds, as the ring may fade in (a transition).
 */
const focusShows = (page: Page) =>
  page
    .waitForFunction(focusRingDrawn, undefined, { timeout: 3000, polling: 50 })
    .then(() => true)
    .catch(() => false);

/** Runs in the page (no closure): the focused element, or its next sibling or label, draws a ring. */
function focusRingDrawn() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return false;
  const rings = (e: Element | null) => {
    if (!e) return false;
    const s = getComputedStyle(e);
    const outlined = s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 2;
    const fileButton =
      e instanceof HTMLInputElement && e.type === "file" && getComputedStyle(e, "::file-selector-button").boxShadow.includes("rgb(200, 16, 46)");
    return outlined || s.boxShadow.includes("rgb(200, 16, 46)") || fileButton;
  };
  const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
  return rings(el) || rings(el.nextElementSibling) || labels.some(rings);
}

/** What has focus and how it is drawn, for a failure's message. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return "nothing";
    const style = getComputedStyle(el);
    return `${el.outerHTML.slice(0, 160)} (outline ${style.outline}, box-shadow ${style.boxShadow}, window focused ${document.hasFocus()})`;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, checking at each stop that the focus shows.
 * Fails after `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  await target.waitFor();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (!(await focusShows(page))) throw new Error(`focus does not show on ${await focusedName(page)}`);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

/** Tabs to `target` and types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Focus is on the screen's heading `name` (after a move inside a dashboard). */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  await page.getByRole("heading", { level: 1, name }).waitFor();
  // Asked again until it holds: the screen may draw its heading again as its data comes (a new element,
  // focused in turn); a handle to the first one never became the focused element.
  await page.locator("h1:focus").filter({ hasText: name }).waitFor();
}

/**
 * The file choosers `page` opens, listened for from the start: Playwright intercepts the
 * dialog only once a listener exists, and one added with the key press that opens it
 * can come after the dialog (seen under load: the event never came).
 */
function fileChoosers(page: Page) {
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on("filechooser", (chooser) => waiting.shift()?.(chooser));
  return {
    /** Presses `key` on the focused file field and answers its chooser. */
    async open(key: string): Promise<FileChooser> {
      const opened = new Promise<FileChooser>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no file chooser opened on ${key}`)), 30_000);
        waiting.push((chooser) => {
          clearTimeout(timer);
          resolve(chooser);
        });
      });
      await page.keyboard.press(key);
      return opened;
    },
  };
}

const pdf = { name: "document.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF_BYTES) };

/** A day `weeks` weeks ahead, in the form a date field takes typed in en-US (mm, dd, yyyy) and as ISO. */
function dayAhead(weeks: number) {
  const d = new Date();
  d.setDate(d.getDate() + 7 * weeks);
  const [yyyy, mm, dd] = [String(d.getFullYear()), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")];
  return { typed: `${mm}${dd}${yyyy}`, iso: `${yyyy}-${mm}-${dd}` };
}

async function newContext(): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  // en-US: the date and time fields take mm/dd/yyyy and hh:mm AM/PM as typed.
  const context = await browser.newContext({ baseURL: server.url, locale: "en-US", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

describe("by keyboard alone", () => {
  test("a studio posts a job, an artist applies and opts in, the agency confirms the booking", async () => {
    const day = dayAhead(3);

    // The studio: signed up with its profile through the API; the job posted by keyboard.
    const studio = await newContext();
    const studioEmail = `studio-${Date.now()}@e2e.local`;
    expect(
      (
        await studio.context.request.post("/api/auth/register", {
          data: { name: "Claire Dubois", email: studioEmail, role: "client", password: "pointe-and-poise", acceptTerms: true },
        })
      ).status(),
    ).toBe(201);
    const profile = {
      studioName: "Pointe Studio",
      studioDirector: "Claire Dubois",
      address: "401 Richmond St W",
      contactNumber: "416 555 0142",
      province: "ON",
    };
    expect((await studio.context.request.post("/api/client/add", { data: profile })).status()).toBe(201);
    const s = studio.page;
    await s.goto("/client/dashboard");
    await tabTo(s, s.getByRole("main").getByRole("link", { name: "Post a Job" }).first());
    await s.keyboard.press("Enter");
    await expectFocusOnHeading(s, "Post a Job");
    await tabTo(s, s.getByRole("combobox", { name: "Style" }));
    await s.keyboard.type("Ballet");
    await typeInto(s, s.getByRole("spinbutton", { name: /^Rate/ }), "45");
    await typeInto(s, s.getByRole("textbox", { name: "Address", exact: true }), "12 Bank St");
    await typeInto(s, s.getByRole("textbox", { name: "City" }), "Toronto");
    await typeInto(s, s.getByRole("textbox", { name: "Postal code" }), "M5V 2H1");
    await typeInto(s, s.getByLabel("Start date"), day.typed);
    await typeInto(s, s.getByLabel("End date"), day.typed);
    await typeInto(s, s.getByLabel("Start time"), "1000AM");
    await typeInto(s, s.getByLabel("End time"), "0100PM");
    await typeInto(s, s.getByRole("textbox", { name: "Description" }), "Saturday morning ballet for adult beginners.");
    // A class for adults: the new artist below has no vulnerable sector check.
    await tabTo(s, s.getByRole("checkbox", { name: "With minors (children or teens)" }));
    await s.keyboard.press("Space");
    await tabTo(s, s.getByRole("button", { name: "Post Job" }));
    await s.keyboard.press("Enter");
    await s.getByText("Job posted successfully").first().waitFor();
    await s.waitForURL(/\/client\/my-bookings/);
    await expectFocusOnHeading(s, /Bookings/);
    // The account menu, opened by keyboard: its items show their focus too.
    await tabTo(s, s.locator(".account-menu__button"), { back: true });
    await s.keyboard.press("Enter");
    await tabTo(s, s.locator("button.account-menu__item"));
    await s.keyboard.press("Escape");
    const [job] = ((await (await studio.context.request.get("/api/job/user-pending-jobs")).json()) as { response: { _id: string; startDate: string }[] })
      .response;
    expect(job!.startDate).toBe(day.iso);

    // The artist: signs up on the public page and applies, by keyboard.
    const artist = await newContext();
    const a = artist.page;
    const choosers = fileChoosers(a);
    const artistEmail = `artist-${Date.now()}@e2e.local`;
    await a.goto("/signup");
    await typeInto(a, a.getByRole("textbox", { name: "Name" }), "Nadia Roy");
    await typeInto(a, a.getByRole("textbox", { name: "Email", exact: true }), artistEmail);
    await tabTo(a, a.getByRole("combobox", { name: "User type" }));
    await a.keyboard.type("Art");
    await typeInto(a, a.getByLabel("Password", { exact: true }), "password-123");
    await tabTo(a, a.getByRole("checkbox", { name: /accept the terms of use/ }));
    await a.keyboard.press("Space");
    await tabTo(a, a.getByRole("button", { name: "Sign Up" }));
    await a.keyboard.press("Enter");
    await a.waitForURL(/\/artist\/form$/);
    for (const [group, choice] of [
      ["Artist type", "Ballet Instructor"],
      ["Dance styles", "Ballet"],
      ["Availability", "Weekends"],
    ] as const) {
      await tabTo(a, a.getByRole("group", { name: group }).getByRole("checkbox", { name: choice, exact: true }));
      await a.keyboard.press("Space");
    }
    await typeInto(a, a.getByRole("textbox", { name: "Bio" }), "Ballet and contemporary teacher.");
    await tabTo(a, a.getByRole("combobox", { name: "Experience" }));
    await a.keyboard.type("6");
    await typeInto(a, a.getByRole("textbox", { name: "City" }), "Toronto");
    await tabTo(a, a.getByRole("combobox", { name: "Province or territory" }));
    await a.keyboard.type("Ontario");
    for (const [label, file] of [
      ["Headshot", { name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from(JPEG_BYTES) }],
      ["Resume", pdf],
      ["Direct deposit form", pdf],
      ["Reference letter 1", pdf],
      ["Reference letter 2", pdf],
    ] as const) {
      await tabTo(a, a.getByLabel(label));
      await (await choosers.open("Space")).setFiles(file);
    }
    await tabTo(a, a.getByRole("button", { name: "Submit Application" }));
    await a.keyboard.press("Enter");
    await a.waitForURL(/\/artist\/confirmation-page$/);
    await expectFocusOnHeading(a, /.+/);

    // The agency approves the application (its own journey is below); the artist opts in by keyboard.
    const agency = await newContext();
    expect((await agency.context.request.post("/api/auth/login", { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    const pending = (await (await agency.context.request.get("/api/admin/artists?status=pending")).json()) as { response: { id: string }[] };
    const artistId = pending.response[0]!.id;
    expect((await agency.context.request.put(`/api/admin/artists/${artistId}/status`, { data: { status: "approved" } })).status()).toBe(200);

    await a.goto("/artist/jobs");
    await tabTo(a, a.locator(`a[href$="${job!._id}"]`).first());
    await a.keyboard.press("Enter");
    await expectFocusOnHeading(a, "Pointe Studio");
    await typeInto(a, a.getByRole("textbox", { name: /Additional details/i }), "Free every Saturday.");
    await tabTo(a, a.getByRole("button", { name: "Opt In" }));
    await a.keyboard.press("Enter");
    await a
      .getByText(/opted in/i)
      .first()
      .waitFor();

    // The agency confirms the artist: the question takes focus, the answer by Enter.
    const g = agency.page;
    await g.goto(`/admin/jobs/${job!._id}`);
    await tabTo(g, g.getByRole("button", { name: "Confirm artist" }));
    await g.keyboard.press("Enter");
    expect(await focusShows(g)).toBe(true);
    expect(await g.evaluate(() => document.activeElement?.closest("[role=group]")?.getAttribute("aria-label"))).toContain("Nadia Roy");
    await g.keyboard.press("Enter");
    await g
      .getByText(/confirmed/i)
      .first()
      .waitFor();
    const confirmed = (await (await agency.context.request.get(`/api/admin/jobs/${job!._id}`)).json()) as { response: { status: string } };
    expect(confirmed.response.status).toBe("confirmed");
    // The confirmed job has no action left: focus went to the screen's heading, not to the page's top.
    await expectFocusOnHeading(g, "Pointe Studio");

    for (const { context, errors } of [studio, artist, agency]) {
      expect(errors.map((e) => e.message)).toEqual([]);
      await context.close();
    }
  }, 180_000);
});

describe("prefers-reduced-motion", () => {
  /** Every element's (and pseudo-element's) longest transition and animation, in ms. */
  const longestMotion = (page: Page) =>
    page.evaluate(() => {
      const ms = (list: string) => Math.max(...list.split(",").map((d) => (d.trim().endsWith("ms") ? Number.parseFloat(d) : Number.parseFloat(d) * 1000)));
      let longest = 0;
      for (const el of document.querySelectorAll("*"))
        for (const pseudo of [null, "::before", "::after"]) {
          const s = getComputedStyle(el, pseudo);
          const animated = s.animationName !== "none" ? ms(s.animationDuration) : 0;
          longest = Math.max(longest, ms(s.transitionDuration), animated);
        }
      return longest;
    });

  /** The home page under a motion preference, watched for one interval of the hero carousel: did it move on by itself? */
  async function homeWatched(reducedMotion: "reduce" | "no-preference") {
    const context = await browser.newContext({ baseURL: server.url, reducedMotion });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const activeSlide = () => page.locator(".hero__slide.is-active img").getAttribute("src");
    const first = await activeSlide();
    await page.waitForTimeout(HERO_INTERVAL_MS + 1500);
    return { context, page, moved: (await activeSlide()) !== first };
  }

  test("reduce: the hero carousel does not move by itself and nothing animates", async () => {
    const { context, page, moved } = await homeWatched("reduce");
    expect(moved).toBe(false);
    expect(await longestMotion(page)).toBeLessThanOrEqual(0.01);
    // A toast (sonner) and a skeleton's shimmer neither.
    await page.goto("/login");
    await page.locator("#login-email").fill("nobody@e2e.local");
    await page.locator("#login-password").fill("not-the-password");
    await page.keyboard.press("Enter");
    await page.locator("[data-sonner-toast]").first().waitFor();
    expect(await longestMotion(page)).toBeLessThanOrEqual(0.01);
    await context.close();
  });

  test("no preference: the hero carousel moves on by itself (what reduce turns off)", async () => {
    const { context, page, moved } = await homeWatched("no-preference");
    expect(moved).toBe(true);
    expect(await longestMotion(page)).toBeGreaterThan(100);
    await context.close();
  });
});
