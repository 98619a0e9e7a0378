import { ASSETS_CACHE_PREFIX, OFFLINE_CACHE } from "../contract/app-caches.ts";
import { ROLES } from "../contract/roles.ts";

/** The worker's settings, written into its script: a new build gives new bytes, and browsers install the new worker. */
export interface WorkerSettings {
  /** The cache of this build's scripts and styles: the name carries the build, older ones are deleted on activation. */
  assetsCache: string;
  /** What every build's assets cache is named from. */
  assetsCachePrefix: string;
  /** What the dashboards load before their first drawing, fetched at install. */
  precache: string[];
  /** The signed-in user's last pages and replies, for when the network is gone (islands/lib/offline.ts clears it). */
  offlineCache: string;
  /** The dashboards' first path segments: their pages are kept for offline use, the public site's are not. */
  areas: string[];
  /** The picture beside a pushed notification. */
  notificationIcon: string;
}

// The few parts of the worker's scope the worker uses (the DOM library has no ServiceWorkerGlobalScope).
interface LifecycleEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends LifecycleEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends LifecycleEvent {
  data: { json(): unknown } | null;
}
interface NotificationClickEvent extends LifecycleEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: { showNotification(title: string, options: { body: string; icon: string; tag: string; data: { link: string } }): Promise<void> };
  location: Location;
}

/**
 * The service worker. It runs in the browser from its source text (`serviceWorkerScript`): it may use
 * nothing from outside its body but `settings` and the worker's globals.
 *
 * - The build's scripts and styles come from the cache (their names carry their content's hash).
 * - A dashboard's page and its API replies come from the network; each good one is kept (the signed-in
 *   user's only: the page clears them at sign-out) and given back when the network is gone, so the
 *   dashboard opens on the last data it had, under its offline banner, instead of the browser's error.
 * - Everything else (the public site, writes, files, the chat's socket) passes through untouched.
 * - A push (src/features/push/) shows its notification; a click on it brings an open dashboard
 *   window to the notification's page, or opens one there.
 */
export function serviceWorker(settings: WorkerSettings) {
  const scope = self as unknown as WorkerScope;
  const precached = new Set(settings.precache);

  scope.addEventListener("install", (event) => {
    event.waitUntil(
      caches
        .open(settings.assetsCache)
        .then((cache) => cache.addAll(settings.precache))
        .then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => name.startsWith(settings.assetsCachePrefix) && name !== settings.assetsCache).map((name) => caches.delete(name))),
        )
        .then(() => scope.clients.claim()),
    );
  });

  /** The network's answer, kept while good (of `type`); the last kept one when the network is gone. */
  async function networkThenKept(request: Request, key: string, type: string): Promise<Response> {
    try {
      const answer = await fetch(request);
      // Not kept: a redirected answer (a signed-out session sent to the sign-in page), another origin's, another type.
      const keepable = answer.ok && !answer.redirected && answer.type === "basic" && (answer.headers.get("content-type") ?? "").startsWith(type);
      if (keepable) {
        const copy = answer.clone();
        caches.open(settings.offlineCache).then((cache) => cache.put(key, copy));
      }
      return answer;
    } catch (error) {
      const kept = await caches.open(settings.offlineCache).then((cache) => cache.match(key));
      if (kept) return kept;
      throw error;
    }
  }

  scope.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin) return;
    const area = url.pathname.split("/")[1] ?? "";
    if (request.mode === "navigate") {
      // Kept by path: the same screen opened with other filters offline shows its last drawing.
      if (settings.areas.includes(area)) event.respondWith(networkThenKept(request, url.pathname, "text/html"));
      return;
    }
    if (url.pathname.startsWith("/api/")) {
      // The scripts' calls only, not pictures or documents. Only JSON is kept: a statement fetched to be saved is not.
      if (request.destination !== "") return;
      event.respondWith(networkThenKept(request, url.pathname + url.search, "application/json"));
      return;
    }
    if (url.pathname.startsWith("/assets/")) {
      event.respondWith(
        caches.open(settings.assetsCache).then(async (cache) => {
          const hit = await cache.match(request);
          if (hit) return hit;
          const response = await fetch(request);
          // A screen's chunk not needed at first: kept once fetched, so the screen opens offline after one visit.
          if (response.ok && !precached.has(url.pathname)) cache.put(request, response.clone());
          return response;
        }),
      );
    }
  });

  /** A site path of this origin; anything else is the home page (a push's link is ours, but the worker trusts no input). */
  function sitePath(link: unknown): string {
    if (typeof link !== "string") return "/";
    const url = new URL(link, scope.location.origin);
    return url.origin === scope.location.origin ? url.pathname + url.search + url.hash : "/";
  }

  scope.addEventListener("push", (event) => {
    const sent = (event.data?.json() ?? {}) as { kind?: unknown; title?: unknown; body?: unknown; link?: unknown };
    const title = typeof sent.title === "string" ? sent.title : "";
    if (!title) return;
    const link = sitePath(sent.link);
    event.waitUntil(
      scope.registration.showNotification(title, {
        body: typeof sent.body === "string" ? sent.body : "",
        icon: settings.notificationIcon,
        // A second push about the same page replaces the first on the device.
        tag: link,
        data: { link },
      }),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const link = sitePath((event.notification.data as { link?: unknown } | null)?.link);
    /** A dashboard's path, without the language's prefix ("/fr/artist/…" is the artist's). */
    const isDashboard = (url: string) => {
      const path = new URL(url).pathname.replace(/^\/fr(?=\/|$)/, "");
      return settings.areas.includes(path.split("/")[1] ?? "");
    };
    event.waitUntil(
      scope.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((w) => new URL(w.url).origin === scope.location.origin && isDashboard(w.url));
        if (!open) return scope.clients.openWindow(link);
        const focused = await open.focus();
        return focused.navigate(link);
      }),
    );
  });
}

/** The worker's script for a build whose dashboards load `precache` first. */
export function serviceWorkerScript(precache: string[]): string {
  const urls = [...new Set(precache)].sort();
  const build = Bun.hash(urls.join("\n")).toString(36);
  const settings: WorkerSettings = {
    assetsCache: `${ASSETS_CACHE_PREFIX}${build}`,
    assetsCachePrefix: ASSETS_CACHE_PREFIX,
    precache: urls,
    offlineCache: OFFLINE_CACHE,
    areas: [...ROLES],
    notificationIcon: "/images/app/icon-192.png",
  };
  return `"use strict";\n(${serviceWorker.toString()})(${JSON.stringify(settings)});\n`;
}
