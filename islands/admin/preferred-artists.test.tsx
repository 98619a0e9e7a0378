import { describe, expect, test } from "bun:test";
import { within } from "@testing-library/react";
import { ADMIN_JOB_ID, adminJob, fakeAdminApi, jobApplicant, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";

const { renderConsole } = await setUpConsole();

describe("a job the studio named preferred artists for", () => {
  test("the job's facts name them, and the preferred applicant comes marked", async () => {
    const leo = jobApplicant("Leo Park", { preferred: true });
    const maya = jobApplicant("Maya Singh");
    fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/jobs/${ADMIN_JOB_ID}`]: okReply(adminJob({ preferredArtists: [{ id: leo.artistId, name: "Leo Park" }] })),
      // The server orders them: preferred first.
      [`GET /admin/jobs/${ADMIN_JOB_ID}/applicants`]: okReply([leo, maya]),
    });
    const view = renderConsole(`/admin/jobs/${ADMIN_JOB_ID}`);
    const fact = await view.findByText("Preferred by the studio", { selector: "dt" });
    expect(fact.nextElementSibling?.textContent).toBe("Leo Park");
    await view.findByText("Maya Singh");
    const cards = view.getAllByRole("listitem").filter((li) => li.classList.contains("admin-applicant"));
    expect(cards.map((li) => li.querySelector(".admin-applicant__name")?.textContent)).toEqual(["Leo Park", "Maya Singh"]);
    expect(within(cards[0]!).getByText("Preferred by the studio")).toBeTruthy();
    expect(within(cards[1]!).queryByText("Preferred by the studio")).toBeNull();
  });
});
