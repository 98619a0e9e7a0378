import { afterAll, afterEach } from "bun:test";
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { cleanup } from "@testing-library/react";
import { installFakeSocket } from "./chat-doubles.ts";

/**
 * Call once at the top of a UI test file (after the imports): a happy-dom
 * window becomes the global scope for this file only, because API tests in
 * the same run need Bun's own fetch, Request and Response.
 * Use the queries `render()` returns rather than `screen`, which binds to the
 * first document it ever saw. The page's WebSocket is a FakeSocket (tests/chat-doubles.ts):
 * the test plays the server when it wants one.
 */
export function useDom(url = "http://localhost:3000/") {
  if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url });
  // Every dashboard opens the page's socket (its bell): never a real server from a test.
  installFakeSocket();
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  afterAll(async () => {
    // A toaster mounted by a toast (outside the tested tree) has its own root and timers: they must not outlive the window.
    (await import("../islands/public/Toaster.tsx")).unmountToaster();
    // React finishes a commit's scheduled work in a later macrotask: let it run while the window still exists
    // (10 ms was not always enough on a loaded machine: a callback then met a window already gone).
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (GlobalRegistrator.isRegistered) await GlobalRegistrator.unregister();
  });
}
