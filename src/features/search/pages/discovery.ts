import { Hono } from "hono";
import type { PlatformDeps } from "../../../platform/deps.ts";
import { listRosterProfiles } from "../../artists/index.ts";
import type { AppEnv } from "../../../platform/http/types.ts";
import { INTL_LOCALE, LOCALES } from "../../../platform/i18n/locales.ts";
import { localizePath } from "../../../platform/i18n/paths.ts";
import { POLICY_PATHS } from "../../../platform/pages/public-paths.ts";

/** The public pages worth finding (the account pages are reached from mails, not searches). */
const SITEMAP_PATHS = ["/", "/about", "/services", "/artists", "/faq", "/contact-us", "/login", "/signup", ...POLICY_PATHS];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One `<url>` per language of `path`, each naming its alternates (hreflang), as search engines want for a bilingual site. */
function urlEntries(siteUrl: string, path: string, lastModified?: Date): string {
  const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${INTL_LOCALE[l]}" href="${escapeXml(siteUrl + localizePath(l, path))}"/>`).join(
    "",
  );
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
  return LOCALES.map((l) => `<url><loc>${escapeXml(siteUrl + localizePath(l, path))}</loc>${lastmod}${alternates}</url>`).join("\n");
}

/**
 * `robots.txt` and `sitemap.xml`: the public site in both
 * languages and every artist on the roster; the dashboards and the API are not for
 * crawlers. Absolute links start with PUBLIC_URL, never the request's Host.
 */
export function discoveryRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) =>
      c.text(
        [
          "User-agent: *",
          "Allow: /",
          "Allow: /artist/profile/",
          "Disallow: /api/",
          "Disallow: /client",
          "Disallow: /artist/",
          "Disallow: /admin",
          "Disallow: /ws",
          `Sitemap: ${deps.siteUrl}/sitemap.xml`,
          "",
        ].join("\n"),
        200,
        { "Cache-Control": "public, max-age=86400" },
      ),
    )
    .get("/sitemap.xml", async (c) => {
      const profiles = await listRosterProfiles(deps.db);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...SITEMAP_PATHS.map((path) => urlEntries(deps.siteUrl, path)),
        ...profiles.map((p) => urlEntries(deps.siteUrl, `/artist/profile/${p.id}`, p.updatedAt)),
        "</urlset>",
        "",
      ].join("\n");
      return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    });
}
