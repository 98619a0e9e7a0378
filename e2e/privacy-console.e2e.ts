import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { format, scanScreens } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

// The owner's "Privacy and legal" screen on a phone (390x844) against the real API: every tab fits the screen,
// each of its forms reaches the server, and a published policy is what /privacy prints.
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

/** The page never scrolls sideways on the phone. */
const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("on a phone the owner publishes a policy, answers a request, records an incident and names the person in charge", async () => {
  const context = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD, context: { viewport: { width: 390, height: 844 } } });
  const asked = await context.request.post("/api/privacy/requests", {
    data: { kind: "access", name: "Léa Tremblay", email: "lea@example.ca", details: "Everything you keep about me, please." },
  });
  expect(asked.status()).toBe(201);
  const page = await context.newPage();
  const errors = watchPageErrors(page);

  await page.goto("/admin/privacy");
  const privacy = page.getByRole("form", { name: "Privacy policy" });
  await privacy.getByRole("textbox", { name: "Text (English)" }).fill("## Who we are\n\nA dance agency that keeps little.");
  await privacy.getByRole("textbox", { name: "Text (French)" }).fill("## Qui nous sommes\n\nUne agence de danse qui garde peu.");
  await fitsThePhone(page);
  await privacy.getByRole("button", { name: "Publish a new version" }).click();
  await page.getByText("New version published").waitFor();
  const published = await (await context.request.get("/privacy")).text();
  expect(published).toContain("A dance agency that keeps little.");

  await page.getByRole("tab", { name: "Requests" }).click();
  const request = page.getByRole("listitem").filter({ hasText: "Léa Tremblay" });
  await request.getByRole("textbox", { name: "Answer" }).fill("Your file is attached.");
  await fitsThePhone(page);
  await request.getByRole("button", { name: "Send: done" }).click();
  await request.getByText("Done", { exact: true }).waitFor();

  await page.getByRole("tab", { name: "Incidents" }).click();
  await page.getByLabel("When it happened").fill("2026-11-20T14:30");
  await page.getByRole("textbox", { name: "What happened" }).fill("A résumé was mailed to the wrong studio.");
  await page.getByRole("textbox", { name: "Who and what information it touched" }).fill("One artist's résumé");
  await page.getByRole("checkbox", { name: "Risk of serious injury" }).check();
  await fitsThePhone(page);
  await page.getByRole("button", { name: "Record the incident" }).click();
  await page.getByRole("listitem").filter({ hasText: "A résumé was mailed to the wrong studio." }).waitFor();

  await page.getByRole("tab", { name: "Person in charge" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill("Marie Gagnon");
  await page.getByRole("textbox", { name: "Job title" }).fill("Director");
  await page.getByRole("textbox", { name: "E-mail" }).fill("privacy@agency.ca");
  await fitsThePhone(page);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Person in charge saved").waitFor();
  expect(await (await context.request.get("/privacy")).text()).toContain("Marie Gagnon");
  expect(errors).toEqual([]);

  // The owner accepts the privacy policy just published, as anyone's next visit asks (e2e/terms-consent.e2e.ts):
  // the screens are scanned, not the consent screen over them.
  const { termsVersion } = ((await (await context.request.get("/api/auth/me")).json()) as { response: { termsVersion: number } }).response;
  expect((await context.request.put("/api/account/terms", { data: { version: termsVersion } })).status()).toBe(200);

  // WCAG 2.2 AA by axe-core, each tab in both languages on a desktop and a phone.
  const tabs = ["/admin/privacy", "/admin/privacy?tab=requests", "/admin/privacy?tab=incidents", "/admin/privacy?tab=officer"];
  expect(format(await scanScreens(context, tabs))).toBe("");
  await context.close();
}, 300_000);
