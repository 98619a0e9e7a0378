import { call, client } from "../api.ts";

/*
 * Web Push on this device (src/features/push/): the browser's subscription, made with the
 * server's VAPID key and sent to the server, or removed from both. The choice is the
 * device's: another browser of the same user keeps its own.
 */

/** This browser's answer to the offer, so it is made once. */
const OFFER_KEY = "push-offer";

/** The browser can subscribe and show notifications (a service worker, the Push API, notifications). */
export const pushSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The user blocked this site's notifications in the browser: only the browser's settings undo it. */
export const pushBlocked = () => pushSupported() && Notification.permission === "denied";

/** This device's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser answered the offer already (either way). */
export const offerAnswered = () => {
  try {
    return localStorage.getItem(OFFER_KEY) !== null;
  } catch {
    return true;
  }
};

export const answerOffer = (answer: "on" | "off") => {
  try {
    localStorage.setItem(OFFER_KEY, answer);
  } catch {
    // Private browsing without storage: the offer may come again, nothing worse.
  }
};

/** Asks the browser's permission, subscribes with the server's key and sends the subscription; resolves to the server's reply (null when the browser said no). */
export async function turnOnDevicePush() {
  if ((await Notification.requestPermission()) !== "granted") return null;
  const key = await call(client.push.key.$get, {});
  if (!key.status) return key;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.response.publicKey }));
  const { endpoint, keys } = subscription.toJSON();
  return call(client.push.subscriptions.$post, { json: { endpoint: endpoint ?? "", keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } } });
}

/**
 * Removes this device's subscription from the server (while the session still exists: call it
 * before signing out) and from the browser. Quiet: signing out goes on whatever it answers.
 */
export async function turnOffDevicePush(): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription) return;
  await call(client.push.subscriptions.$delete, { json: { endpoint: subscription.endpoint } }, { redirectOnUnauthorized: false }).catch((error: unknown) =>
    console.error(error),
  );
  await subscription.unsubscribe().catch((error: unknown) => console.error(error));
}

/** After the session ended (deleted account, signed out elsewhere): the browser stops listening; the server dropped or will drop the row. */
export async function dropDeviceSubscription(): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  await subscription?.unsubscribe().catch((error: unknown) => console.error(error));
}
