import { Hono } from "hono";
import type { AssetManifest } from "../../../islands/lib/page/asset-url.ts";
import { isLocale } from "../i18n/locales.ts";
import type { AppEnv } from "../http/types.ts";
import { serviceWorkerScript } from "./service-worker.ts";
import { isInstallable, webManifest } from "./web-manifest.ts";

/** What a dashboard loads before its first drawing, by the build's manifest: every script and stylesheet it names. */
export function dashboardShell(assets: AssetManifest): string[] {
  return Object.values(assets)
    .flatMap((urls) => urls.split(" "))
    .filter((url) => url.startsWith("/assets/"));
}

/** The installable app: its manifests and its service worker (at the root, so its scope is the whole site). */
export function pwaRoutes(assets: AssetManifest) {
  const app = new Hono<AppEnv>();
  const worker = serviceWorkerScript(dashboardShell(assets));
  app.get("/sw.js", (c) =>
    c.body(worker, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      // Browsers check for a new worker at each navigation; a cached copy would hold an old build's cache name.
      "Cache-Control": "no-cache",
    }),
  );
  app.get("/manifest/:locale/:file{[a-z]+\\.webmanifest}", (c) => {
    const locale = c.req.param("locale");
    const installable = c.req.param("file").replace(/\.webmanifest$/, "");
    if (!isLocale(locale) || !isInstallable(installable)) return c.notFound();
    return c.body(JSON.stringify(webManifest(locale, installable)), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
