import { describe, expect, test } from "bun:test";
import { suiteApp } from "../../tests/harness.ts";

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
  test("nobody signed in: 302 to /login, before any HTML", async () => {
    for (const path of SCREENS) {
      const res = await t.request("GET", path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login");
    }
  });

  test("a client or the admin: 302 to /", async () => {
    for (const cookie of [(await t.signUp("client")).cookie, (await t.adminLogin()).cookie]) {
      for (const path of SCREENS) {
        const res = await t.request("GET", path, { cookie });
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe("/");
      }
    }
  });

  test("an artist gets the shell its router app renders into", async () => {
    const { cookie } = await t.signUp("artist");
    for (const path of SCREENS) {
      const res = await t.request("GET", path, { cookie });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('id="area-root"');
      expect(html).toContain('data-area="artist"');
    }
  });
});
