import { expect } from "bun:test";
import type { TestApp } from "./harness.ts";

/** The login page a signed-out visitor of `path` is sent to, in English: it returns there after signing in. */
export const loginReturningTo = (path: string) => `/login?next=${encodeURIComponent(path)}`;

/** GETs each of `paths` (with `cookie`, if any): each a 302 to `location` (or to `location(path)`). The bodies, for a suite's own checks. */
export async function expectRedirected(t: TestApp, paths: string[], location: string | ((path: string) => string), cookie?: string): Promise<string[]> {
  const bodies: string[] = [];
  for (const path of paths) {
    const res = await t.request("GET", path, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(typeof location === "string" ? location : location(path));
    bodies.push(await res.text());
  }
  return bodies;
}

/** GETs each of `paths` with `cookie`: each a 200 with the shell the `area` dashboard renders into. The pages' HTML. */
export async function expectAreaShell(t: TestApp, paths: string[], area: string, cookie: string): Promise<string[]> {
  const pages: string[] = [];
  for (const path of paths) {
    const res = await t.request("GET", path, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="area-root"');
    expect(html).toContain(`data-area="${area}"`);
    pages.push(html);
  }
  return pages;
}
