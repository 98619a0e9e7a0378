import { expect, test } from "bun:test";
import { timeStep, totpAt } from "../src/features/accounts/totp.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { applyAsArtist, serverAndBrowserWithMail, watchPageErrors } from "./support.ts";

/**
 * The agency as a team: the owner invites a coordinator from the Staff screen; the
 * coordinator accepts from the mail that reached a real SMTP peer, lands in the console,
 * turns on two-factor sign-in (the test computes the app's codes), signs in again with a
 * code and approves an artist; the owner finds that approval in the audit log and its CSV.
 */
const { server, browser, peer } = await serverAndBrowserWithMail();

const ARTIST = "Maya Singh";

test("the owner invites a coordinator, who accepts from the mail, turns on two-factor sign-in, signs in with a code and approves an artist; the owner finds it in the audit log and its CSV", async () => {
  // An artist waiting for the agency.
  const artist = await browser.newContext({ baseURL: server.url });
  expect(
    (
      await artist.request.post("/api/auth/register", {
        data: { name: ARTIST, email: `maya-${Date.now()}@e2e.local`, role: "artist", password: "password-e2e-1", acceptTerms: true },
      })
    ).status(),
  ).toBe(201);
  await applyAsArtist(artist.request, { bio: "Royal Academy of Dance teacher.", experience: "more than 10 years", style: "Ballet" });

  // The owner invites Noor as a coordinator.
  const owner = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  expect((await owner.request.post("/api/auth/login", { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  const desk = await owner.newPage();
  const ownerErrors = watchPageErrors(desk);
  await desk.goto("/admin/staff");
  await desk.getByLabel("Name").fill("Noor Haddad");
  await desk.getByLabel("Email").fill("noor@e2e.local");
  await desk.getByLabel("Role", { exact: true }).selectOption("coordinator");
  await desk.getByRole("button", { name: "Send the invitation" }).click();
  await desk.getByText("Invitation sent").waitFor();

  // Noor follows the mailed link and chooses a password: signed in, in the console.
  const mail = await peer.waitForMail((m) => m.to.includes("noor@e2e.local"), 20_000);
  const link = mail.links.find((l) => l.startsWith(`${server.url}/accept-invite?token=`));
  expect(link).toBeTruthy();
  const noor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await noor.newPage();
  const noorErrors = watchPageErrors(page);
  await page.goto(link!);
  await page.getByLabel("Password", { exact: true }).fill("noor-password-1");
  await page.getByLabel("Repeat the password").fill("noor-password-1");
  // The new account accepts the terms on the invitation's form: the console asks nothing more.
  await page.getByRole("checkbox", { name: /accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Create my account" }).click();
  await page.waitForURL(`${server.url}/admin`);

  // Two-factor sign-in from Account settings: the key shown as text, the code an authenticator app would make.
  await page.goto(`${server.url}/admin/account`);
  await page.getByRole("button", { name: "Set up" }).click();
  const secret = (await page.getByTestId("two-factor-secret").textContent())!.replace(/\s/g, "");
  const enabledStep = timeStep(Date.now());
  await page.getByLabel("Code from the app").fill(await totpAt(secret, enabledStep));
  // The two-factor form's own button: the offer of push on this device has a "Turn on" of its own.
  await page
    .locator("form", { has: page.getByLabel("Code from the app") })
    .getByRole("button", { name: "Turn on" })
    .click();
  await page.getByRole("list", { name: "Recovery codes" }).waitFor();
  await page.getByRole("button", { name: "I have kept them" }).click();
  await page.getByText("10 recovery codes left").waitFor();

  // Signed out, the password alone no longer signs in: the page asks for the code (a later one: each is taken once).
  await noor.clearCookies();
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email").fill("noor@e2e.local");
  await page.getByLabel("Password").fill("noor-password-1");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByLabel("Code").fill(await totpAt(secret, Math.max(timeStep(Date.now()), enabledStep + 1)));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(`${server.url}/admin`);

  // A coordinator's console: applications, no billing; the approval.
  await page.getByRole("button", { name: /Menu/ }).click();
  expect(await page.getByRole("link", { name: "Billing" }).count()).toBe(0);
  await page.getByRole("link", { name: /Applications/ }).click();
  await page.getByRole("link", { name: new RegExp(ARTIST) }).click();
  await page.getByRole("heading", { name: ARTIST }).waitFor();
  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("button", { name: "Yes, approve" }).click();
  await page.getByText("Artist approved").waitFor();

  // The owner finds it in the audit log, and in its CSV.
  await desk.goto("/admin/audit");
  await desk.getByLabel("Action").fill("artist.approved");
  await desk.getByRole("button", { name: "Show" }).click();
  await desk.getByText("By Noor Haddad").waitFor();
  const csv = await owner.request.get("/api/admin/audit.csv?action=artist.approved");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(",Noor Haddad,");
  expect(ownerErrors).toEqual([]);
  expect(noorErrors).toEqual([]);
}, 120_000);
