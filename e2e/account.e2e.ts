import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ReceivedMail } from "../tests/smtp-peer.ts";
import { serverAndBrowserWithMail, watchPageErrors } from "./support.ts";

/**
 * The account by mail: a person signs up, confirms the address through the mail that
 * reached the SMTP server, logs out, resets the password through the mailed link and
 * deletes the account. The real server sends its mail to a real SMTP peer in this
 * process; PUBLIC_URL is the server's own address, so the mailed links lead back to it.
 */
const { server, browser, peer } = await serverAndBrowserWithMail();

/** The first mail to `to` whose subject matches, as it arrived at the peer, and its link to `path`. */
async function mailedLink(to: string, subject: RegExp, path: string): Promise<{ mail: ReceivedMail; link: string }> {
  const mail = await peer.waitForMail((m) => m.to.includes(to) && subject.test(m.subject), 20_000);
  const link = mail.links.find((l) => l.startsWith(`${server.url}${path}?token=`));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(", ")}`);
  return { mail, link };
}

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto(`${server.url}/signup`);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("User type").selectOption("client");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  // Signed in at once: the studio area, which asks for the studio's profile first.
  await page.waitForURL(`${server.url}/client/form`);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

const BANNER = "Please confirm your e-mail address";
const accountButton = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(name) });
/** The dashboard's account menu (the site's header has its own Log Out). */
const menu = (page: Page) => page.locator(".account-menu");

test("sign up, confirm the address by mail, log out, reset the password by mail, delete the account", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const email = `claire-${Date.now()}@e2e.local`;

  await signUp(page, "Claire Dubois", email, "first-password-1");
  await page.getByText(`${BANNER}: we sent a link to ${email}.`).waitFor();

  // The verification mail reached the SMTP server; its link confirms the address.
  const verification = await mailedLink(email, /confirm your e-mail/i, "/verify-email");
  expect(verification.mail.from).toBe("no-reply@e2e.local");
  await page.goto(verification.link);
  await page.getByText(`Thank you: ${email} is confirmed.`).waitFor();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await page.waitForURL(`${server.url}/client/form`);
  await accountButton(page, "Claire Dubois").waitFor();
  await page.getByRole("button", { name: "Send the link again" }).waitFor({ state: "detached" });
  expect(await page.getByText(BANNER).count()).toBe(0);

  // Log out from the account menu: home, signed out.
  await accountButton(page, "Claire Dubois").click();
  await menu(page).getByRole("button", { name: "Log out" }).click();
  await page.waitForURL(`${server.url}/`);
  await page.getByRole("link", { name: "Log In", exact: true }).waitFor();
  expect(await context.cookies().then((cookies) => cookies.some((c) => c.name === "session"))).toBe(false);

  // Forgot the password: the login page's link, the mailed reset link, a new password.
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL(`${server.url}/forgot-password`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await page.getByText(`If an account uses ${email}`).waitFor();
  const reset = await mailedLink(email, /password/i, "/reset-password");
  await page.goto(reset.link);
  await page.getByLabel("New password", { exact: true }).fill("second-password-2");
  await page.getByLabel("Repeat the new password").fill("second-password-2");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await page.waitForURL(`${server.url}/login`);

  // The old password no longer works; the new one does.
  await logIn(page, email, "first-password-1");
  await page.waitForSelector("[data-sonner-toast]");
  expect(page.url()).toBe(`${server.url}/login`);
  // Signed in, the studio lands on its own dashboard (which asks for its profile first), not on the public home.
  await logIn(page, email, "second-password-2");
  await page.waitForURL(`${server.url}/client/form`);

  // Account settings, from the account menu; delete the account with the typed confirmation.
  await accountButton(page, "Claire Dubois").click();
  await page.getByRole("link", { name: "Account settings" }).click();
  await page.waitForURL(`${server.url}/client/account`);
  await page.getByText("Confirmed", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete for good" });
  await dialog.getByLabel(/Type your e-mail address/).fill(email);
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel("Your password").fill("second-password-2");
  expect(await confirm.isEnabled()).toBe(true);
  await confirm.click();
  await page.waitForURL(`${server.url}/`);
  await page.getByRole("link", { name: "Log In", exact: true }).waitFor();

  // Gone: the account cannot log in again.
  await logIn(page, email, "second-password-2");
  await page.waitForSelector("[data-sonner-toast]");
  expect(page.url()).toBe(`${server.url}/login`);
  expect(errors).toEqual([]);
  await context.close();
});

test("on a phone (390 x 844) the account menu opens within the screen and logs out", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signUp(page, "Noah Gagnon", `noah-${Date.now()}@e2e.local`, "phone-password-1");

  const button = accountButton(page, "Noah Gagnon");
  await button.tap();
  expect(await button.getAttribute("aria-expanded")).toBe("true");
  const logOut = menu(page).getByRole("button", { name: "Log out" });
  const box = (await logOut.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeGreaterThanOrEqual(40);
  // The page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await logOut.tap();
  await page.waitForURL(`${server.url}/`);
  expect(errors).toEqual([]);
  await context.close();
});
