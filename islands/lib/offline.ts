import { OFFLINE_CACHE } from "../../src/platform/contract/app-caches.ts";

/*
 * The dashboards as an installed app (src/platform/pwa/): the service worker keeps the signed-in user's last
 * pages and replies for when the network is gone. They are that user's alone: they go at sign-out, and when
 * another account's dashboard opens on the device.
 */

/** Registers the app's worker once the page has loaded: nothing of the first paint waits for it. */
export function registerAppWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.error(error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Deletes the signed-in user's kept pages and replies. */
export async function forgetOfflineCopies() {
  if (typeof caches === "undefined") return;
  await caches.delete(OFFLINE_CACHE).catch((error: unknown) => console.error(error));
}
