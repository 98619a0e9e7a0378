import { afterAll, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { agencyDate } from "../src/platform/i18n/format.ts";
import { checkoutCompleted, stripeDouble } from "../tests/stripe-double.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { jobCompletedInConsole, serverAndBrowserWithMail, signedInContext, watchPageErrors } from "./support.ts";

/**
 * Getting paid, in Chromium: the studio pays its invoice by card on the local Stripe double's page and comes back;
 * Stripe's signed webhook (signed by the SDK's own helper) marks it paid. The artist finds the month's earnings and
 * gives the mailing address its T4A slip needs; the bookkeeper, invited by the owner, pays the artist's batch on the
 * Payouts screen and downloads the year's T4A CSV with the artist, the address and the amount.
 *
 * Worked by hand: 40 minutes at 900 $/h bill 600.00, HST 13 % 78.00, 678.00 in all; the artist's pay, the rate less
 * the agency's 15 %, is 765 $/h: 510.00, over the T4A's 500 $.
 */
const stripe = stripeDouble();
afterAll(() => stripe.stop());
const { server, browser, peer } = await serverAndBrowserWithMail({ SEED_DEMO: "1", ...stripe.env });

test("the studio pays by card through Stripe, the artist sees the month's earnings, the bookkeeper pays the batch and downloads the T4A CSV", async () => {
  const studio = await signedInContext(browser, server, "studio@demo.dancelink.ca");
  const artist = await signedInContext(browser, server, "amelia.tremblay@demo.dancelink.ca");
  const owner = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });
  const { deskErrors } = await jobCompletedInConsole({ studio, artist, admin: owner }, "Amelia Tremblay", 900, "00:40");

  // The studio opens its unpaid invoice and pays it on the double's Checkout page, which sends it back.
  const page = await studio.newPage();
  const studioErrors = watchPageErrors(page);
  await page.goto("/client/dashboard");
  const row = page.getByRole("region", { name: "Invoices" }).getByRole("row").filter({ hasText: "$678.00" });
  await row.getByText("Unpaid").waitFor();
  await row.getByRole("link").click();
  await page.getByRole("article", { name: "Invoice" }).waitFor();
  const invoiceId = new URL(page.url()).pathname.split("/").at(-1)!;
  await page.getByRole("button", { name: "Pay by card" }).click();
  await page.waitForURL(`${stripe.env.STRIPE_API_BASE}/pay/**`);
  await page.getByText("CA$678.00").waitFor();
  await page.getByRole("link", { name: "Pay" }).click();
  await page.waitForURL(`${server.url}/client/invoices/${invoiceId}?card=returned`);
  await page.getByText("Thank you: your card payment is being confirmed.").waitFor();

  // Stripe tells the server, signed: the invoice is paid.
  const session = stripe.sessions.at(-1)!;
  expect(session.form.get("line_items[0][price_data][unit_amount]")).toBe("67800");
  const event = checkoutCompleted(invoiceId, 67800, { event: `evt_${crypto.randomUUID()}`, session: session.id, intent: `pi_${crypto.randomUUID()}` });
  const { payload, header } = await stripe.signed(event);
  const delivered = await fetch(`${server.url}/api/webhooks/stripe`, {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": header, "content-type": "application/json; charset=utf-8" },
  });
  expect(delivered.status).toBe(200);
  await page.goto(`/client/invoices/${invoiceId}`);
  await page.getByText(/^Paid on /).waitFor();
  await page.goto("/client/dashboard");
  await page.getByRole("region", { name: "Invoices" }).getByRole("row").filter({ hasText: "$678.00" }).getByText("Paid").waitFor();

  // The artist's Earnings screen: the month's 510.00, owed; it gives its mailing address for the slip.
  const earnings = await artist.newPage();
  const artistErrors = watchPageErrors(earnings);
  await earnings.goto("/artist/earnings");
  const month = earnings.locator(".aa-earnings__month").first();
  await month.getByText("$510.00").first().waitFor();
  expect(await month.locator("dd").allTextContents()).toEqual(["$510.00", "$0.00", "$510.00"]);
  await earnings.getByLabel("Street address").fill("401 Queen St W");
  await earnings.getByLabel("City").fill("Toronto");
  await earnings.getByLabel("Province or territory").selectOption("ON");
  await earnings.getByLabel("Postal code").fill("m5v 2a4");
  await earnings.getByRole("button", { name: "Save the address" }).click();
  await earnings.getByText("Mailing address saved").waitFor();

  // The owner invites a bookkeeper, who accepts from the mail.
  const invited = await owner.request.post("/api/admin/staff/invite", { data: { email: "books@e2e.local", name: "Rosa Books", staffRole: "bookkeeper" } });
  expect(invited.status()).toBe(201);
  const mail = await peer.waitForMail((m) => m.to.includes("books@e2e.local"), 20_000);
  const link = mail.links.find((l) => l.startsWith(`${server.url}/accept-invite?token=`))!;
  const books = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  const desk = await books.newPage();
  const bookErrors = watchPageErrors(desk);
  await desk.goto(link);
  await desk.getByLabel("Password", { exact: true }).fill("books-password-1");
  await desk.getByLabel("Repeat the password").fill("books-password-1");
  await desk.getByRole("checkbox", { name: /accept the terms of use/ }).check();
  await desk.getByRole("button", { name: "Create my account" }).click();
  await desk.waitForURL(`${server.url}/admin`);

  // The bookkeeper pays the artist's batch with the e-Transfer's reference.
  await desk.goto("/admin/payouts");
  const pay = desk.getByRole("button", { name: "Record payment of $510.00 to Amelia Tremblay" });
  const card = desk.locator("form", { has: pay });
  await card.getByLabel("Payment reference").fill("ETR-510");
  await pay.click();
  await desk.getByText("Payment recorded: the artist gets a statement by e-mail").waitFor();
  await earnings.reload();
  await earnings.locator(".aa-earnings__month").first().getByText("$0.00").waitFor();
  expect(await earnings.locator(".aa-earnings__month").first().locator("dd").allTextContents()).toEqual(["$510.00", "$510.00", "$0.00"]);

  // The year's T4A slips: the artist, its address and box 048, in the CSV too.
  const year = agencyDate(new Date()).slice(0, 4);
  await desk.goto("/admin/t4a");
  // The screen opens on the year just ended; this year's payment is on this year's slips.
  await desk.getByLabel("Year").selectOption(year);
  const slip = desk.getByRole("row").filter({ hasText: "Amelia Tremblay" });
  await slip.getByText("401 Queen St W, Toronto, ON M5V 2A4").waitFor();
  await slip.getByText("$510.00").waitFor();
  const [download] = await Promise.all([desk.waitForEvent("download"), desk.getByRole("link", { name: "Download CSV" }).click()]);
  const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe("year,recipient,address,social insurance number,box 048 fees for services,lines");
  expect(lines.slice(1)).toEqual([`${year},Amelia Tremblay,"401 Queen St W, Toronto, ON M5V 2A4",,510.00,1`]);

  expect([...deskErrors, ...studioErrors, ...artistErrors, ...bookErrors]).toEqual([]);
  await Promise.all([studio.close(), artist.close(), owner.close(), books.close()]);
  // Four people's screens, one after the other, on a machine that may be busy: more than a minute.
}, 300_000);
