import { describe, expect, test } from "bun:test";
import { within } from "@testing-library/react";
import type { Locale } from "../../src/platform/i18n/locales.ts";
import { ADMIN_JOB_ID, adminJob, fakeAdminApi, jobApplicant, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";

const { renderConsole } = await setUpConsole();

const WORDS: Record<Locale, { away: string; confirm: string }> = {
  en: { away: "Not available then", confirm: "Confirm artist" },
  fr: { away: "Pas disponible à ce moment", confirm: "Confirmer l’artiste" },
};

describe("the applicants the matching rule refuses say why, and cannot be confirmed", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`an applicant away on one of the job's days (${locale})`, async () => {
      const away = jobApplicant("Leo Park", { mismatch: "availability" });
      const free = jobApplicant("Maya Singh");
      fakeAdminApi({
        "GET /admin/dashboard": okReply(NO_COUNTS),
        [`GET /admin/jobs/${ADMIN_JOB_ID}`]: okReply(adminJob()),
        [`GET /admin/jobs/${ADMIN_JOB_ID}/applicants`]: okReply([away, free]),
      });
      const view = renderConsole(`/admin/jobs/${ADMIN_JOB_ID}`, locale);
      await view.findByText("Maya Singh");
      const cards = view.getAllByRole("listitem").filter((li) => li.classList.contains("admin-applicant"));
      const [awayCard, freeCard] = cards as [HTMLElement, HTMLElement];
      expect(within(awayCard).getByText(WORDS[locale].away)).toBeTruthy();
      const refused = within(awayCard).getByRole("button", { name: WORDS[locale].confirm }) as HTMLButtonElement;
      expect(refused.disabled).toBe(true);
      expect(refused.title).toBe(WORDS[locale].away);
      expect(within(freeCard).queryByText(WORDS[locale].away)).toBeNull();
      expect((within(freeCard).getByRole("button", { name: WORDS[locale].confirm }) as HTMLButtonElement).disabled).toBe(false);
    });
  }
});
