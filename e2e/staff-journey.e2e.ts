import { expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, applyAsArtist, serverAndBrowserWithMail, watchPageErrors } from "./support.ts";

/**
 * The agency as a team: the owner invites a coordinator from the Staff screen; the
 * coordinator accepts from the mail that reached a real SMTP peer, lands in the console
 * and approves an artist; the owner finds that approval in the audit log and its CSV.
 */
const { server, browser, peer } = await serverAndBrowserWithMail();

const ARTIST = "Maya Singh";

test("the owner invites a coordinator, who accepts from the mail and approves an artist; the owner finds it in the audit log and its CSV", async () => {
  // An artist waiting for the agency.
  const artist = await browser.newContext({ baseURL: server.url });
  expect(
    (
      await artist.request.post("/api/auth/register", {
        data: { name: ARTIST, email: `maya-${Date.now()}@e2e.local`, role: "artist", password: "password-e2e-1" },
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
  await page.getByRole("button", { name: "Create my account" }).click();
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
