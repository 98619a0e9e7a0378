import { afterEach, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import { call, client } from "./api.ts";
import { ROOT_STORAGE_KEY } from "./root-storage.ts";

useDom();

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  document.documentElement.lang = "";
});

/** The Accept-Language of the next call, as the server would read it. */
async function languageSent(): Promise<string | null> {
  let sent: string | null = null;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent = new Request(input, init).headers.get("accept-language");
    return new Response(JSON.stringify({ status: true, message: "Success", response: [] }), { headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  await call(client["artist-style"].list.$get, {});
  return sent;
}

test("calls ask for the page's language, so the server's messages match the page, not the browser", async () => {
  document.documentElement.lang = "fr-CA";
  expect(await languageSent()).toBe("fr-CA");
  document.documentElement.lang = "en-CA";
  expect(await languageSent()).toBe("en-CA");
});

test("a 401 while the page is leaving (its own Log Out ended the session) clears the stored user but does not cut that navigation off for /login", async () => {
  const unauthorized = async () => {
    localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify({ auth: { user: { role: "client", userId: 1, name: "Studio" } } }));
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ status: false, message: "Please log in to continue", response: null }), {
        status: 401,
        headers: { "Content-Type": "application/json" },
      })) as unknown as typeof fetch;
    await call(client["artist-style"].list.$get, {});
    return JSON.parse(localStorage.getItem(ROOT_STORAGE_KEY)!).auth.user;
  };
  window.history.replaceState(null, "", "/client/dashboard");
  await languageSent(); // the page has made its calls
  window.dispatchEvent(new Event("beforeunload"));
  expect(await unauthorized()).toBeNull();
  expect(window.location.pathname).toBe("/client/dashboard");
  // Back on the page (the back-forward cache): a 401 goes to /login again.
  window.dispatchEvent(new Event("pageshow"));
  expect(await unauthorized()).toBeNull();
  expect(window.location.pathname).toBe("/login");
});
