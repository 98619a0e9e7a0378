import { Hono, type Context } from "hono";
import type { ReactNode } from "react";
import { z } from "zod";
import type { AssetManifest } from "../assets.ts";
import type { AppDeps } from "../deps.ts";
import { getPublicArtist } from "../domain/artists.ts";
import { DomainError } from "../domain/errors.ts";
import { requirePageRole } from "../http/page-guard.ts";
import type { AppEnv } from "../http/types.ts";
import { AreaShell, type Area } from "./AreaShell.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { AboutPage } from "./public/AboutPage.tsx";
import { ArtistProfilePage } from "./public/ArtistProfilePage.tsx";
import { ArtistsPage, ROSTER_PAGE_SIZE } from "./public/ArtistsPage.tsx";
import { ContactPage } from "./public/ContactPage.tsx";
import { loadRoster, loadServices, loadTestimonials } from "./public/data.ts";
import { FaqPage } from "./public/FaqPage.tsx";
import { HomePage } from "./public/HomePage.tsx";
import { LoginPage } from "./public/LoginPage.tsx";
import { ServicesPage } from "./public/ServicesPage.tsx";
import { SignupPage } from "./public/SignupPage.tsx";
import { PageCache } from "./page-cache.ts";
import { renderCachedPage, renderPage } from "./render.tsx";

const artistId = z.uuid();
const rosterPage = z.coerce.number().int().min(1);

/** The server-rendered pages: the public site and the three dashboard shells. */
export function pageRoutes(deps: AppDeps, assets: AssetManifest) {
  const pages = new Hono<AppEnv>();
  const render = (c: Context<AppEnv>, page: ReactNode, status?: 200 | 404) => renderPage(c, assets, page, status);
  // Public pages are the same for every visitor with the same navigation bar: rendered once per version of their lists.
  const rendered = new PageCache({ headers: deps.securityHeaders.pages });
  const cached = (c: Context<AppEnv>, version: string, page: () => ReactNode, variant?: string) =>
    renderCachedPage(c, assets, rendered, version, page, variant);
  const STATIC = "static";

  // The public site (SPEC §2). Lists come from the API's caches, so nothing loads in the browser.
  pages.get("/", async (c) => {
    const [services, artists, testimonials] = await Promise.all([loadServices(deps), loadRoster(deps), loadTestimonials(deps)]);
    const version = [services.version, artists.version, testimonials.version].join(" ");
    return cached(c, version, () => <HomePage services={services.value} artists={artists.value} testimonials={testimonials.value} />);
  });
  pages.get("/about", (c) => cached(c, STATIC, () => <AboutPage />));
  pages.get("/services", async (c) => {
    const services = await loadServices(deps);
    return cached(c, services.version, () => <ServicesPage services={services.value} />);
  });
  pages.get("/artists", async (c) => {
    const page = rosterPage.safeParse(c.req.query("page") ?? "1");
    const roster = await loadRoster(deps);
    const pageCount = Math.max(1, Math.ceil(roster.value.length / ROSTER_PAGE_SIZE));
    // A page that is not a number, or beyond the last: there is no such page.
    if (!page.success || page.data > pageCount) return render(c, <NotFoundPage />, 404);
    const n = page.data;
    const artists = roster.value.slice((n - 1) * ROSTER_PAGE_SIZE, n * ROSTER_PAGE_SIZE);
    return cached(c, roster.version, () => <ArtistsPage artists={artists} page={n} pageCount={pageCount} />, `page ${n}`);
  });
  pages.get("/contact-us", (c) => cached(c, STATIC, () => <ContactPage />));
  pages.get("/faq", (c) => cached(c, STATIC, () => <FaqPage />));
  pages.get("/login", (c) => cached(c, STATIC, () => <LoginPage />));
  pages.get("/signup", (c) => cached(c, STATIC, () => <SignupPage />));
  // Public, so it comes before the artist area's guard below. Unknown, malformed or unapproved: a 404 page.
  pages.get("/artist/profile/:artistId", async (c) => {
    const id = artistId.safeParse(c.req.param("artistId"));
    if (!id.success) return render(c, <NotFoundPage />, 404);
    try {
      return render(c, <ArtistProfilePage artist={await getPublicArtist(deps.db, deps.files, id.data)} />);
    } catch (error) {
      if (error instanceof DomainError && error.kind === "not_found") return render(c, <NotFoundPage />, 404);
      throw error;
    }
  });

  for (const area of ["client", "artist", "admin"] as Area[]) {
    const shell = (c: Parameters<typeof renderPage>[0]) => renderPage(c, assets, <AreaShell area={area} />);
    pages.get(`/${area}`, requirePageRole(area), shell);
    pages.get(`/${area}/*`, requirePageRole(area), shell);
  }
  return pages;
}
