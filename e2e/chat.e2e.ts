import { expect, test } from "bun:test";
import type { Page, WebSocketRoute } from "playwright-core";
import { DEMO_PASSWORD } from "../db/seed.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * SPEC §2/§4 chat, live in real browsers: a studio and an artist write from their
 * 'messages' screens, the agency answers from the admin console's inbox, and every
 * page sees the others' messages without reloading.
 */
const { server, browser } = await serverAndBrowser();

async function logIn(email: string, password: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  // Signed in, each role lands on its own dashboard.
  await page.waitForURL((url) => /^\/(client|artist|admin)(\/|$)/.test(url.pathname));
  return page;
}

const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });
const bubbles = (page: Page) => page.locator(".chat__bubble");
/**
 * Types and sends a message, then waits for the server to accept it (it shows in
 * the sender's panel and the button no longer says 'Sending...'), as a person
 * would before the next one: Enter does nothing while a message is on its way.
 */
async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
  await page.locator(".chat__bubble", { hasText: text }).last().waitFor();
  await page.getByRole("button", { name: "Send", exact: true }).waitFor();
}
const online = (page: Page) => page.locator(".chat__status.is-online").waitFor();

test("a studio and the agency chat live; the inbox counts and clears unread messages", async () => {
  const studio = await logIn("studio@demo.dancelink.ca", DEMO_PASSWORD);
  const studioErrors = watchPageErrors(studio);
  const admin = await logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  const adminErrors = watchPageErrors(admin);

  await admin.goto(`${server.url}/admin/inbox`);
  await admin.getByText("No conversations yet.").waitFor();

  await studio.goto(`${server.url}/client/messages`);
  await studio.getByRole("heading", { name: "Chat with Admin" }).waitFor();
  await online(studio);
  await studio.getByText("No messages yet.").waitFor();

  // Blank messages are not sent; Enter sends.
  await composer(studio).fill("   ");
  await composer(studio).press("Enter");
  expect(await studio.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
  await say(studio, "Hi! We need a ballet substitute this Saturday at 10 am.");
  await expect(bubbles(studio).last().textContent()).resolves.toBe("Hi! We need a ballet substitute this Saturday at 10 am.");
  expect(await composer(studio).inputValue()).toBe("");

  // The inbox shows the new conversation live, unread.
  const row = admin.getByRole("button", { name: /Claire Dubois/ });
  await row.waitFor();
  await expect(row.locator(".inbox__unread").textContent()).resolves.toBe("1");

  // Opening it shows the message and clears the count; the admin answers.
  await row.click();
  await admin.getByRole("heading", { name: "Claire Dubois" }).waitFor();
  await admin.locator(".chat__bubble", { hasText: "ballet substitute" }).waitFor();
  expect(await row.locator(".inbox__unread").count()).toBe(0);
  await online(admin);
  await say(admin, "Hello Claire, two of our ballet instructors are free on Saturday.");

  // The studio sees the answer without reloading, and the conversation goes on both ways.
  await studio.locator(".chat__bubble", { hasText: "two of our ballet instructors" }).waitFor();
  await say(studio, "Wonderful, please send their profiles.");
  await admin.locator(".chat__bubble", { hasText: "please send their profiles" }).waitFor();
  expect(await row.locator(".inbox__unread").count()).toBe(0);
  expect(await bubbles(studio).allTextContents()).toEqual([
    "Hi! We need a ballet substitute this Saturday at 10 am.",
    "Hello Claire, two of our ballet instructors are free on Saturday.",
    "Wonderful, please send their profiles.",
  ]);
  expect(await bubbles(admin).count()).toBe(3);

  // The panel is 400 px high, scrolls, and follows new messages.
  for (let i = 1; i <= 12; i++) await say(admin, `Profile ${i} of 12`);
  await studio.locator(".chat__bubble", { hasText: "Profile 12 of 12" }).waitFor();
  const list = await studio.locator(".chat__messages").evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    overflows: el.scrollHeight > el.clientHeight,
    atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 2,
  }));
  expect(list).toEqual({ height: 400, overflows: true, atBottom: true });

  // A reload keeps the whole conversation (history).
  await studio.reload();
  await studio.locator(".chat__bubble", { hasText: "Profile 12 of 12" }).waitFor();
  expect(await bubbles(studio).count()).toBe(15);

  expect(studioErrors).toEqual([]);
  expect(adminErrors).toEqual([]);
}, 120_000);

test("an artist writes from the artist area on a phone; the inbox puts the conversation on top", async () => {
  const admin = await logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto(`${server.url}/admin/inbox`);
  await admin.locator(".inbox__item").first().waitFor();

  const artist = await logIn("amelia.tremblay@demo.dancelink.ca", DEMO_PASSWORD, 375);
  const errors = watchPageErrors(artist);
  await artist.goto(`${server.url}/artist/messages`);
  await artist.getByRole("heading", { name: "Chat with Admin" }).waitFor();
  await online(artist);
  await say(artist, "Is the Friday workshop still on?");

  const top = admin.locator(".inbox__item").first();
  await top.getByText("Amelia Tremblay").waitFor();
  await expect(top.locator(".inbox__preview").textContent()).resolves.toBe("Is the Friday workshop still on?");
  await expect(top.locator(".inbox__unread").textContent()).resolves.toBe("1");

  // The artist's messages never show in the studio's conversation, and the other way round.
  await top.click();
  await online(admin);
  // The socket may be up before the conversation's history has come: read the list once its message is there.
  await bubbles(admin).first().waitFor();
  expect(await bubbles(admin).allTextContents()).toEqual(["Is the Friday workshop still on?"]);
  await say(admin, "Yes, 4 pm as planned.");
  await artist.locator(".chat__bubble", { hasText: "4 pm as planned" }).waitFor();
  expect(await bubbles(artist).count()).toBe(2);
  const width = await artist.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
}, 120_000);

test("unread counts, delivered and read, and a message written offline goes once on reconnect", async () => {
  // The earlier tests' pages still show the conversation: open, it would read every new message at once.
  for (const context of browser.contexts()) await context.close();
  const admin = await logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto(`${server.url}/admin/inbox`);
  const row = admin.getByRole("button", { name: /Claire Dubois/ });
  await row.click();
  await online(admin);

  const studio = await logIn("studio@demo.dancelink.ca", DEMO_PASSWORD, 390);
  const errors = watchPageErrors(studio);
  // The page's chat socket goes through here, so the test can cut it (and refuse new ones) as an outage would.
  let socketsDown = false;
  const sockets: WebSocketRoute[] = [];
  await studio.routeWebSocket(/\/ws$/, (ws) => {
    if (socketsDown) {
      ws.close();
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  // Everything the agency wrote before is read once the chat shows it; then the studio moves on.
  await studio.goto(`${server.url}/client/messages`);
  await online(studio);
  await studio.locator(".chat__bubble", { hasText: "Profile 12 of 12" }).waitFor();
  await studio.getByRole("link", { name: "Dashboard", exact: true }).click();
  await studio.waitForURL(`${server.url}/client/dashboard`);
  const messagesLink = studio.getByRole("link", { name: /^Messages/ });
  await messagesLink.waitFor();
  expect(await studio.locator(".area-nav .nav-count").count()).toBe(0);

  // The agency writes while the studio is elsewhere in its dashboard: the entry counts it, live.
  await say(admin, "Your Saturday substitute is confirmed.");
  await studio.getByRole("img", { name: "1 unread message" }).waitFor();
  await admin.locator(".chat__message.is-mine", { hasText: "Saturday substitute" }).getByText("Delivered").waitFor();

  // Opening the chat reads it: the count goes, and the agency sees it read.
  await messagesLink.click();
  await online(studio);
  await studio.locator(".chat__bubble", { hasText: "Saturday substitute" }).waitFor();
  await studio.locator(".area-nav .nav-count").waitFor({ state: "detached" });
  await admin
    .locator(".chat__message.is-mine", { hasText: "Saturday substitute" })
    .getByText(/^Read /)
    .waitFor();

  // The agency has the conversation open: the studio's message is delivered, then read.
  await say(studio, "Thank you!");
  await studio
    .locator(".chat__message.is-mine", { hasText: "Thank you!" })
    .getByText(/^Read /)
    .waitFor();

  // Offline: the composer keeps the text and the button waits; back online, nothing is lost or doubled.
  socketsDown = true;
  for (const ws of sockets.splice(0)) await ws.close();
  await studio.getByRole("button", { name: "Reconnecting…" }).waitFor();
  await composer(studio).fill("Written while offline");
  await composer(studio).press("Enter");
  expect(await composer(studio).inputValue()).toBe("Written while offline");
  expect(await studio.getByRole("button", { name: "Reconnecting…" }).isDisabled()).toBe(true);
  socketsDown = false;
  await online(studio);
  await composer(studio).press("Enter");
  await admin.locator(".chat__bubble", { hasText: "Written while offline" }).waitFor();
  await studio
    .locator(".chat__message.is-mine", { hasText: "Written while offline" })
    .getByText(/^(Delivered|Read )/)
    .waitFor();
  await studio.reload();
  await studio.locator(".chat__bubble", { hasText: "Written while offline" }).waitFor();
  expect(await studio.locator(".chat__bubble", { hasText: "Written while offline" }).count()).toBe(1);
  expect(errors).toEqual([]);
}, 120_000);
