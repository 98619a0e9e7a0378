import { describe, expect, test } from "bun:test";
import { insertArtist } from "../../../tests/factories.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { drawLandingScreen } from "./area-screen.tsx";

const t = await suiteApp();

/** The #area-root of a dashboard page, as sent. */
async function areaRoot(path: string, cookie: string, language = "en"): Promise<{ root: string; attributes: string }> {
  const res = await t.request("GET", path, { cookie, headers: { "Accept-Language": language } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<div id="area-root"');
  const end = html.lastIndexOf('<link rel="modulepreload"');
  const open = html.indexOf(">", start);
  return { attributes: html.slice(start, open), root: html.slice(open + 1, end === -1 ? html.lastIndexOf("<script") : end) };
}

/** The landing page of a new artist whose application is `status`. */
async function artistDashboard(name: string, status: "approved" | "pending") {
  const { cookie, user } = await t.signUp("artist", name);
  await insertArtist(t.db, { userId: user.userId, status });
  return areaRoot("/artist/dashboard", cookie);
}

/**
 * An area's landing address comes with its first screen drawn by the
 * server (the frame, the headings, the skeletons), so the phone paints it before any
 * script; the app then draws the same in its place (e2e/first-screens.e2e.ts: nothing moves).
 */
describe("the dashboards' landing screens are drawn by the server", () => {
  test("the studio's: its navigation, the greeting with its name (escaped), the lists' skeletons; no script inside", async () => {
    const { cookie } = await t.signUp("client", 'Studio "Étoile" <b>');
    const { root, attributes } = await areaRoot("/client/dashboard", cookie);
    expect(attributes).toContain("data-drawn");
    // Nothing in the drawing answers before the app has replaced it (islands/lib/ui/mount-area.tsx).
    expect(attributes).toContain('inert=""');
    expect(root).toContain('class="area-nav"');
    expect(root).toContain("Hello Studio &quot;Étoile&quot; &lt;b&gt;");
    expect(root).toContain("Post a Job");
    expect(root).not.toContain("<b>");
    expect(root).not.toContain("<script");
    // The widgets' stand-ins, as the browser shows them until their chunks come; never a fallback's error.
    expect(root).toContain('class="account-menu__button" aria-hidden="true"');
    expect(root).not.toContain("<template");
  });

  test("in the remembered language", async () => {
    const { cookie } = await t.signUp("client", "Studio Lune");
    const { root } = await areaRoot("/client/dashboard", cookie, "fr-CA");
    expect(root).toContain("Bonjour Studio Lune");
    expect(root).toContain("Publier une offre");
  });

  test("the approved artist's: drawn with the application's check, which the page hands the app", async () => {
    const { root, attributes } = await artistDashboard("Ava Drawn", "approved");
    expect(attributes).toContain('data-artist-check="{&quot;artistStatus&quot;:&quot;approved&quot;,&quot;rejectionReason&quot;:null}"');
    expect(root).toContain("Hello Ava Drawn");
    expect(root).not.toContain("<script");
  });

  test("an artist still waiting for approval: the applicant's bar, and the dashboard left to the app (it moves on to the confirmation page)", async () => {
    const { root, attributes } = await artistDashboard("Pia Pending", "pending");
    expect(attributes).toContain("&quot;artistStatus&quot;:&quot;pending&quot;");
    expect(root).toContain('class="aa-bar"');
    expect(root).not.toContain("Hello Pia Pending");
  });

  test("the agency's console", async () => {
    const { cookie } = await t.adminLogin();
    const { root, attributes } = await areaRoot("/admin", cookie);
    expect(attributes).toContain("data-drawn");
    expect(root).toContain("What needs the agency");
  });

  test("any other address of an area says Loading, and the app draws it", async () => {
    const { cookie } = await t.signUp("client");
    const { root, attributes } = await areaRoot("/client/my-bookings", cookie);
    expect(attributes).not.toContain("data-drawn");
    expect(attributes).not.toContain("inert");
    expect(root).toContain('<p class="area__loading" role="status">Loading');
  });
});

test("a screen that cannot be drawn (the database failing its check) is left to the app, and the error logged once", async () => {
  const logged: { msg: string; fields?: Record<string, unknown> }[] = [];
  const artistCheckOf = () => Promise.reject(new Error("connection lost"));
  const log = { ...t.deps.log, error: (msg: string, fields?: Record<string, unknown>) => logged.push({ msg, fields }) };
  const user = { role: "artist", userId: "01900000-0000-7000-8000-000000000000", name: "Ava" } as const;
  expect(await drawLandingScreen({ ...t.deps, log }, { area: "artist", path: "/artist/dashboard", locale: "en", user, artistCheckOf })).toBeNull();
  expect(logged).toEqual([{ msg: "dashboard screen not drawn", fields: expect.objectContaining({ area: "artist", error: expect.any(String) }) }]);
  // Not a landing address: nothing is drawn, nothing is read.
  expect(await drawLandingScreen({ ...t.deps, log }, { area: "artist", path: "/artist/jobs", locale: "en", user, artistCheckOf })).toBeNull();
  expect(logged).toHaveLength(1);
});
