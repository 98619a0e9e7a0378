import { Hono, type Context } from "hono";
import type { ReactNode } from "react";
import { z } from "zod";
import type { AssetManifest } from "./platform/assets/assets.ts";
import type { AppDeps } from "./deps.ts";
import { ARTIST_SEARCH_PAGE_SIZE } from "./features/search/artist-search.contract.ts";
import { artistSearchQuerySchema } from "./features/artists/artists.contract.ts";
import { getArtistStatus } from "./features/artists/artist-applications.ts";
import { getPublicArtist } from "./features/artists/artists.ts";
import { isFiltered } from "./features/search/artist-search.contract.ts";
import { DomainError } from "./platform/errors.ts";
import { requirePageRole } from "./platform/http/page-guard.ts";
import { redirectWithinSite } from "./platform/http/redirect.ts";
import { safeRedirectPath } from "./platform/contract/redirect-target.ts";
import type { AppEnv } from "./platform/http/types.ts";
import { rememberedLocale, rememberLocale } from "./platform/i18n/cookie.ts";
import { isLocale, type Locale, LOCALES, negotiateLocale } from "./platform/i18n/locales.ts";
import { setUserLocale } from "./features/accounts/user-locale.ts";
import { LOCALE_PREFIX, localizePath, SWITCH_LOCALE_PATH, splitLocalePath, switchLocaleHref } from "./platform/i18n/paths.ts";
import { accountPageRoutes } from "./features/accounts/pages/account-routes.tsx";
import { policyPageRoutes } from "./features/privacy/pages/policy-routes.tsx";
import { drawLandingScreen } from "./platform/pages/area-screen.tsx";
import { AreaShell, type Area } from "./platform/pages/AreaShell.tsx";
import { NotFoundPage } from "./platform/pages/NotFoundPage.tsx";
import { isPublicPath } from "./platform/pages/public-paths.ts";
import { AboutPage } from "./platform/pages/public/AboutPage.tsx";
import { heldBadges } from "./features/credentials/index.ts";
import { ArtistProfilePage } from "./features/artists/pages/ArtistProfilePage.tsx";
import { getReviewSummary } from "./features/reviews/reviews.ts";
import { ArtistsPage } from "./features/search/pages/ArtistsPage.tsx";
import { ContactPage } from "./features/contact/pages/ContactPage.tsx";
import { loadFaq, loadRoster, loadServices, loadTestimonials } from "./public-data.ts";
import { loadRosterSearch, searchRoster } from "./features/search/roster-search.ts";
import { FaqPage } from "./features/catalogue/pages/FaqPage.tsx";
import { HomePage } from "./features/catalogue/pages/HomePage.tsx";
import { LoginPage } from "./features/accounts/pages/LoginPage.tsx";
import { ServicesPage } from "./features/catalogue/pages/ServicesPage.tsx";
import { SignupPage } from "./features/accounts/pages/SignupPage.tsx";
import { PageCache } from "./platform/pages/page-cache.ts";
import { renderCachedPage, renderPage } from "./platform/pages/render.tsx";

const artistId = z.uuid();

/** A query string as the API's validator reads it: a repeated parameter is a list, a single one a string. */
const queryObject = (c: Context<AppEnv>) => Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));

/**
 * Where the switcher's `to` leads in `locale`: a public page in that language, any other
 * path of this site as it is, else home in that language (`safeRedirectPath`: "/.//evil.com"
 * and the like are not paths of this site).
 */
function switchTarget(locale: Locale, to: string | undefined): string {
  const url = new URL(safeRedirectPath(to, localizePath(locale, "/")), "http://site");
  const { path } = splitLocalePath(url.pathname);
  return isPublicPath(path) ? `${localizePath(locale, path)}${url.search}` : `${url.pathname}${url.search}`;
}

/** The server-rendered pages: the public site and the three dashboard shells. */
export function pageRoutes(deps: AppDeps, assets: AssetManifest) {
  const pages = new Hono<AppEnv>();
  const render = (c: Context<AppEnv>, page: ReactNode, status?: 200 | 404) => renderPage(c, assets, page, { status });
  // Public pages are the same for every visitor with the same navigation bar: rendered once per version of their lists.
  const rendered = new PageCache({ headers: deps.securityHeaders.pages });
  const cached = (c: Context<AppEnv>, version: string, page: () => ReactNode, variant?: string) =>
    renderCachedPage(c, assets, { cache: rendered, version, page, variant });
  const STATIC = "static";

  // The first visit to / follows the browser's language; the switcher's cookie, once set, wins.
  pages.get("/", async (c, next) => {
    const locale = rememberedLocale(c) ?? negotiateLocale(c.req.header("accept-language"));
    if (locale === "en") return next();
    c.header("Vary", "Accept-Language, Cookie");
    return redirectWithinSite(c, localizePath(locale, "/"));
  });

  // The language switcher (a plain link, works without script): remembers the choice (the cookie, and the account of a
  // signed-in user when the click came from this site: Sec-Fetch-Site keeps other sites from changing it) and goes to
  // the same page in that language.
  pages.get(`${SWITCH_LOCALE_PATH}/:locale`, async (c) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale)) return render(c, <NotFoundPage />, 404);
    rememberLocale(c, locale, deps.session.secureCookie);
    const user = c.get("user");
    if (user && c.req.header("sec-fetch-site") === "same-origin") await setUserLocale(deps.db, user.userId, locale);
    c.header("Cache-Control", "no-store");
    return redirectWithinSite(c, switchTarget(locale, c.req.query("to")));
  });

  // The public site (SPEC §2), in each language: English at the root, French under /fr.
  // Lists come from the API's caches, so nothing loads in the browser.
  for (const locale of LOCALES) {
    const at = (path: string) => localizePath(locale, path);
    pages.get(at("/"), async (c) => {
      const [services, artists, testimonials] = await Promise.all([loadServices(deps, locale), loadRoster(deps, locale), loadTestimonials(deps, locale)]);
      const version = [services.version, artists.version, testimonials.version].join(" ");
      return cached(c, version, () => <HomePage services={services.value} artists={artists.value} testimonials={testimonials.value} />);
    });
    pages.get(at("/about"), (c) => cached(c, STATIC, () => <AboutPage />));
    pages.get(at("/services"), async (c) => {
      const services = await loadServices(deps, locale);
      return cached(c, services.version, () => <ServicesPage services={services.value} />);
    });
    // The roster and its search: the API's query, its page size the page's own.
    pages.get(at("/artists"), async (c) => {
      const parsed = artistSearchQuerySchema.safeParse(queryObject(c));
      // A malformed filter or page names no search: there is no such page.
      if (!parsed.success) return render(c, <NotFoundPage />, 404);
      const { pageSize: _, ...query } = parsed.data;
      // Everyone's first view, the unfiltered first page, is rendered once per version of the roster; any other search is its own.
      if (!isFiltered(query) && query.sort === "relevance" && query.page === 1) {
        const first = await loadRosterSearch(deps, locale);
        return cached(c, first.version, () => <ArtistsPage query={query} result={first.value} />, "first page");
      }
      const result = await searchRoster(deps, { ...query, pageSize: ARTIST_SEARCH_PAGE_SIZE }, locale);
      if (query.page > 1 && result.items.length === 0) return render(c, <NotFoundPage />, 404);
      return render(c, <ArtistsPage query={query} result={result} />);
    });
    pages.get(at("/contact-us"), (c) => cached(c, STATIC, () => <ContactPage />));
    pages.get(at("/faq"), async (c) => {
      const faq = await loadFaq(deps, locale);
      return cached(c, faq.version, () => <FaqPage entries={faq.value} agency={c.get("user")?.role === "admin"} />);
    });
    pages.get(at("/login"), (c) => cached(c, STATIC, () => <LoginPage />));
    pages.get(at("/signup"), (c) => cached(c, STATIC, () => <SignupPage />));
    // Public, so it comes before the artist area's guard below. Unknown, malformed or unapproved: a 404 page.
    pages.get(at("/artist/profile/:artistId"), async (c) => {
      const id = artistId.safeParse(c.req.param("artistId"));
      if (!id.success) return render(c, <NotFoundPage />, 404);
      try {
        const artist = await getPublicArtist(deps.db, deps.files, id.data, locale);
        const [reviews, badges] = await Promise.all([getReviewSummary(deps.db, id.data), heldBadges(deps.db, id.data)]);
        return render(c, <ArtistProfilePage artist={artist} reviews={reviews} badges={badges} />);
      } catch (error) {
        if (error instanceof DomainError && error.kind === "not_found") return render(c, <NotFoundPage />, 404);
        throw error;
      }
    });
  }

  pages.route("/", accountPageRoutes(deps, assets));
  pages.route("/", policyPageRoutes(deps, assets));

  // A dashboard's address with a language prefix (typed, or a public page's link pattern followed by
  // hand) goes through the switcher: that language remembered, then the dashboard at its own address.
  const throughSwitcher = (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const { locale, path } = splitLocalePath(url.pathname);
    return redirectWithinSite(c, switchLocaleHref(locale, `${path}${url.search}`));
  };
  for (const area of ["client", "artist", "admin"] as Area[]) {
    // A dashboard's path carries no language: the one the user chose (the switcher's cookie), else the browser's.
    const shell = async (c: Context<AppEnv>) => {
      const locale = rememberedLocale(c) ?? negotiateLocale(c.req.header("accept-language"));
      const drawn = await drawLandingScreen(deps, {
        area,
        path: c.req.path,
        locale,
        user: c.get("user")!,
        artistCheckOf: (userId) => getArtistStatus(deps.db, userId),
      });
      return renderPage(c, assets, <AreaShell area={area} drawn={drawn} />, { locale });
    };
    pages.get(`/${area}`, requirePageRole(area), shell);
    pages.get(`/${area}/*`, requirePageRole(area), shell);
    for (const locale of LOCALES.filter((l) => LOCALE_PREFIX[l])) {
      pages.get(localizePath(locale, `/${area}`), throughSwitcher);
      pages.get(localizePath(locale, `/${area}/*`), throughSwitcher);
    }
  }
  return pages;
}
