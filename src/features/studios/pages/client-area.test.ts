import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { expectAreaShell, expectRedirected, loginReturningTo } from "../../../../tests/area-pages.ts";
import { suiteApp } from "../../../../tests/harness.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();

const PATHS = ["/client", "/client/dashboard", "/client/my-bookings", "/client/jobs/details/0190", "/client/client-profile"];

describe("SPEC §6: the /client area on the server", () => {
  test("without a session every path answers 302 to /login, carrying the page asked for, with no page", async () => {
    for (const body of await expectRedirected(t, PATHS, loginReturningTo)) expect(body).not.toContain("area-root");
  });

  test("a deep link opened signed out keeps its query, and the login page is in the visitor's language", async () => {
    const deep = "/client/jobs/confirmed/0190?tab=chat";
    await expectRedirected(t, [deep], "/login?next=%2Fclient%2Fjobs%2Fconfirmed%2F0190%3Ftab%3Dchat");
    const french = await t.request("GET", deep, { cookie: "locale=fr" });
    expect(french.headers.get("location")).toBe("/fr/login?next=%2Fclient%2Fjobs%2Fconfirmed%2F0190%3Ftab%3Dchat");
    const browser = await t.request("GET", deep, { headers: { "accept-language": "fr-CA,fr;q=0.9" } });
    expect(browser.headers.get("location")).toBe("/fr/login?next=%2Fclient%2Fjobs%2Fconfirmed%2F0190%3Ftab%3Dchat");
  });

  test("another role is sent to /", async () => {
    const artist = await t.signUp("artist");
    const admin = await t.adminLogin();
    for (const cookie of [artist.cookie, admin.cookie]) {
      for (const body of await expectRedirected(t, PATHS, "/", cookie)) expect(body).not.toContain("area-root");
    }
  });

  test("a client gets the shell that loads the client app, with the session's user for it to store", async () => {
    const { cookie, user } = await t.signUp("client", 'Studio "Étoile" <b>');
    for (const html of await expectAreaShell(t, PATHS, "client", cookie)) {
      expect(html).toMatch(/<script type="module" src="\/assets\/client[^"]*\.js"/);
      const attribute = html.match(/data-user="([^"]*)"/)?.[1] ?? "";
      expect(attribute).not.toContain("<");
      const decoded = attribute.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
      expect(JSON.parse(decoded)).toEqual(user);
    }
  });
});
