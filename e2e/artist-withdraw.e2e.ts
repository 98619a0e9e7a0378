import { expect, test } from "bun:test";
import type { BrowserContext } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

// The artist's side in the browser, in English and French, on a desktop and a phone: withdrawing an opt-in while the
// job waits (it is offered again), and the calendar feed offered as webcal:// and to Google Calendar.
const { server, browser } = await serverAndBrowser();

const WORDS = {
  en: { withdraw: "Withdraw my interest", done: "Your interest is withdrawn", webcal: "Subscribe in my calendar app", google: "Add to Google Calendar" },
  fr: {
    withdraw: "Retirer ma candidature",
    done: "Votre candidature est retirée",
    webcal: "M’abonner dans mon calendrier",
    google: "Ajouter à Google Agenda",
  },
} as const;

/** A demo artist with a job on offer, and that job. */
async function artistWithOffer(): Promise<{ email: string; jobId: string }> {
  const admin = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });
  const users = (await (await admin.request.get("/api/admin/users?role=artist&status=active&page=1&limit=50")).json()) as { response: { email: string }[] };
  await admin.close();
  for (const { email } of users.response) {
    const artist = await signedInContext(browser, server, email);
    const offers = (await (await artist.request.get("/api/job/available-jobs")).json()) as { response: { _id: string }[] | null };
    await artist.close();
    if (offers.response?.length) return { email, jobId: offers.response[0]!._id };
  }
  throw new Error("no demo artist has an offer");
}
const { email, jobId } = await artistWithOffer();

const agencyApplicants = async (admin: BrowserContext) =>
  ((await (await admin.request.get(`/api/admin/jobs/${jobId}/applicants`)).json()) as { response: { artistId: string }[] }).response.length;

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const locale of ["en", "fr"] as const) {
    test(`${locale} at ${width}x${height}: withdraws an opt-in from the job's screen, then finds the feed's links`, async () => {
      const words = WORDS[locale];
      const prefix = locale === "fr" ? "/fr" : "";
      const artist = await signedInContext(browser, server, email, { context: { viewport: { width, height } } });
      const admin = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });
      expect((await artist.request.put(`/api/job/job-accept/${jobId}`, { data: {} })).status()).toBe(200);
      const before = await agencyApplicants(admin);

      const page = await artist.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`${prefix}/artist/jobs/details/${jobId}`);
      await page.getByRole("button", { name: words.withdraw }).click();
      await page.getByText(words.done).waitFor();
      // The offers come next, the job among them again (a dashboard's path has no language prefix: /fr switched it);
      // the agency's applicants no longer have it.
      await page.locator(`a[href$="/artist/jobs/details/${jobId}"]`).first().waitFor();
      expect(new URL(page.url()).pathname).toBe("/artist/jobs");
      expect(await agencyApplicants(admin)).toBe(before - 1);

      await page.goto(`${prefix}/artist/account`);
      const webcal = page.getByRole("link", { name: words.webcal });
      expect(await webcal.getAttribute("href")).toMatch(/^webcal:\/\/[^/]+\/calendar\/[\w-]+\.ics$/);
      const google = new URL((await page.getByRole("link", { name: words.google }).getAttribute("href"))!);
      expect(google.searchParams.get("cid")).toBe(await webcal.getAttribute("href"));
      // Both links fit the screen.
      for (const link of [webcal, page.getByRole("link", { name: words.google })]) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
      await artist.close();
      await admin.close();
    }, 120_000);
  }
}
