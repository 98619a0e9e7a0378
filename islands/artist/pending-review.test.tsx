import { expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { ArtistProfile } from "../../src/features/artists/artist-area.contract.ts";
import { fakeServer, makeArtistProfile, okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, ARTIST } = await import("../../tests/artist-app.tsx");
const { within } = await import("@testing-library/react");
const { default: userEvent } = await import("@testing-library/user-event");

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

test("a new name and bio awaiting review: shown apart, the greeting and About keep the approved ones", async () => {
  serve(makeArtistProfile({ pendingChange: { name: "Maya Singh-Roy", bio: "Ballet and jazz.\nRAD syllabus.", since: "2026-12-01T10:00:00.000Z" } }));
  const { findByRole, getByRole } = renderArtistApp("/artist/artist-profile");
  const waiting = within(await findByRole("region", { name: "Awaiting the agency’s review" }));
  expect(waiting.getByText("New name").nextElementSibling?.textContent).toBe("Maya Singh-Roy");
  expect(waiting.getByText("New bio").nextElementSibling?.textContent).toBe("Ballet and jazz.\nRAD syllabus.");
  expect(waiting.getByText(/show the approved text until the agency approves the change/)).toBeTruthy();
  expect(getByRole("heading", { level: 1 }).textContent).toContain("Maya Singh");
  expect(getByRole("heading", { level: 1 }).textContent).not.toContain("Roy");
  expect(within(getByRole("heading", { name: "About" }).parentElement!).getByText("Ballet teacher.")).toBeTruthy();
});

test("the edit form starts from what waits, so saving again keeps asking for it; it says the agency reviews a new name", async () => {
  serve(makeArtistProfile({ pendingChange: { name: "Maya Singh-Roy", bio: null, since: "2026-12-01T10:00:00.000Z" } }));
  const { findByRole, getByRole } = renderArtistApp("/artist/artist-profile");
  await userEvent.setup({ document }).click(await findByRole("button", { name: "Edit Profile" }));
  const name = getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  expect(name.value).toBe("Maya Singh-Roy");
  expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(
    "The agency reviews a new name or bio before your public profile shows it.",
  );
});

test("nothing awaiting review: no such list", async () => {
  serve(makeArtistProfile());
  const { findByRole, queryByRole } = renderArtistApp("/artist/artist-profile");
  await findByRole("list", { name: "Styles" });
  expect(queryByRole("list", { name: "Styles awaiting review" })).toBeNull();
  expect(queryByRole("region", { name: "Awaiting the agency’s review" })).toBeNull();
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
