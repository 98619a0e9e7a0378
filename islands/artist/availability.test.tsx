import { describe, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { ArtistAvailability } from "../../src/features/availability/availability-data.contract.ts";
import { failReply, okReply, type SeenRequest } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer } = await import("../../tests/artist-app.tsx");
const { waitFor, within } = await import("@testing-library/react");
const { default: userEvent } = await import("@testing-library/user-event");

const NO_LOOKUPS = { types: [], styles: [], availabilities: [] };
const PATH = "/api/artist/availability";

/** The artist's availability server: GET answers `saved`, PUT answers `onSave` (by default the body as sent, 'Availability saved'). */
function availabilityServer(
  saved: ArtistAvailability,
  onSave: (req: SeenRequest) => ReturnType<typeof okReply> = (req) => okReply(req.body, "Availability saved"),
) {
  return artistServer("approved", NO_LOOKUPS, (req) => {
    if (req.url.pathname !== PATH) return undefined;
    return req.method === "PUT" ? onSave(req) : okReply(saved);
  });
}

const puts = (seen: SeenRequest[]) => seen.filter((r) => r.method === "PUT" && r.url.pathname === PATH).map((r) => r.body);

describe("the artist's week grid and days away", () => {
  test("saved hours are ticked; ticking hours and adding days away saves them together, as windows", async () => {
    const seen = availabilityServer({ weekly: [{ day: 1, from: "09:00", to: "11:00" }], blackouts: [] });
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/availability");
    expect(await view.findByRole("heading", { name: "When I am free" })).toBeTruthy();
    await view.findByRole("grid", { name: "Weekly hours" });
    expect(view.getByRole("link", { name: "Availability" }).getAttribute("aria-current")).toBe("page");
    const cell = (name: string) => view.getByRole("button", { name });
    expect(cell("Monday, 9:00 AM to 10:00 AM").getAttribute("aria-pressed")).toBe("true");
    expect(cell("Monday, 11:00 AM to 12:00 PM").getAttribute("aria-pressed")).toBe("false");
    expect(view.getByText("2 hours a week ticked.")).toBeTruthy();

    await user.click(cell("Monday, 11:00 AM to 12:00 PM"));
    await user.click(cell("Saturday, 11:00 PM to midnight"));
    await user.click(cell("Monday, 9:00 AM to 10:00 AM"));
    expect(view.getByText("3 hours a week ticked.")).toBeTruthy();

    await user.click(view.getByRole("button", { name: "Add days away" }));
    const away = within(view.getByRole("group", { name: "Days away 1" }));
    await user.type(away.getByLabelText(/First day/), "2030-12-20");
    await user.type(away.getByLabelText(/Last day/), "2031-01-03");
    await user.type(away.getByLabelText("Note (optional)"), " Holidays ");
    await user.click(view.getByRole("button", { name: "Save availability" }));

    expect(await view.findByText("Availability saved")).toBeTruthy();
    expect(puts(seen)).toEqual([
      {
        weekly: [
          { day: 1, from: "10:00", to: "12:00" },
          { day: 6, from: "23:00", to: "24:00" },
        ],
        blackouts: [{ from: "2030-12-20", to: "2031-01-03", note: "Holidays" }],
      },
    ]);
  });

  test("by keyboard: one tab stop into the grid, arrows move, Home and End reach the row's ends, Space ticks", async () => {
    availabilityServer({ weekly: [], blackouts: [] });
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/availability");
    await view.findByRole("grid", { name: "Weekly hours" });
    const grid = view.getByRole("grid");
    const stops = within(grid)
      .getAllByRole("button")
      .filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.getAttribute("aria-label"))).toEqual(["Monday, 9:00 AM to 10:00 AM"]);
    stops[0]!.focus();
    await user.keyboard("{ArrowDown}{ArrowRight}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Tuesday, 10:00 AM to 11:00 AM");
    await user.keyboard(" ");
    expect(document.activeElement?.getAttribute("aria-pressed")).toBe("true");
    await user.keyboard("{End}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Sunday, 10:00 AM to 11:00 AM");
    await user.keyboard("{Home}{ArrowUp}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Monday, 9:00 AM to 10:00 AM");
    await user.keyboard("{Control>}{End}{/Control}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Sunday, 11:00 PM to midnight");
    // The tab stop follows the focus: leaving and coming back returns to the same cell.
    expect(
      within(grid)
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0),
    ).toEqual([document.activeElement as HTMLElement]);
    expect(view.getByText("1 hour a week ticked.")).toBeTruthy();
  });

  test("days away without both days are named before anything is sent; a refusal keeps what was set", async () => {
    const seen = availabilityServer({ weekly: [], blackouts: [{ from: "2030-11-14", to: "2030-11-15" }] }, () =>
      failReply(400, "Blackout 2 must end within the next 3 years (by 2029-11-29)"),
    );
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/availability");
    expect(((await view.findByLabelText(/First day/)) as HTMLInputElement).value).toBe("2030-11-14");
    await user.click(view.getByRole("button", { name: "Add days away" }));
    await user.click(view.getByRole("button", { name: "Save availability" }));
    expect(await view.findByText("Days away 2: give its first and last day.")).toBeTruthy();
    expect(puts(seen)).toEqual([]);

    const second = within(view.getByRole("group", { name: "Days away 2" }));
    await user.type(second.getByLabelText(/First day/), "2040-01-01");
    await user.type(second.getByLabelText(/Last day/), "2040-01-02");
    await user.click(view.getByRole("button", { name: "Save availability" }));
    expect(await view.findByText("Blackout 2 must end within the next 3 years (by 2029-11-29)")).toBeTruthy();
    expect(puts(seen)).toHaveLength(1);
    expect((second.getByLabelText(/First day/) as HTMLInputElement).value).toBe("2040-01-01");

    await user.click(view.getByRole("button", { name: "Remove days away 2" }));
    expect(view.queryByRole("group", { name: "Days away 2" })).toBeNull();
    expect(view.getByRole("group", { name: "Days away 1" })).toBeTruthy();
  });

  test("hours saved off the hour are shown to the whole hour, and the page says so; 'Clear all hours' empties the grid", async () => {
    availabilityServer({ weekly: [{ day: 3, from: "09:30", to: "10:15" }], blackouts: [] });
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/availability");
    expect(await view.findByText(/do not start or end on the hour/)).toBeTruthy();
    expect(view.getByText("2 hours a week ticked.")).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Clear all hours" }));
    expect(view.getByText("No hours ticked: you are free any time.")).toBeTruthy();
  });

  test("in French: the days, the hours, the grid's names", async () => {
    availabilityServer({ weekly: [{ day: 5, from: "18:00", to: "19:00" }], blackouts: [] });
    const view = renderArtistApp("/artist/availability", {}, "fr");
    expect(await view.findByRole("heading", { name: "Mes disponibilités" })).toBeTruthy();
    await view.findByRole("grid", { name: "Heures de la semaine" });
    expect(view.getByRole("button", { name: "vendredi, de 18 h 00 à 19 h 00" }).getAttribute("aria-pressed")).toBe("true");
    expect(view.getByRole("columnheader", { name: "ven." })).toBeTruthy();
    expect(view.getByText("1 heure par semaine cochée.")).toBeTruthy();
    expect(view.getByRole("button", { name: "Enregistrer mes disponibilités" })).toBeTruthy();
  });

  test("a failed load says so and tries again", async () => {
    let loads = 0;
    artistServer("approved", NO_LOOKUPS, (req) => {
      if (req.url.pathname !== PATH) return undefined;
      loads++;
      return loads === 1 ? failReply(503, "Service unavailable") : okReply({ weekly: [], blackouts: [] });
    });
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/availability");
    await user.click(await view.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(view.getByRole("grid")).toBeTruthy());
  });
});
