import { describe, test } from "bun:test";
import { expectAreaShell, expectRedirected, loginReturningTo } from "../../../../tests/area-pages.ts";
import { suiteApp } from "../../../../tests/harness.ts";

const t = await suiteApp();

const SCREENS = [
  "/artist",
  "/artist/form",
  "/artist/confirmation-page",
  "/artist/dashboard",
  "/artist/jobs",
  "/artist/jobs/details/x",
  "/artist/artist-profile",
];

describe("the artist area's pages are guarded on the server (SPEC §6)", () => {
  test("nobody signed in: 302 to /login carrying the page asked for, before any HTML", async () => {
    await expectRedirected(t, SCREENS, loginReturningTo);
  });

  test("a client or the admin: 302 to /", async () => {
    for (const cookie of [(await t.signUp("client")).cookie, (await t.adminLogin()).cookie]) {
      await expectRedirected(t, SCREENS, "/", cookie);
    }
  });

  test("an artist gets the shell its router app renders into", async () => {
    const { cookie } = await t.signUp("artist");
    await expectAreaShell(t, SCREENS, "artist", cookie);
  });
});
