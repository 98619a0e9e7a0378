import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

const { server, browser } = await serverAndBrowser();

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: Error[] }> {
  const page = await browser.newPage({ viewport });
  const errors = watchPageErrors(page);
  await page.goto(server.url + path);
  return { page, errors };
}

describe("home", () => {
  test("renders every section in order, with the server's lists", async () => {
    const { page, errors } = await open("/");
    const headings = await page.locator("main h1, main h2, main h3#testimonials-title").allTextContents();
    expect(headings.slice(0, 1)).toEqual(["Earn Effortlessly As An Artist"]);
    const order = ["A supportive community for dance education", "Our Services", "Top Artist", "Empowering dance educators", "Why Choose Us", "Testimonials"];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    expect(await page.locator(".service-card").count()).toBeGreaterThan(0);
    expect(await page.locator(".top-artists .artist-card").count()).toBeGreaterThan(0);
    expect(await page.locator(".testimonial__quote").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Join Now" }).getAttribute("href")).toBe("/signup");
    expect(await page.getByRole("link", { name: "Hire Now" }).getAttribute("href")).toBe("/signup");
    expect(await page.getByRole("link", { name: "Know more about us" }).getAttribute("href")).toBe("/about");
    expect(await page.getByText(/loading/i).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("View As switches the headline", async () => {
    const { page, errors } = await open("/");
    const headline = page.locator("h1.hero__title");
    expect(await headline.textContent()).toBe("Earn Effortlessly As An Artist");
    await page.getByRole("button", { name: "CLIENT", exact: true }).click();
    await expectText(page, "h1.hero__title", "Hire Skilled Artists");
    await page.getByRole("button", { name: "ARTIST", exact: true }).click();
    await expectText(page, "h1.hero__title", "Earn Effortlessly As An Artist");
    expect(errors).toEqual([]);
  });

  test("the Top Artist slider shows four at 1280 px, does not shift when swiper starts, and its arrows move it", async () => {
    const { page, errors } = await open("/");
    const slides = page.locator(".top-artists .swiper-slide");
    // Server-rendered, before swiper (it loads as the slider comes near).
    expect(await page.locator(".top-artists .swiper.swiper-initialized").count()).toBe(0);
    const before = await slides.nth(1).boundingBox();
    await page.locator(".top-artists").scrollIntoViewIfNeeded();
    await page.waitForSelector(".top-artists .swiper.swiper-initialized");
    const scrolled = await page.evaluate(() => window.scrollY);
    const after = await slides.nth(1).boundingBox();
    expect([after!.x, after!.y + scrolled, after!.width, after!.height].map(Math.round)).toEqual(
      [before!.x, before!.y, before!.width, before!.height].map(Math.round),
    );
    const container = await page.locator(".top-artists .swiper").boundingBox();
    // Four per view with 20 px gaps.
    expect(Math.round(after!.width)).toBe(Math.round((container!.width - 60) / 4));
    const previous = page.getByRole("button", { name: "Previous artists" });
    expect(await previous.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next artists" }).click();
    await page.waitForFunction(() => document.querySelector(".top-artists .swiper-slide-active")?.getAttribute("aria-label")?.startsWith("2 of"));
    expect(await previous.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });
});

async function expectText(page: Page, selector: string, text: string) {
  await page.waitForFunction(([s, t]) => document.querySelector(s!)?.textContent === t, [selector, text]);
  expect(await page.locator(selector).textContent()).toBe(text);
}

describe("accounts", () => {
  test("sign up: signed in, the artist area's application form; log out, then log in: the navigation bar shows the dashboard button", async () => {
    const { page, errors } = await open("/signup");
    const email = `e2e-${Date.now()}@example.com`;
    await page.getByLabel("Name").fill("Eva Two-End");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("User type").selectOption("artist");
    await page.getByLabel("Password").fill("e2e-password-1");
    await page.getByRole("checkbox", { name: /accept the terms of use/ }).check();
    await page.getByRole("button", { name: "Sign Up" }).click();
    // Signing up signs in; an artist without an application starts with the form.
    await page.waitForURL(`${server.url}/artist/form`);
    expect(await page.getByRole("link", { name: "Log In", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Log Out", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.getByRole("link", { name: "Log In", exact: true }).count()).toBe(1);

    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password").fill("e2e-password-1");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // Signed in, the artist lands on its own dashboard (the application form, none sent yet); home then shows the way back.
    await page.waitForURL(`${server.url}/artist/form`);
    await page.goto(`${server.url}/`);
    const dashboard = page.getByRole("link", { name: "Artist Dashboard" });
    expect(await dashboard.getAttribute("href")).toBe("/artist");
    expect(await page.getByRole("link", { name: "Log In", exact: true }).count()).toBe(0);
    const root = JSON.parse((await page.evaluate(() => localStorage.getItem("root"))) ?? "null");
    expect(root.auth.user).toMatchObject({ role: "artist", name: "Eva Two-End" });
    expect(errors).toEqual([]);
  });

  test("Log Out while the dashboard's first calls are still out goes home: their 401s do not send the page to /login", async () => {
    const context = await signedInContext(browser, server, "studio@demo.dancelink.ca");
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // The dashboard's calls reach the server only once the logout has ended the session, and
    // their 401s reach the page while its Log Out navigation still waits for its reply.
    const { promise: sessionEnded, resolve: endSession } = Promise.withResolvers<void>();
    const { promise: callsOut, resolve: firstCallHeld } = Promise.withResolvers<void>();
    const unauthorizedReplies: Promise<void>[] = [];
    await page.route("**/api/**", (route) => {
      unauthorizedReplies.push(sessionEnded.then(async () => route.fulfill({ response: await route.fetch() })));
      firstCallHeld();
    });
    await page.route("**/logout", async (route) => {
      // Logged out once (an intercepted request does not carry the browser's Sec-Fetch-Site: the
      // Origin says where the form was), the 401s go out; then the form's own request goes on (a
      // session already ended ends again, harmlessly) and is redirected home.
      const ended = await route.fetch({ maxRedirects: 0, headers: { ...route.request().headers(), origin: server.url } });
      expect(ended.status()).toBe(303);
      endSession();
      await Promise.all(unauthorizedReplies);
      // A page that acts on them asks for /login at once.
      const wentToLogin = await page.waitForRequest("**/login", { timeout: 1000 }).then(
        () => true,
        () => false,
      );
      expect(wentToLogin).toBe(false);
      await route.continue();
    });
    await page.goto(`${server.url}/client`);
    await callsOut;
    await page.getByRole("button", { name: "Log Out", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.getByRole("link", { name: "Log In", exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a wrong password shows the server's message as a toast, top-right, and stays on /login", async () => {
    const { page, errors } = await open("/login");
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: "Invalid email or password" });
    await toast.waitFor();
    // Sonner slides a toast in: measure where it comes to rest, not a frame of the way there.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    expect(await page.locator("[data-sonner-toaster]").getAttribute("data-y-position")).toBe("top");
    expect(await page.locator("[data-sonner-toaster]").getAttribute("data-x-position")).toBe("right");
    // Below the sticky navbar: its buttons stay clickable while the toast shows.
    const navbar = (await page.locator(".navbar").boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(errors).toEqual([]);
  });
});

test("the contact form sends a message and clears", async () => {
  const { page, errors } = await open("/contact-us");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Phone number").fill("416 555 0142");
  await page.getByLabel("Message").fill("We need a tap teacher in March.");
  await page.getByRole("button", { name: "SEND MESSAGE" }).click();
  await page.locator("[data-sonner-toast]", { hasText: "your message has been sent" }).waitFor();
  expect(await page.getByLabel("Message").inputValue()).toBe("");
  expect(await page.getByRole("button", { name: "SEND MESSAGE" }).isEnabled()).toBe(true);
  expect(errors).toEqual([]);
});

describe("roster and profile", () => {
  test("a roster card opens the artist's profile", async () => {
    const { page, errors } = await open("/artists");
    const card = page.locator(".artist-card").first();
    const name = (await card.locator(".artist-card__name").textContent())!;
    const href = (await card.getAttribute("href"))!;
    expect(href).toMatch(/^\/artist\/profile\/[0-9a-f-]{36}$/);
    await card.click();
    await page.waitForURL(server.url + href);
    expect(await page.locator("h1").textContent()).toBe("ARTIST PROFILE");
    expect(await page.locator(".profile__name").textContent()).toBe(name);
    const photo = await page.locator(".profile__photo").boundingBox();
    expect([Math.round(photo!.width), Math.round(photo!.height)]).toEqual([300, 400]);
    await page.getByRole("link", { name: "Back to artists" }).click();
    await page.waitForURL(`${server.url}/artists`);
    expect(errors).toEqual([]);
  });

  test("Download Resume saves resume.pdf", async () => {
    const { page, errors } = await open("/artists");
    await page.locator(".artist-card").first().click();
    await page.waitForURL(/\/artist\/profile\//);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Resume" }).click()]);
    expect(download.suggestedFilename()).toBe("resume.pdf");
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe("%PDF-");
    expect(errors).toEqual([]);
  });

  test("an unknown profile is a 404 page", async () => {
    const { page } = await open("/artists");
    const res = await page.goto(`${server.url}/artist/profile/00000000-0000-7000-8000-00000000abcd`);
    expect(res?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Page not found");
  });
});

test("below 992 px the links fold into a menu the keyboard can open", async () => {
  const { page, errors } = await open("/services", { width: 375, height: 800 });
  const links = page.locator(".navbar__links");
  expect(await links.isVisible()).toBe(false);
  await page.locator("#nav-toggle").focus();
  await page.keyboard.press("Space");
  expect(await links.isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Services" }).getAttribute("aria-current")).toBe("page");
  expect(errors).toEqual([]);
});
