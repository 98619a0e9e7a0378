import type { ReactNode } from "react";
import { assetUrl } from "../../assets/assets.ts";
import { INTL_LOCALE, LOCALES } from "../../i18n/locales.ts";
import { localizePath } from "../../i18n/paths.ts";
import { useT } from "../../i18n/react.tsx";
import { APP_ICONS, type Installable, manifestPath } from "../../pwa/web-manifest.ts";
import { usePage } from "../../../../islands/lib/page/context.tsx";
import { AppFooter } from "./AppFooter.tsx";
import { Footer } from "./Footer.tsx";
import { Navbar } from "./Navbar.tsx";

interface DocumentProps {
  /** Already translated, as the description. */
  title: string;
  description: string;
  children: ReactNode;
  /**
   * The page exists in both languages at its path (the public site): the head
   * names its canonical address and its alternates. Error pages set false.
   */
  alternates?: boolean;
  /** "app": the dashboards' compact footer instead of the public site's. */
  footer?: "site" | "app";
  /** Load the dashboards' own stylesheet (areas.css) too: the public pages go without it. */
  areaStyles?: boolean;
  /** The picture shared with a link to the page (a site path or an absolute URL); the hero's by default. */
  image?: string;
  /** `og:type`: "profile" for an artist's page. */
  type?: "website" | "profile";
  /** The schema.org description of what the page is about (the agency, an artist), as JSON-LD. */
  structuredData?: object;
  /** What installing from this page installs: a dashboard, else the site. */
  app?: Installable;
}

const PRELOADED_FONTS = ["/fonts/playfair-display-latin-700-normal.woff2", "/fonts/inter-latin-wght-normal.woff2"];

/** The hero's studio picture: what a shared link of the site shows unless the page has its own. */
const SHARED_IMAGE = "/images/hero/client.jpg";

/** `<` is written as `\u003c`: a value holding `</script>` cannot end the script element. */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The HTML document of every page: head, navigation bar, content, footer (SPEC §2 shared layout).
 * No page mounts the toaster up front: islands toast through islands/lib/feedback.ts, which
 * loads sonner and mounts the toaster with the first toast.
 */
export function Document({
  title,
  description,
  children,
  alternates = true,
  footer = "site",
  areaStyles = false,
  image = SHARED_IMAGE,
  type = "website",
  structuredData,
  app = "site",
}: DocumentProps) {
  const { assets, locale, path, siteUrl, user } = usePage();
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);
  const t = useT();
  const brand = t("common.brand");
  const fullTitle = `${title} | ${brand}`;
  return (
    // The signed-in role, for islands that differ by it (the shortlist's heart): cached pages are cached per role.
    <html lang={INTL_LOCALE[locale]} data-role={user?.role}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <meta name="theme-color" content="#c8102e" />
        <meta property="og:site_name" content={brand} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:locale" content={INTL_LOCALE[locale].replace("-", "_")} />
        <meta property="og:type" content={type} />
        {alternates && <meta property="og:url" content={absolute(localizePath(locale, path))} />}
        <meta property="og:image" content={absolute(image)} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={absolute(image)} />
        {structuredData && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonForScript escapes every '<'
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />
        )}
        {alternates && (
          <>
            {/* Absolute, as search engines want them (and as the sitemap names them): a relative one is read as a mistake. */}
            <link rel="canonical" href={absolute(localizePath(locale, path))} />
            {LOCALES.map((l) => (
              <link key={l} rel="alternate" hrefLang={INTL_LOCALE[l]} href={absolute(localizePath(l, path))} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={absolute(localizePath("en", path))} />
          </>
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={manifestPath(locale, app)} />
        <link rel="apple-touch-icon" href={APP_ICONS[0]!.src} />
        {/* Every face the stylesheet declares, fetched with it: font-display is optional (base/fonts.css). */}
        {PRELOADED_FONTS.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* Before app.css: the design system wins over an area's rule of equal specificity. */}
        {areaStyles && <link rel="stylesheet" href={assets["areas.css"] ?? "/assets/areas.css"} />}
        <link rel="stylesheet" href={assets["app.css"] ?? "/assets/app.css"} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("common.skipToContent")}
        </a>
        <Navbar />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer === "app" ? <AppFooter /> : <Footer />}
      </body>
    </html>
  );
}

export { assetUrl };
