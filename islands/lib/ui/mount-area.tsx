// First: before any module that builds a zod schema.
import "../zod-jitless.ts";
import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { isLocale, type Locale, localeOf } from "../../../src/platform/i18n/locales.ts";
import { I18nProvider } from "../../../src/platform/i18n/react.tsx";
import { type CompiledMessages, translatorOf } from "../../../src/platform/i18n/translate.ts";
import { switchLocaleHref } from "../../../src/platform/i18n/paths.ts";
import type { SessionUser } from "../../../src/platform/contract/roles.ts";
import { registerAppWorker } from "../offline.ts";
import { OfflineBanner } from "./OfflineBanner.tsx";
import { storeSessionUser } from "../root-storage.ts";
import { AreaUser } from "./area-user.ts";

export type DashboardArea = "client" | "artist" | "admin";

/** A dashboard's messages in each language, as `import()`s: only the page's language downloads (and only its own, not the other areas'). */
export type AreaMessages = Record<Locale, () => Promise<{ default: CompiledMessages }>>;

/**
 * Renders a dashboard's router app into the #area-root the server's guarded shell
 * sends, in the language the shell was rendered in (`<html lang>`),
 * in place of the screen the server drew there, if any.
 */
export async function mountArea(bundles: AreaMessages, createAreaRouter: () => AnyRouter) {
  const root = document.getElementById("area-root");
  if (!root) return;
  const locale = localeOf(document.documentElement.lang) ?? "en";
  const user = root.dataset.user ? (JSON.parse(root.dataset.user) as SessionUser) : null;
  if (user) storeSessionUser(user);
  const messages = await bundles[locale]();
  const router = createAreaRouter();
  // The server drew the screen (src/platform/pages/area-screen.tsx): the app's first drawing replaces it with the
  // same, so its screen's chunk must be there first (else the skeleton would flash in its place).
  if (root.dataset.drawn !== undefined) await router.load();
  router.subscribe("onResolved", followLocation);
  keepFocusInPlace(root, router);
  const app = createRoot(root);
  // A transition: React draws the screen in slices of a few milliseconds, yielding to the browser between them,
  // instead of one task of 100-300 ms on a phone's CPU (Lighthouse counted it as blocking time).
  // The drawing stays in place, inert, until the live screen is committed in its stead.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AreaUser.Provider value={user}>
          <I18nProvider value={{ locale, t: translatorOf(messages.default) }}>
            <OfflineBanner />
            <RouterProvider router={router} />
          </I18nProvider>
        </AreaUser.Provider>
        <Committed onCommit={() => root.removeAttribute("inert")} />
      </StrictMode>,
    ),
  );
  registerAppWorker();
}

/** Calls `onCommit` once the tree it is in is in the document: a layout effect runs right after the commit. */
function Committed({ onCommit }: { onCommit(): void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * The navbar's language switcher is rendered by the server for the page it sent;
 * the area then moves without page loads: the switcher follows, so it keeps the
 * page the user is on (path and search) in the other language.
 */
function followLocation() {
  const here = window.location.pathname + window.location.search;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-locale-switch]")) {
    const locale = link.dataset.localeSwitch;
    if (isLocale(locale)) link.href = switchLocaleHref(locale, here);
  }
}

/**
 * Focus on the screen's heading (made focusable), else on <main> while the screen loads (a skeleton): then true, and
 * the heading takes it when it comes.
 */
function focusScreenStart(): boolean {
  const main = document.getElementById("main");
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  (heading ?? main).focus();
  return !heading;
}

/**
 * Keyboard users never lose their place. After a move inside the area (no page load), focus goes to the
 * new screen's heading, as a page load would start at the top: otherwise it stays on the old screen's link, or falls
 * to the body, and a screen reader says nothing of the new screen. And when the focused control goes away (a row
 * removed, an action done), focus goes to the screen's heading instead of the body (Tab would start over). A menu the
 * user opened while the new screen was on its way keeps it.
 */
function keepFocusInPlace(root: HTMLElement, router: AnyRouter) {
  let awaitingHeading = false;
  router.subscribe("onRendered", (e) => {
    // A menu opened while the screen was on its way keeps the focus: taking it would close the menu.
    const menuOpened = document.activeElement?.getAttribute("aria-expanded") === "true";
    if (e.fromLocation && e.pathChanged && !menuOpened) awaitingHeading = focusScreenStart();
  });
  let focused: Element | null = null;
  root.addEventListener("focusin", (e) => {
    focused = e.target as Element;
  });
  new MutationObserver(() => {
    const active = document.activeElement;
    if (awaitingHeading) awaitingHeading = active?.id === "main" && focusScreenStart();
    else if (focused && !focused.isConnected && (active === document.body || active === null)) {
      focused = null;
      awaitingHeading = focusScreenStart();
    }
  }).observe(root, { childList: true, subtree: true });
}
