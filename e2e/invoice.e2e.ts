import { expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { extractText } from "unpdf";
import type { Invoice } from "../src/features/invoices/invoice.contract.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { jobCompletedInConsole, serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * The invoice in Chromium: the agency completes a job in its console, which
 * issues the invoice; the studio finds it unpaid on its dashboard, downloads its PDF
 * and the PDF's totals are the ones worked by hand (Ontario, HST 13 %); the agency
 * marks it paid and the studio's dashboard says so.
 *
 * As in the reviews' journey, the server runs at UTC-12: its own zone must not move the
 * agency's day, which a job of today from 00:00 to 00:01 is booked in and over by.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1", TZ: "Etc/GMT+12" });

test("the agency completes a job, the studio downloads its PDF invoice and its totals are right", async () => {
  const studio = await signedInContext(browser, server, "studio@demo.dancelink.ca", { context: { acceptDownloads: true } });
  const artist = await signedInContext(browser, server, "amelia.tremblay@demo.dancelink.ca");
  const admin = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });
  await admin.request.put("/api/admin/agency", {
    data: { legalName: "DanceLink Agency Inc.", address: "120 Dance Avenue, Toronto, ON M5V 0A1", taxNumber: "123456789 RT 0001" },
  });

  // A minute at 30 $/hr: 0.50; HST 13 % is 6.5 cents, so 0.07 (half up); total 0.57. Completing the job in the console issues the invoice.
  const { jobId, deskErrors } = await jobCompletedInConsole({ studio, artist, admin }, "Amelia Tremblay", 30);

  // The studio's dashboard lists it unpaid; its page offers the PDF.
  const page = await studio.newPage();
  const errors = watchPageErrors(page);
  await page.goto("/client/dashboard");
  const invoices = page.getByRole("region", { name: "Invoices" });
  const row = invoices.getByRole("row").filter({ hasText: "$0.57" });
  await row.getByText("Unpaid").waitFor();
  const number = (await row.getByRole("link").textContent())!;
  expect(number).toMatch(/^INV-\d{4}-\d{6}$/);
  await row.getByRole("link").click();
  await page.getByRole("article", { name: "Invoice" }).waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

  // The PDF says what the invoice says, and both are the totals worked by hand.
  const { text } = await extractText(bytes, { mergePages: true });
  for (const part of [
    number,
    "DanceLink Agency Inc.",
    "GST/HST no. 123456789 RT 0001",
    "Pointe & Poise Academy",
    "Subtotal",
    "$0.50",
    "HST (13%)",
    "$0.07",
    "Total (CAD)",
    "$0.57",
  ]) {
    expect(text).toContain(part);
  }
  const listed = (await (await studio.request.get(`/api/invoices?jobId=${jobId}`)).json()) as { response: Invoice[] };
  expect(listed.response[0]).toMatchObject({ number, subtotalCents: 50, taxes: [{ kind: "HST", rate: 13, amountCents: 7 }], totalCents: 57 });

  // The agency marks it paid; the studio's dashboard follows.
  expect((await admin.request.put(`/api/admin/invoices/${listed.response[0]!.id}/paid`)).status()).toBe(200);
  await page.goto("/client/dashboard");
  await page.getByRole("region", { name: "Invoices" }).getByRole("row").filter({ hasText: number }).getByText("Paid").waitFor();
  expect(errors).toEqual([]);
  expect(deskErrors).toEqual([]);
  await Promise.all([studio.close(), artist.close(), admin.close()]);
});
