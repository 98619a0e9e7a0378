import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { createStore, type ExtractAtomValue, Provider } from "jotai";
import { renderToString } from "react-dom/server";
import { artistCheckAtom } from "../../../islands/artist/state.ts";
import { initialRootState } from "../../../islands/lib/root-storage.ts";
import { rootAtom } from "../../../islands/lib/state.ts";
import { AreaUser } from "../../../islands/lib/ui/area-user.ts";
import type { SessionUser } from "../contract/roles.ts";
import type { PlatformDeps } from "../deps.ts";
import type { Locale } from "../i18n/locales.ts";
import { I18nProvider } from "../i18n/react.tsx";
import { serverTranslator } from "../i18n/server.ts";
import type { Area } from "./AreaShell.tsx";

/** The areas' landing addresses (islands/<area>/router.tsx), whose first screen the server draws. */
export const LANDING_SCREENS: ReadonlySet<string> = new Set(["/client/dashboard", "/artist/dashboard", "/admin"]);

/** Each area's router, imported on the first drawing of its screen (the islands' code stays out of the server's start). */
const ROUTERS = {
  client: () => import("../../../islands/client/router.tsx").then((m) => m.createClientRouter),
  artist: () => import("../../../islands/artist/router.tsx").then((m) => m.createArtistRouter),
  admin: () => import("../../../islands/admin/router.tsx").then((m) => m.createAdminRouter),
} as const;

/** The artist's application check, as the artist area's state holds it: the screen is drawn with it and the app starts with it. */
type ArtistCheck = NonNullable<ExtractAtomValue<typeof artistCheckAtom>>;

/** A landing screen as the server drew it, and what the app needs to start where it stands. */
export interface DrawnScreen {
  html: string;
  /** The artist's application check the screen was drawn with (islands/artist/state.ts reads it). */
  artistCheck?: ArtistCheck;
}

/**
 * The screen at an area's landing address as the area's app first draws it for `user`:
 * its frame, its headings and the skeletons of what it loads, shown
 * before any script has run; the app then draws the same in its place
 * (islands/lib/ui/mount-area.tsx) and fills it. The store is this drawing's own, with the
 * session's user, as the browser's starts. Null for other addresses, and when it cannot be
 * drawn here: the page then says "Loading" and the app draws the screen, as before.
 */
export async function drawLandingScreen(
  deps: PlatformDeps,
  {
    area,
    path,
    locale,
    user,
    artistCheckOf,
  }: {
    area: Area;
    path: string;
    locale: Locale;
    user: SessionUser;
    /** The artist's application check, read by the artists feature (the composition root passes it). */
    artistCheckOf: (userId: string) => Promise<ArtistCheck>;
  },
): Promise<DrawnScreen | null> {
  if (!LANDING_SCREENS.has(path)) return null;
  try {
    const store = createStore();
    store.set(rootAtom, { ...initialRootState, auth: { user } });
    // The artist's frame waits for the application's check: made here, it is drawn, and the app starts with it.
    const artistCheck = area === "artist" ? await artistCheckOf(user.userId) : undefined;
    if (artistCheck) store.set(artistCheckAtom, artistCheck);
    const router = (await ROUTERS[area]())(createMemoryHistory({ initialEntries: [path] }));
    await router.load();
    const html = renderToString(
      <Provider store={store}>
        <AreaUser.Provider value={user}>
          <I18nProvider value={{ locale, t: serverTranslator(locale) }}>
            <RouterProvider router={router} />
          </I18nProvider>
        </AreaUser.Provider>
      </Provider>,
    );
    // The router writes its scroll restoration as an inline script for a page it renders: the app
    // restores scrolling itself, and the policy (CSP) refuses inline scripts.
    return { html: html.replace(/<script>[\s\S]*?<\/script>/g, ""), artistCheck };
  } catch (error) {
    deps.log.error("dashboard screen not drawn", {
      area,
      path,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return null;
  }
}
