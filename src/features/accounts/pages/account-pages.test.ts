import { describe, expect, test } from "bun:test";
import { suiteApp } from "../../../../tests/harness.ts";

const t = await suiteApp();

async function page(path: string, cookie?: string) {
  const res = await t.request("GET", path, { cookie });
  return { res, status: res.status, html: await res.text() };
}

const LOGOUT_FORM = '<form class="navbar__logout" action="/logout" method="post"><button type="submit" class="btn btn--outline">';

describe("the navigation bar signed in", () => {
  test("signed in: the dashboard button and Log Out, in each language; signed out: neither", async () => {
    const client = await t.signUp("client");
    const english = (await page("/about", client.cookie)).html;
    expect(english).toContain('<a href="/client" class="btn btn--primary">Client Dashboard</a>');
    expect(english).toContain(`${LOGOUT_FORM}Log Out</button></form>`);
    const french = (await page("/fr/about", client.cookie)).html;
    expect(french).toContain(`${LOGOUT_FORM}Déconnexion</button></form>`);

    // The page cache keys by role: a visitor after the client gets the signed-out bar.
    const guest = (await page("/about")).html;
    expect(guest).not.toContain('action="/logout"');
    expect(guest).toContain('href="/login"');
  });

  test("the dashboards' shell has it too", async () => {
    const artist = await t.signUp("artist");
    expect((await page("/artist", artist.cookie)).html).toContain(LOGOUT_FORM);
  });
});

describe("POST /logout (the bar's form)", () => {
  test("from this site: ends the session on the server, clears the cookie and goes home", async () => {
    const client = await t.signUp("client");
    const res = await t.request("POST", "/logout", { cookie: client.cookie, headers: { origin: "http://localhost", host: "localhost" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().join("\n")).toMatch(/session=;/);
    // The old cookie no longer opens anything.
    expect((await t.call("GET", "/api/auth/me", { cookie: client.cookie })).status).toBe(401);
  });

  test("a browser's form: our pages send no referrer, so it says `Origin: null` and where it came from in Sec-Fetch-Site", async () => {
    const client = await t.signUp("client");
    const res = await t.request("POST", "/logout", { cookie: client.cookie, headers: { origin: "null", "sec-fetch-site": "same-origin", host: "localhost" } });
    expect(res.status).toBe(303);
    expect((await t.call("GET", "/api/auth/me", { cookie: client.cookie })).status).toBe(401);
  });

  test.each([
    ["another site's page", { origin: "https://evil.example", host: "localhost" }],
    ["another site, as the browser says", { origin: "null", "sec-fetch-site": "cross-site", host: "localhost" }],
    ["a sibling site", { origin: "https://sub.localhost", "sec-fetch-site": "same-site", host: "localhost" }],
    ["an opaque origin and no Sec-Fetch-Site", { origin: "null", host: "localhost" }],
  ])("from %s: refused, the session goes on", async (_, headers) => {
    const client = await t.signUp("client");
    const res = await t.request("POST", "/logout", { cookie: client.cookie, headers });
    expect(res.status).toBe(403);
    expect((await t.call("GET", "/api/auth/me", { cookie: client.cookie })).status).toBe(200);
  });
});

describe("the account pages", () => {
  test.each([
    ["/forgot-password", "Forgot your password?", 'data-island="forgot-password-form"'],
    ["/reset-password?token=secret-token-1", "Choose a new password", 'data-island="reset-password-form" data-props="{&quot;hasToken&quot;:true}"'],
    ["/verify-email?token=secret-token-1", "Confirm your e-mail address", "Checking your link..."],
  ])("%s renders its form, never the link's token, and sends no referrer", async (path, heading, island) => {
    const { status, res, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(island);
    expect(html).not.toContain("secret-token-1");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("in French under /fr", async () => {
    expect((await page("/fr/forgot-password")).html).toContain("Mot de passe oublié\u202f?</h1>");
    expect((await page("/fr/reset-password?token=x")).html).toContain("Enregistrer le nouveau mot de passe");
    expect((await page("/fr/verify-email?token=x")).html).toContain("Vérification du lien…");
    // The login form's way there, in each language.
    expect((await page("/login")).html).toContain('href="/forgot-password">Forgot password?</a>');
    expect((await page("/fr/login")).html).toContain('href="/fr/forgot-password">Mot de passe oublié\u202f?</a>');
  });

  test("a reset link without its token offers a new one", async () => {
    const { html } = await page("/reset-password");
    expect(html).toContain("This link is incomplete. Ask for a new one below.");
    expect(html).not.toContain('name="password"');
  });

  test("/verify-email names the signed-in user's dashboard, or the login page", async () => {
    const artist = await t.signUp("artist");
    expect((await page("/verify-email?token=x", artist.cookie)).html).toContain(
      'data-props="{&quot;hasToken&quot;:true,&quot;dashboard&quot;:&quot;/artist&quot;}"',
    );
    expect((await page("/verify-email?token=x")).html).toContain("&quot;dashboard&quot;:null");
  });

  test("the language switcher keeps the page", async () => {
    const res = await t.request("GET", "/language/fr?to=/forgot-password");
    expect(res.headers.get("location")).toBe("/fr/forgot-password");
  });
});
