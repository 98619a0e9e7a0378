import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { suiteApp } from "../../tests/harness.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();

const PATHS = ["/client", "/client/dashboard", "/client/my-bookings", "/client/jobs/details/0190", "/client/client-profile"];

describe("SPEC §6: the /client area on the server", () => {
  test("without a session every path answers 302 to /login with no page", async () => {
    for (const path of PATHS) {
      const res = await t.request("GET", path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login");
      expect(await res.text()).not.toContain("area-root");
    }
  });

  test("another role is sent to /", async () => {
    const artist = await t.signUp("artist");
    const admin = await t.adminLogin();
    for (const cookie of [artist.cookie, admin.cookie]) {
      for (const path of PATHS) {
        const res = await t.request("GET", path, { cookie });
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe("/");
        expect(await res.text()).not.toContain("area-root");
      }
    }
  });

  test("a client gets the shell that loads the client app", async () => {
    const { cookie } = await t.signUp("client");
    for (const path of PATHS) {
      const res = await t.request("GET", path, { cookie });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('id="area-root"');
      expect(html).toContain('data-area="client"');
      expect(html).toMatch(/<script type="module" src="\/assets\/client[^"]*\.js"/);
    }
  });
});
