import { afterEach, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import { call, client } from "./api.ts";

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
