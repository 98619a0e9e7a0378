import { expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { ArtistProfile } from "../../src/contracts/artist-area.ts";
import { fakeServer, makeArtistProfile, okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, ARTIST } = await import("../../tests/artist-app.tsx");
const { within } = await import("@testing-library/react");

function serve(p: ArtistProfile) {
  fakeServer((req) => {
    const path = req.url.pathname;
    if (path === "/api/artist/profile") return okReply(p);
    if (path === "/api/artist/check-artist-profile") return okReply({ artistStatus: p.artistStatus, rejectionReason: null });
    if (path === "/api/auth/me") return okReply(ARTIST);
    return undefined;
  });
}

test("the profile shows styles awaiting the agency's review apart from the styles that count", async () => {
  serve(makeArtistProfile({ pendingStyles: ["Jazz", "Tap"] }));
  const { findByRole, getByRole } = renderArtistApp("/artist/artist-profile");
  const waiting = await findByRole("list", { name: "Styles awaiting review" });
  expect(
    within(waiting)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["Jazz · awaiting review", "Tap · awaiting review"]);
  expect(
    within(getByRole("list", { name: "Styles" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["Ballet"]);
});

test("nothing awaiting review: no such list", async () => {
  serve(makeArtistProfile());
  const { findByRole, queryByRole } = renderArtistApp("/artist/artist-profile");
  await findByRole("list", { name: "Styles" });
  expect(queryByRole("list", { name: "Styles awaiting review" })).toBeNull();
});

test("the résumé and the private documents are downloads, never pages opened in a tab", async () => {
  serve(makeArtistProfile());
  const { findByRole, getByRole } = renderArtistApp("/artist/artist-profile");
  for (const [link, href] of [
    [await findByRole("link", { name: "Resume" }), "/files/b.pdf"],
    [getByRole("link", { name: "Direct deposit form" }), "/d"],
    [getByRole("link", { name: "Reference letter 1" }), "/r1"],
  ] as const) {
    expect(link.getAttribute("href")).toBe(href);
    expect(link.hasAttribute("download")).toBe(true);
    expect(link.getAttribute("target")).toBeNull();
  }
});
