import { expect, test } from "bun:test";
import type { APIRequestContext, BrowserContext } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { applyAsArtist, serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * Notifications in Chromium: an artist waits for the agency's answer with
 * its dashboard open; the agency approves it in the console (another browser); the
 * artist's bell counts it without a reload (pushed on the page's socket) and a toast
 * says it; the dropdown's item leads to the page it is about and is read from then on.
 * The list page and Account settings' e-mail choices work against the real API.
 */

const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

const unique = Date.now().toString(36);
const ARTIST = `Noémie Gagnon ${unique}`;

async function signedIn(email: string, password: string, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const login = await context.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return context;
}

async function json<T>(request: APIRequestContext, method: "get" | "post", path: string, options: Parameters<APIRequestContext["post"]>[1] = {}) {
  const res = await request[method](path, options);
  const body = (await res.json()) as { status: boolean; message: string; response: T };
  if (!body.status) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${body.message}`);
  return body.response;
}

/** A new artist who applied with its documents: pending, signed in. */
async function pendingArtist(): Promise<BrowserContext> {
  const email = `artist-${unique}@e2e.local`;
  const anonymous = await browser.newContext({ baseURL: server.url });
  expect(
    (
      await anonymous.request.post("/api/auth/register", { data: { name: ARTIST, email, role: "artist", password: "password-e2e-1", acceptTerms: true } })
    ).status(),
  ).toBe(201);
  await anonymous.close();
  const artist = await signedIn(email, "password-e2e-1");
  await applyAsArtist(artist.request, { bio: "Contemporary and jazz teacher, eight years in studios.", experience: "5-10years" });
  return artist;
}

test("the agency approves an artist whose page is open: its bell counts it live, and the item leads to its page", async () => {
  const artist = await pendingArtist();
  const page = await artist.newPage();
  const errors = watchPageErrors(page);
  // The page's one socket (the bell's, shared with the chat): in the artist's room before the agency acts.
  const joined = new Promise<void>((resolve) =>
    page.on("websocket", (ws) => ws.on("framereceived", (frame) => String(frame.payload).includes('"joined"') && resolve())),
  );
  await page.goto("/artist");
  await page.waitForURL("**/artist/confirmation-page");
  const quiet = page.getByRole("button", { name: "Notifications, none unread" });
  await quiet.waitFor();
  await joined;

  // The agency, in another browser, approves the application in the console.
  const admin = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  const desk = await admin.newPage();
  const deskErrors = watchPageErrors(desk);
  await desk.goto("/admin/applications");
  await desk.getByRole("link", { name: new RegExp(ARTIST) }).click();
  await desk.getByRole("button", { name: "Approve" }).click();
  await desk.getByRole("button", { name: "Yes, approve" }).click();
  await desk.getByText("Artist approved").waitFor();
  // The agency's own bell counted the application when it came.
  await desk.getByRole("button", { name: /^Notifications, \d+ unread$/ }).waitFor();

  // The artist's bell, without a reload: the count, and a toast with the title.
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await bell.waitFor({ timeout: 15_000 });
  expect(await bell.textContent()).toBe("1");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Your application was approved" });
  await toast.waitFor();
  expect(page.url()).toEndWith("/artist/confirmation-page");
  // The toast sits over the bell's dropdown (both top-right) and a pointer resting on it keeps it open:
  // the click below went to the toast, retried until the test timed out. It goes by itself first.
  await toast.waitFor({ state: "detached", timeout: 15_000 });

  // The dropdown's item leads to the page it is about (the approved artist's dashboard), read from then on.
  await bell.click();
  await page
    .getByRole("list", { name: "Latest notifications" })
    .getByRole("link", { name: /Your application was approved/ })
    .click();
  await page.waitForURL("**/artist/dashboard");
  await page.getByRole("heading", { name: new RegExp(`Hello ${ARTIST}`) }).waitFor();
  await page.getByRole("button", { name: "Notifications, none unread" }).waitFor();

  // The list page has it, read; Account settings has the artist's e-mail choices, saved at once.
  await page.goto("/artist/notifications");
  await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
  await page.getByText("1 notification, 0 unread").waitFor();
  await page.goto("/artist/account");
  const choice = page.getByRole("checkbox", { name: "New jobs in your styles E-mail" });
  await choice.waitFor();
  expect(await choice.isChecked()).toBe(true);
  await choice.uncheck();
  await page.getByText("Notification settings saved").waitFor();
  const saved = await json<{ items: { kind: string; email: boolean }[] }>(artist.request, "get", "/api/notifications/preferences");
  expect(saved.items.find((i) => i.kind === "job.matching")!.email).toBe(false);

  expect(errors).toEqual([]);
  expect(deskErrors).toEqual([]);
  await artist.close();
  await admin.close();
});
