import { afterEach, describe, expect, test } from "bun:test";
import { waitFor } from "@testing-library/react";
import { CLIENT, setUpClientApp } from "../../../tests/client-app.tsx";
import { fakeServer, okReply, type SeenRequest } from "../../../tests/fake-api.ts";

const { renderClientApp, userEvent } = await setUpClientApp();
const [kit, { SAVED_EVENT }] = await Promise.all([import("../../../tests/island-kit.tsx"), import("../data.ts")]);

const ENDPOINT = "https://push.example.com/device-1";
const KEY = `B${"A".repeat(86)}`;

/**
 * The browser's side of Web Push as a page sees it (the service worker's registration, its
 * PushManager, Notification's permission), which happy-dom has not: what it was asked is in `asked`.
 */
function browserPush(subscribed: boolean) {
  const asked: string[] = [];
  const subscription = () => ({
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: KEY, auth: "A".repeat(22) } }),
    unsubscribe: async () => {
      asked.push("unsubscribe");
      current = null;
      return true;
    },
  });
  let current: ReturnType<typeof subscription> | null = subscribed ? subscription() : null;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options: { applicationServerKey: string }) => {
        asked.push(`subscribe ${options.applicationServerKey}`);
        current = subscription();
        return current;
      },
    },
  };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  Object.assign(window, {
    PushManager: class {},
    Notification: {
      permission: "default",
      requestPermission: async () => {
        asked.push("permission");
        return "granted";
      },
    },
  });
  return asked;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(window, "PushManager");
  Reflect.deleteProperty(window, "Notification");
  localStorage.removeItem("push-offer");
});

function pushServer(): SeenRequest[] {
  return fakeServer((req) => {
    if (req.url.pathname === "/api/auth/me") return okReply({ ...CLIENT, email: "claire@studio.ca", emailVerified: true, locale: null, pendingEmail: null });
    if (req.url.pathname === "/api/push/key") return okReply({ publicKey: KEY });
    if (req.url.pathname === "/api/push/subscriptions") return okReply({ endpoint: ENDPOINT }, "This device will show your notifications");
    if (req.url.pathname === "/api/auth/logout") return okReply(null, "Logged out");
    return undefined;
  });
}

describe("push on this device", () => {
  test("offered after a first successful save, not on load; turned on, the browser subscribes with the server's key and the server gets it; asked once", async () => {
    const asked = browserPush(false);
    const seen = pushServer();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    await view.findByRole("button", { name: /Claire Dubois/ });
    expect(view.queryByText("Get notified on this device")).toBeNull();

    window.dispatchEvent(new Event(SAVED_EVENT));
    await user.click(await view.findByRole("button", { name: "Turn on" }));
    await waitFor(() => expect(seen.filter((r) => r.method === "POST" && r.url.pathname === "/api/push/subscriptions")).toHaveLength(1));
    expect(seen.find((r) => r.url.pathname === "/api/push/subscriptions")!.body).toEqual({ endpoint: ENDPOINT, keys: { p256dh: KEY, auth: "A".repeat(22) } });
    expect(asked).toEqual(["permission", `subscribe ${KEY}`]);
    await waitFor(() => expect(view.queryByText("Get notified on this device")).toBeNull());

    // Answered: another save does not ask again.
    window.dispatchEvent(new Event(SAVED_EVENT));
    await Bun.sleep(50);
    expect(view.queryByText("Get notified on this device")).toBeNull();
  });

  test("Log out removes this device's subscription from the server before the session ends, then from the browser", async () => {
    const asked = browserPush(true);
    const seen = pushServer();
    const leftFor = kit.watchNavigation();
    const view = renderClientApp("/client/confirmation-page", CLIENT, "fr");
    const user = userEvent.setup({ document });
    await user.click(await view.findByRole("button", { name: /Claire Dubois/ }));
    await user.click(view.getByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith("/fr"));
    const order = seen.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.url.pathname}`);
    expect(order).toEqual(["DELETE /api/push/subscriptions", "POST /api/auth/logout"]);
    expect(seen.find((r) => r.method === "DELETE")!.body).toEqual({ endpoint: ENDPOINT });
    expect(asked).toContain("unsubscribe");
  });
});
