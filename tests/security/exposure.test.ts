import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { BOOT_TIMEOUT, suiteApp } from "../harness.ts";
import { loadConfig } from "../../src/platform/config.ts";
import { securityHeaderSets } from "../../src/platform/http/security-headers.ts";

/**
 * Found in the security review: a page could connect to any host (CSP allowed
 * ws:, wss: and https: anywhere), and the server listened on every interface even
 * on a developer's machine.
 */

describe("pages connect to this site only", () => {
  test("connect-src is 'self' (which covers the chat socket), nothing else", () => {
    for (const https of [false, true]) {
      const csp = new Map(securityHeaderSets({ https }).pages).get("Content-Security-Policy")!;
      const connect = csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("connect-src"));
      expect(connect).toBe("connect-src 'self'");
    }
  });
});

const t = await suiteApp();

describe("no <base> moves a page, no form posts elsewhere (the second outside review)", () => {
  test(
    "every kind of reply: pages cached whole or rendered, an error page, the API",
    async () => {
      const directives = async (path: string) => (await t.request("GET", path)).headers.get("content-security-policy")?.split("; ") ?? [];
      for (const path of ["/", "/fr/about", "/login", "/no-such-page"]) {
        expect(await directives(path)).toEqual(expect.arrayContaining(["base-uri 'none'", "form-action 'self'"]));
      }
      expect(await directives("/api/testimonial/list")).toEqual(expect.arrayContaining(["base-uri 'none'", "form-action 'none'"]));
    },
    BOOT_TIMEOUT,
  );
});

describe("HOST", () => {
  test("loopback unless set; the container listens on every interface", async () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "::1" }).host).toBe("::1");
    const dockerfile = await Bun.file(join(import.meta.dir, "..", "..", "Dockerfile")).text();
    expect(dockerfile).toMatch(/^ENV [^\n]*(\\\n[^\n]*)*HOST=0\.0\.0\.0/m);
  });
});
