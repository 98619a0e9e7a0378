import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AssetManifest } from "../assets/assets.ts";
import type { AppEnv } from "../http/types.ts";
import type { Locale } from "../i18n/locales.ts";
import { splitLocalePath } from "../i18n/paths.ts";
import { I18nProvider } from "../i18n/react.tsx";
import { serverTranslator } from "../i18n/server.ts";
import { NO_SOCIAL_LINKS, PageContext } from "../../../islands/lib/page/context.tsx";
import { OutsideIslands } from "../../../islands/lib/page/Island.tsx";
import type { PageCache } from "./page-cache.ts";

/**
 * Renders in the language of the path (French under /fr): the pages and
 * the islands inside them read it through the same I18nProvider the browser's
 * islands/hydrate.tsx puts around each island, so hydration finds the same text.
 */
function streamPage(c: Context<AppEnv>, assets: AssetManifest, page: ReactNode, language?: Locale) {
  const { locale: pathLocale, path } = splitLocalePath(c.req.path);
  const locale = language ?? pathLocale;
  return renderToReadableStream(
    <PageContext.Provider
      value={{ user: c.get("user"), path, locale, assets, siteUrl: c.get("siteUrl") ?? "", socialLinks: c.get("socialLinks") ?? NO_SOCIAL_LINKS }}
    >
      <I18nProvider value={{ locale, t: serverTranslator(locale) }}>
        <OutsideIslands.Provider value={true}>{page}</OutsideIslands.Provider>
      </I18nProvider>
    </PageContext.Provider>,
    {
      onError(error) {
        console.error(error);
      },
    },
  );
}

/**
 * Streams a page to the browser: the head and the top of the body leave before the rest renders.
 * Its language is the path's (/fr), unless `locale` says otherwise (the dashboards, whose paths have none).
 */
export async function renderPage(
  c: Context<AppEnv>,
  assets: AssetManifest,
  page: ReactNode,
  { status = 200, locale }: { status?: 200 | 404 | 500; locale?: Locale } = {},
) {
  const stream = await streamPage(c, assets, page, locale);
  // React writes the doctype itself when the root element is <html>.
  return c.body(stream, status, { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-store" });
}

/**
 * A page whose HTML depends only on its language, path, the signed-in role (the navigation
 * bar), a `variant` the route names (a page number) and lists of the given
 * `version`: rendered once, then served from `cache` until the version changes.
 */
export async function renderCachedPage(
  c: Context<AppEnv>,
  assets: AssetManifest,
  { cache, version, page, variant = "" }: { cache: PageCache; version: string; page: () => ReactNode; variant?: string },
) {
  const key = `${splitLocalePath(c.req.path).locale} ${c.get("user")?.role ?? "guest"} ${c.req.path} ${variant}`;
  const entry = await cache.page(key, version, async () => {
    const stream = await streamPage(c, assets, page());
    await stream.allReady;
    return new Response(stream).bytes();
  });
  return cache.reply(c, entry);
}
