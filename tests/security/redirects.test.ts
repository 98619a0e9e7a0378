import { describe, expect, test } from "bun:test";
import { join, relative } from "node:path";
import { landingAfterSignIn, safeRedirectPath, withNext } from "../../src/platform/contract/redirect-target.ts";
import { suiteApp } from "../harness.ts";

/**
 * Open redirects: `GET /language/en?to=/.//evil.com/phish` answered
 * `Location: //evil.com/phish` (the raw text was checked, then the URL normalised).
 * One function, `safeRedirectPath`, normalises first and checks the result; every
 * redirect of the server (`redirectWithinSite`) and every navigation of the islands
 * (`navigateWithinSite`) goes through it.
 */

const t = await suiteApp();
const SITE = "https://dancelink.test";

/** Targets that led, or could lead, a browser to another site through a naive check. */
const BYPASSES = [
  "/.//evil.com/phish",
  "/%2e//evil.com",
  "/%2E//evil.com",
  "/x/..//evil.com",
  "/x/%2e%2e//evil.com",
  "/x/%2E%2E//evil.com/phish?a=1",
  "/..//evil.com",
  "/././/evil.com",
  "/a/b/../..//evil.com",
  "/%2e%2e/%2e%2e//evil.com",
  "//evil.com",
  "///evil.com",
  "////evil.com/phish",
  "/\\evil.com",
  "\\\\evil.com",
  "/\\/evil.com",
  "\\/evil.com",
  "/.\\\\evil.com",
  "/x\\..\\..\\/evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "\t//evil.com",
  " //evil.com",
  "/\u0000/evil.com",
  "https://evil.com",
  "http://evil.com/phish",
  "HTTPS://evil.com",
  "https:evil.com",
  "http:/evil.com",
  "//evil.com@dancelink.test",
  "/@evil.com/..//evil.com",
  "evil.com",
  "javascript:alert(document.domain)",
  "JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "",
  `/${"a".repeat(5_000)}`,
];

/** Targets that are paths of this site: kept, as the browser would read them. */
const KEPT: [string, string][] = [
  ["/", "/"],
  ["/artists?page=2", "/artists?page=2"],
  ["/client/jobs", "/client/jobs"],
  ["/artist/profile/0190aaaa-0000-7000-8000-000000000001", "/artist/profile/0190aaaa-0000-7000-8000-000000000001"],
  ["/about#mission", "/about#mission"],
  ["/a/../about", "/about"],
  ["/x?next=//evil.com", "/x?next=//evil.com"],
  // Encoded slashes and backslashes stay encoded: a browser keeps them in the path.
  ["/%2f/evil.com", "/%2f/evil.com"],
  ["/%5cevil.com", "/%5cevil.com"],
  ["/ /evil.com", "/%20/evil.com"],
];

/** What a browser would do with `location`: stay on this site, at a path starting with one "/". */
function staysOnSite(location: string | null): boolean {
  if (location === null) return false;
  return new URL(location, SITE).origin === SITE && location.startsWith("/") && !location.startsWith("//") && !location.includes("\\");
}

describe("safeRedirectPath", () => {
  test("every known bypass gives the fallback", () => {
    for (const target of BYPASSES) expect({ target, path: safeRedirectPath(target) }).toEqual({ target, path: "/" });
    expect(safeRedirectPath("/.//evil.com", "/fr")).toBe("/fr");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(null, "/login")).toBe("/login");
  });

  test("a path of this site is kept, normalised; normalising again changes nothing", () => {
    for (const [target, path] of KEPT) {
      expect({ target, path: safeRedirectPath(target) }).toEqual({ target, path });
      expect(safeRedirectPath(path)).toBe(path);
      expect(staysOnSite(path)).toBe(true);
    }
  });
});

describe("landingAfterSignIn: where sign-in and sign-up lead", () => {
  test("the page asked for, when it is a path of this site the role may open", () => {
    expect(landingAfterSignIn("/client/jobs/confirmed/0190?tab=chat", "client")).toBe("/client/jobs/confirmed/0190?tab=chat");
    expect(landingAfterSignIn("/admin/applications", "admin")).toBe("/admin/applications");
    expect(landingAfterSignIn("/fr/artists?style=ballet", "client")).toBe("/fr/artists?style=ballet");
    expect(landingAfterSignIn("/artist/profile/0190", "client")).toBe("/artist/profile/0190");
  });

  test("nothing asked for, another site or a trick: the role's dashboard", () => {
    expect(landingAfterSignIn(null, "client")).toBe("/client");
    expect(landingAfterSignIn("", "artist")).toBe("/artist");
    expect(landingAfterSignIn(undefined, "admin")).toBe("/admin");
    for (const target of BYPASSES) expect({ target, path: landingAfterSignIn(target, "client") }).toEqual({ target, path: "/client" });
  });

  test("another role's dashboard or a page for the signed out: the role's own dashboard, never a bounce", () => {
    expect(landingAfterSignIn("/admin", "client")).toBe("/client");
    expect(landingAfterSignIn("/client/dashboard", "artist")).toBe("/artist");
    expect(landingAfterSignIn("/fr/artist/jobs", "admin")).toBe("/admin");
    for (const page of ["/login", "/fr/signup?next=/client", "/forgot-password", "/reset-password?token=x"]) {
      expect({ page, path: landingAfterSignIn(page, "artist") }).toEqual({ page, path: "/artist" });
    }
  });

  test("withNext carries the page along, encoded, and adds nothing without one", () => {
    expect(withNext("/fr/login", "/client/jobs/confirmed/1?tab=chat")).toBe("/fr/login?next=%2Fclient%2Fjobs%2Fconfirmed%2F1%3Ftab%3Dchat");
    expect(withNext("/signup", null)).toBe("/signup");
  });
});

describe("the language switcher's redirect", () => {
  test("the three targets of the report go home, not to //evil.com", async () => {
    for (const to of ["/.//evil.com/phish", "/%2e//evil.com", "/x/..//evil.com"]) {
      const res = await t.request("GET", `/language/en?to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(302);
      expect({ to, location: res.headers.get("location") }).toEqual({ to, location: "/" });
    }
    // As the report sent them: the query not encoded.
    const raw = await t.request("GET", "/language/en?to=/.//evil.com/phish");
    expect(raw.headers.get("location")).toBe("/");
  });

  test("every known bypass stays on the site, home in the chosen language", async () => {
    for (const to of BYPASSES) {
      for (const [locale, home] of [
        ["en", "/"],
        ["fr", "/fr"],
      ] as const) {
        const res = await t.request("GET", `/language/${locale}?to=${encodeURIComponent(to)}`);
        expect({ to, locale, location: res.headers.get("location") }).toEqual({ to, locale, location: home });
      }
    }
  });

  test("a kept path stays on the site", async () => {
    for (const [to] of KEPT) {
      const location = (await t.request("GET", `/language/fr?to=${encodeURIComponent(to)}`)).headers.get("location");
      expect({ to, staysOnSite: staysOnSite(location) }).toEqual({ to, staysOnSite: true });
    }
  });
});

describe("every redirect goes through the one check", () => {
  const root = join(import.meta.dir, "..", "..");
  /** Production sources under `folder` (tests aside) whose text matches `pattern`, but `allowed`. */
  async function offenders(folder: string, pattern: RegExp, allowed: string): Promise<string[]> {
    const found: string[] = [];
    for await (const file of new Bun.Glob("**/*.{ts,tsx}").scan(join(root, folder))) {
      if (/\.(test|pg|e2e)\.tsx?$/.test(file)) continue;
      const path = relative(root, join(root, folder, file));
      if (path === allowed) continue;
      if (pattern.test(await Bun.file(join(root, path)).text())) found.push(path);
    }
    return found;
  }

  test("the server redirects only with redirectWithinSite", async () => {
    expect(await offenders("src", /\.redirect\(|Response\.redirect|(set|append)\(\s*["']location["']/i, "src/platform/http/redirect.ts")).toEqual([]);
  });

  test("the islands navigate away only with navigateWithinSite", async () => {
    expect(await offenders("islands", /location\.(assign|replace)\(|location\.href\s*=|location\s*=\s*["'`]/, "islands/lib/navigation.ts")).toEqual([]);
  });
});
