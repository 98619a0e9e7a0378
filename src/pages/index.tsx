import { Hono } from "hono";
import type { AssetManifest } from "../assets.ts";
import type { AppDeps } from "../deps.ts";
import { requirePageRole } from "../http/page-guard.ts";
import type { AppEnv } from "../http/types.ts";
import { AreaShell, type Area } from "./AreaShell.tsx";
import { renderPage } from "./render.tsx";

/** The server-rendered pages: the public site and the three dashboard shells. */
export function pageRoutes(deps: AppDeps, assets: AssetManifest) {
  const pages = new Hono<AppEnv>();
  for (const area of ["client", "artist", "admin"] as Area[]) {
    const shell = (c: Parameters<typeof renderPage>[0]) => renderPage(c, assets, <AreaShell area={area} />);
    pages.get(`/${area}`, requirePageRole(area), shell);
    pages.get(`/${area}/*`, requirePageRole(area), shell);
  }
  return pages;
}
