import { describe, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { Earnings } from "../../src/features/payouts/payouts.contract.ts";
import { agencyDate } from "../../src/platform/i18n/format.ts";
import { okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer } = await import("../../tests/artist-app.tsx");
const { default: userEvent } = await import("@testing-library/user-event");

const NO_LOOKUPS = { types: [], styles: [], availabilities: [] };
const year = Number(agencyDate(new Date()).slice(0, 4));
/** A session of a weekly Ballet class, 3 h 30 at $53.12/h. */
const payLine = (id: string, date: string, paidAt: string | null) => ({
  id,
  jobId: "j1",
  date,
  minutes: 210,
  artistRateCents: 5312,
  amountCents: 18_592,
  paidAt,
  style: "Ballet",
  studioName: "Pointe Studio",
});
const earnings: Earnings = {
  year,
  totalCents: 55_776,
  paidInYearCents: 37_184,
  months: [
    {
      month: `${year}-03`,
      totalCents: 55_776,
      paidCents: 37_184,
      unpaidCents: 18_592,
      lines: [
        payLine("l1", `${year}-03-03`, `${year}-03-20T15:00:00.000Z`),
        payLine("l2", `${year}-03-10`, `${year}-03-20T15:00:00.000Z`),
        payLine("l3", `${year}-03-17`, null),
      ],
    },
  ],
};

describe("the artist's earnings", () => {
  test("the year's months with paid and owed, each session at the artist's rate, the statement's PDF and the T4A total", async () => {
    artistServer("approved", NO_LOOKUPS, (req) =>
      req.url.pathname === "/api/artist/earnings" && req.url.search === `?year=${year}` ? okReply(earnings) : undefined,
    );
    const view = renderArtistApp("/artist/earnings");
    expect(await view.findByRole("heading", { name: `March ${year}` })).toBeTruthy();
    expect(view.getAllByText("$557.76").length).toBeGreaterThan(0);
    expect(view.getAllByText("$371.84").length).toBeGreaterThan(0);
    expect(view.getByText("$185.92", { selector: "dd" })).toBeTruthy();
    expect(view.getAllByText("$53.12/h")).toHaveLength(3);
    expect(view.getByText("Not paid yet")).toBeTruthy();
    const pdf = view.getByRole("link", { name: `Statement for March ${year} (PDF)` }) as HTMLAnchorElement;
    expect(pdf.getAttribute("href")).toBe(`/api/artist/earnings/${year}-03/pdf`);
    expect(view.getByRole("link", { name: "Earnings" })).toBeTruthy();
  });

  test("in French: the months and the money in Québec's format", async () => {
    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === "/api/artist/earnings" ? okReply(earnings) : undefined));
    const view = renderArtistApp("/artist/earnings", {}, "fr");
    expect(await view.findByRole("heading", { name: `mars ${year}` })).toBeTruthy();
    expect(view.getAllByText(/^557,76\s\$$/).length).toBeGreaterThan(0);
    expect(view.getAllByText(/^53,12\s\$\/h$/)).toHaveLength(3);
  });

  test("the mailing address for the T4A slip: shown as saved, sent as typed (the server writes the postal code its way)", async () => {
    const saved = { street: "12 rue King", city: "Montréal", province: "QC", postalCode: "H2X 1Y4" };
    const seen = artistServer("approved", NO_LOOKUPS, (req) => {
      if (req.url.pathname === "/api/artist/earnings") return okReply(earnings);
      if (req.url.pathname !== "/api/artist/mailing-address") return undefined;
      return req.method === "PUT" ? okReply({ ...(req.body as object), postalCode: "H2X 1Y5" }, "Mailing address saved") : okReply(saved);
    });
    const view = renderArtistApp("/artist/earnings");
    const street = (await view.findByLabelText(/Street address/)) as HTMLInputElement;
    await view.findByDisplayValue("12 rue King");
    expect((view.getByLabelText(/Province or territory/) as HTMLSelectElement).value).toBe("QC");
    const user = userEvent.setup({ document });
    await user.clear(view.getByLabelText(/Postal code/));
    await user.type(view.getByLabelText(/Postal code/), "h2x 1y5");
    await user.click(view.getByRole("button", { name: "Save the address" }));
    await view.findByDisplayValue("H2X 1Y5");
    const put = seen.find((r) => r.method === "PUT")!;
    expect(put.body).toEqual({ ...saved, postalCode: "h2x 1y5" });
    expect(street.value).toBe("12 rue King");
  });

  test("in French: the address form's words", async () => {
    artistServer("approved", NO_LOOKUPS, (req) =>
      req.url.pathname === "/api/artist/earnings" ? okReply(earnings) : req.url.pathname === "/api/artist/mailing-address" ? okReply(null) : undefined,
    );
    const view = renderArtistApp("/artist/earnings", {}, "fr");
    expect(await view.findByRole("heading", { name: "Adresse postale pour votre feuillet T4A" })).toBeTruthy();
    expect(view.getByLabelText(/Adresse \(numéro et rue\)/)).toBeTruthy();
    expect(view.getByLabelText(/Code postal/)).toBeTruthy();
    expect(view.getByRole("button", { name: "Enregistrer l’adresse" })).toBeTruthy();
  });
});
