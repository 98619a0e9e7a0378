import { afterAll, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { dayFromToday } from "../tests/job-fixtures.ts";
import { type BrowserSubscription, type ReceivedPush, startPushService } from "../tests/push-service.ts";
import { postBalletClass, serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * An urgent substitute in Chromium, from the studio's form to the artist's notification: the
 * artist's browser runs the service worker and turns push on in Account settings; the studio
 * posts a ballet class for tomorrow; the push reaches a push service on this machine, which
 * checks its VAPID signature and decrypts it with the device's keys; the decrypted push is
 * handed to the artist's worker as a push service hands it to Chromium, the worker shows the
 * notification, and its click takes the artist's dashboard to the job's offer.
 */
const pushService = await startPushService();
afterAll(() => pushService.close());
const { server, browser } = await serverAndBrowser();
const ARTIST = "amelia.tremblay@demo.dancelink.ca";
const STUDIO = "studio@demo.dancelink.ca";

/**
 * Headless Chromium reaches no push service of its own: its Push API is stood in for by one
 * whose subscription is the local service's device (endpoint and keys), kept for the tab's
 * session as Chromium keeps its own, and which records the server key the page subscribed with.
 */
function pushThroughLocalService(device: BrowserSubscription) {
  const KEPT = "local-push-subscription";
  const subscription = () => ({
    endpoint: device.endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
    unsubscribe: async () => {
      sessionStorage.removeItem(KEPT);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(KEPT) ? (subscription() as unknown as PushSubscription) : null);
  PushManager.prototype.subscribe = async (options) => {
    sessionStorage.setItem(KEPT, String(options?.applicationServerKey));
    return subscription() as unknown as PushSubscription;
  };
}

/** The push the local service decrypted for `device` about `jobId`, once it came. */
async function pushAbout(jobId: string, device: BrowserSubscription): Promise<ReceivedPush> {
  for (let tries = 0; tries < 300; tries += 1) {
    const push = pushService.received.find((p) => p.endpoint === device.endpoint && String((p.payload as { link?: unknown }).link).endsWith(jobId));
    if (push) return push;
    await Bun.sleep(100);
  }
  throw new Error(`no push about ${jobId}: received ${JSON.stringify(pushService.received)}, refused ${pushService.refused.join("; ")}`);
}

/** Hands a message to the worker registered for the site's root, as Chromium does with what its push service delivers (DevTools protocol). */
async function pushDeliverer(page: Page): Promise<{ send(data: string): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const root = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
      if (root) resolve(root.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const id = await found;
  return {
    async send(data) {
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: server.url, registrationId: id, data });
    },
  };
}

/** The notifications the worker's registration shows, as the page reads them. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );

test("a studio's class for tomorrow is pushed to the matching artist at high urgency, shown by her worker, and its click opens the offer", async () => {
  const device = await pushService.subscribe();
  const artist = await signedInContext(browser, server, ARTIST);
  await artist.grantPermissions(["notifications"], { origin: server.url });
  await artist.addInitScript(pushThroughLocalService, device);
  const page = await artist.newPage();
  const errors = watchPageErrors(page);
  await page.goto("/artist/account");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${server.url}/sw.js`);
  // The worker takes the pages it did not load: from the next one on, it controls the dashboard's window.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // This device's switch in Account settings: the browser's permission, the subscription with the server's key, sent to the server.
  const push = page.getByRole("checkbox", { name: "Show notifications on this device" });
  // Its state is the browser's subscription: checked once the server took it (the click waits until it is read).
  await push.click();
  await page.getByText("This device will show your notifications").waitFor();
  expect(await push.isChecked()).toBe(true);
  const { publicKey } = ((await (await artist.request.get("/api/push/key")).json()) as { response: { publicKey: string } }).response;
  expect(await page.evaluate(() => sessionStorage.getItem("local-push-subscription"))).toBe(publicKey);

  // The studio posts a one-hour ballet class for tomorrow through its form: it starts within 48 hours, so it is urgent.
  const studio = await signedInContext(browser, server, STUDIO);
  const form = await studio.newPage();
  const formErrors = watchPageErrors(form);
  const tomorrow = dayFromToday(1);
  await postBalletClass(form, { startDate: tomorrow, endDate: tomorrow, startTime: "18:00", endTime: "19:00" }, "70", "Substitute for tomorrow's adult ballet");
  const pending = (await (await studio.request.get("/api/job/user-pending-jobs")).json()) as {
    response: { _id: string; description: string; urgent: boolean }[];
  };
  const job = pending.response.find((j) => j.description === "Substitute for tomorrow's adult ballet")!;
  expect(job.urgent).toBe(true);

  // What the push service received: signed by the server's VAPID key for this service, kept a day, delivered at once.
  const received = await pushAbout(job._id, device);
  expect(pushService.refused).toEqual([]);
  expect(received).toMatchObject({ urgency: "high", ttl: "86400", vapidKey: publicKey, claims: { aud: pushService.origin } });
  const link = `/artist/jobs/details/${job._id}`;
  expect(received.payload).toMatchObject({ kind: "job.matching", title: "New Ballet job", link });

  // The push service hands the decrypted message to Chromium, which wakes the worker with it.
  const worker = await pushDeliverer(page);
  await worker.send(JSON.stringify(received.payload));
  // Showing it is the worker's work after the push event: the page polls the registration.
  let notifications = await shown(page);
  for (let tries = 0; notifications.length === 0 && tries < 100; tries += 1) {
    await Bun.sleep(100);
    notifications = await shown(page);
  }
  const { title, body } = received.payload as { title: string; body: string };
  expect(notifications).toEqual([{ title, body, icon: `${server.url}/images/app/icon-192.png`, tag: link, data: { link } }]);

  // The artist clicks it. A worker may focus a window only while a person's click on its notification is handled,
  // which a click made by the test is not: the focus is the stand-in, and the worker's own handler does the rest.
  const [serviceWorker] = artist.serviceWorkers();
  const opened = await serviceWorker!.evaluate(async () => {
    // The worker's globals the click uses (the DOM library types the page's, not a worker's).
    interface ClickScope {
      registration: { getNotifications(): Promise<Notification[]> };
      WindowClient: { prototype: { focus(): Promise<unknown> } };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    }
    const scope = self as unknown as ClickScope;
    scope.WindowClient.prototype.focus = function focus() {
      return Promise.resolve(this);
    };
    const [notification] = await scope.registration.getNotifications();
    const click = new scope.NotificationEvent("notificationclick", { notification: notification! });
    let handled: Promise<unknown> = Promise.resolve(null);
    // A click the worker dispatches itself cannot be waited for by the browser: the test waits for what the handler started.
    Object.defineProperty(click, "waitUntil", { value: (work: Promise<unknown>) => (handled = work) });
    scope.dispatchEvent(click);
    const client = (await handled) as { url: string } | null;
    return { url: client?.url ?? null, left: (await scope.registration.getNotifications()).length };
  });
  expect(opened).toEqual({ url: `${server.url}${link}`, left: 0 });
  await page.waitForURL(`${server.url}${link}`);
  await page.getByText("Substitute for tomorrow's adult ballet").waitFor();
  await page.getByRole("heading", { level: 1, name: "Pointe & Poise Academy" }).waitFor();
  await page.getByRole("button", { name: "Opt In" }).waitFor();

  expect(errors).toEqual([]);
  expect(formErrors).toEqual([]);
  await Promise.all([artist.close(), studio.close()]);
}, 180_000);
