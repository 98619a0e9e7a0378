import { describe, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import { okReply } from "../../tests/fake-api.ts";

/** The artist's empty lists say what to do next. */

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer, lookup } = await import("../../tests/artist-app.tsx");
const { within } = await import("@testing-library/react");

const noJobs = () =>
  artistServer("approved", { types: lookup("1", ["Choreographer"]), styles: lookup("2", ["Ballet"]), availabilities: lookup("3", ["Weekends"]) }, (req) =>
    req.url.pathname.startsWith("/api/job/") ? okReply([], "Success", 0) : undefined,
  );

describe("the artist's empty states", () => {
  test("no offers: where offers come from, and a way to more of them; nothing confirmed: the way to the offers", async () => {
    noJobs();
    const view = renderArtistApp("/artist/dashboard");
    const offers = await view.findByRole("region", { name: /Jobs for you/ });
    expect(await within(offers).findByText(/Jobs in your styles appear here/)).toBeTruthy();
    expect(within(offers).getByRole("link", { name: "Review my styles" }).getAttribute("href")).toBe("/artist/artist-profile");
    const confirmed = view.getByRole("region", { name: /Confirmed Jobs/ });
    expect(within(confirmed).getByText(/When the agency confirms you/)).toBeTruthy();
    expect(within(confirmed).getByRole("link", { name: "See job offers" }).getAttribute("href")).toBe("/artist/jobs?tab=offer");
  });

  test("the jobs page says the same, in French too", async () => {
    noJobs();
    const view = renderArtistApp("/artist/jobs", {}, "fr");
    expect((await view.findByRole("link", { name: "Revoir mes styles" })).getAttribute("href")).toBe("/artist/artist-profile");
  });
});
