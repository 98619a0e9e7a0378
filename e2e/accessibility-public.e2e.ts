import { describe, expect, test } from "bun:test";
import { PUBLIC_PATHS } from "../src/platform/pages/public-paths.ts";
import { format, responseOf, scan, scanScreens, smallTargets } from "./axe.ts";
import { serverAndBrowser } from "./support.ts";

// WCAG 2.2 A and AA by axe-core, the public pages, signed out (e2e/axe.ts).
const { server, browser } = await serverAndBrowser();

describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("(the scan itself finds a low-contrast text and an unnamed button)", async () => {
    const page = await browser.newPage();
    await page.setContent('<html lang="en"><title>t</title><main><p style="color:#aaa">grey</p><button></button></main></html>');
    expect((await scan(page, "sample")).map((f) => f.rule).sort()).toEqual(["button-name", "color-contrast"]);
    await page.close();
  });

  test("(and a tap target under 24 px that axe lets pass, not a link inside a sentence nor a labelled checkbox)", async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="en"><title>t</title><main><a href="/faq" style="font-size:12px">FAQ</a><p>Read the <a href="/faq">FAQ</a> first.</p>' +
        '<label style="display:block;padding:4px 0"><input type="checkbox"> Ballet</label></main></html>',
    );
    expect((await smallTargets(page, "sample")).map((f) => f.target)).toEqual(['a "FAQ"']);
    await page.close();
  });

  test("on the public pages, signed out", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const roster = await responseOf<{ items: { id: string }[] }>(context.request, "/api/artist/search");
    const findings = await scanScreens(context, [
      ...PUBLIC_PATHS,
      `/artist/profile/${roster.items[0]!.id}`,
      "/reset-password?token=unknown",
      "/verify-email?token=unknown",
      "/accept-invite?token=unknown",
      "/no-such-page",
    ]);
    await context.close();
    expect(format(findings)).toBe("");
  }, 600_000);
});
