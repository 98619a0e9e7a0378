import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { fireEvent, waitFor, within } from "@testing-library/react";
import { fakeServer, okReply } from "../../../tests/fake-api.ts";
import { setUpClientApp, STUDIO_PROFILE as profile } from "../../../tests/client-app.tsx";
import type { ArtistListItem } from "../../../src/features/artists/artists.contract.ts";

// The file's first screen loads the studio app's modules: on a machine busy with the whole suite that took over 5 s.
setDefaultTimeout(20_000);

const { renderClientApp } = await setUpClientApp();

const ADA = "01900000-0000-7000-8000-00000000a0a1";
const BEA = "01900000-0000-7000-8000-00000000b0b2";
const artist = (id: string, user: string, style: string): ArtistListItem => ({ id, user, headshotUrl: null, artistStyle: [style] });

describe("the studio's shortlist screen", () => {
  test("lists the saved artists with their profiles; Remove takes one off and the list reloads", async () => {
    let saved = [artist(BEA, "Bea Jazz", "Jazz"), artist(ADA, "Ada Ballet", "Ballet")];
    const seen = fakeServer((req) => {
      if (req.method === "GET" && req.url.pathname === "/api/client/favourites") return okReply(saved, "Success", saved.length);
      if (req.method === "DELETE" && req.url.pathname === `/api/client/favourites/${BEA}`) {
        saved = saved.filter((a) => a.id !== BEA);
        return okReply({ artistId: BEA, saved: false }, "Removed from your shortlist");
      }
      return undefined;
    });
    const view = renderClientApp("/client/shortlist");
    expect(await view.findByRole("heading", { name: "My shortlist" })).toBeTruthy();
    const bea = await view.findByRole("heading", { name: "Bea Jazz" });
    expect(view.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Bea Jazz", "Ada Ballet"]);
    const card = bea.closest("li")!;
    expect(within(card).getByRole("link", { name: "View profile" }).getAttribute("href")).toBe(`/artist/profile/${BEA}`);
    expect(view.getByRole("link", { name: "Shortlist" }).getAttribute("aria-current")).toBe("page");

    fireEvent.click(within(card).getByRole("button", { name: "Remove Bea Jazz from my shortlist" }));
    expect(await view.findByText("Removed from your shortlist")).toBeTruthy();
    await waitFor(() => expect(view.queryByRole("heading", { name: "Bea Jazz" })).toBeNull());
    expect(seen.filter((r) => r.method === "DELETE")).toHaveLength(1);
    const page = seen.find((r) => r.method === "GET" && r.url.pathname === "/api/client/favourites")!;
    expect(page.url.search).toBe("?page=1&limit=12");
  });

  test("empty: says how to fill it, with a way to the roster", async () => {
    fakeServer((req) => (req.url.pathname === "/api/client/favourites" ? okReply([], "Success", 0) : undefined));
    const view = renderClientApp("/client/shortlist");
    expect(await view.findByText(/You have not saved any artist yet/)).toBeTruthy();
    expect(view.getAllByRole("link", { name: "Browse the roster" })[0]!.getAttribute("href")).toBe("/artists");
  });
});

describe("the job form's preferred artists", () => {
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const job = {
    _id: "j1",
    studioName: "Pointe Studio",
    style: "Ballet",
    rate: 45,
    city: "Toronto",
    postalCode: "M5V 2H1",
    address: "1 King St",
    description: "",
    startDate: inAMonth,
    endDate: inAMonth,
    startTime: "09:00",
    endTime: "10:00",
    createdAt: new Date().toISOString(),
    status: "pending",
    // Bea left the shortlist since: still offered, ticked, with her name.
    preferredArtistIds: [BEA],
    preferredArtists: [{ id: BEA, name: "Bea Jazz" }],
  };

  test("the studio ticks artists of its shortlist; an edit shows what was saved and sends the choice", async () => {
    const seen = fakeServer((req) => {
      switch (`${req.method} ${req.url.pathname}`) {
        case "GET /api/client/check-client-profile":
          return okReply({ exists: true, profile });
        case "GET /api/artist-style/list":
          return okReply([{ id: "s1", name: "Ballet" }]);
        case "GET /api/client/favourites":
          return okReply([artist(ADA, "Ada Ballet", "Ballet")]);
        case "GET /api/job/detail/j1":
          return okReply(job);
        case "PUT /api/job/update/j1":
          return okReply({ ...job, ...(req.body as object) }, "Job updated");
        default:
          return undefined;
      }
    });
    const view = renderClientApp("/client/jobs/edit/j1");
    const group = (await view.findByRole("group", { name: "Preferred artists" })) as HTMLElement;
    const ada = (await within(group).findByRole("checkbox", { name: "Ada Ballet" })) as HTMLInputElement;
    const bea = within(group).getByRole("checkbox", { name: "Bea Jazz" }) as HTMLInputElement;
    expect([ada.checked, bea.checked]).toEqual([false, true]);
    fireEvent.click(ada);
    fireEvent.click(bea);
    await view.findByRole("option", { name: "Ballet" });
    fireEvent.click(view.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(seen.some((r) => r.method === "PUT")).toBe(true));
    expect((seen.find((r) => r.method === "PUT")!.body as { preferredArtistIds: string[] }).preferredArtistIds).toEqual([ADA]);
  });
});
