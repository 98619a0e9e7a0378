import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { Toaster } from "sonner";
import { createAdminRouter } from "./router.tsx";

/** A call the console made. */
export interface Call {
  method: string;
  path: string;
  json: unknown;
}

type Handler = (call: Call) => unknown;

/**
 * The admin API as a table "METHOD /path?query" → the `response` of a
 * successful envelope (a function receives the call). Unlisted calls get a
 * 404 envelope. Returns the calls made, in order.
 */
export function fakeAdminApi(routes: Record<string, unknown | Handler>, messages: Record<string, string> = {}): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    const call = { method: init?.method ?? "GET", path: url.pathname + url.search, json: typeof init?.body === "string" ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const key = `${call.method} ${call.path.replace(/^\/api/, "")}`;
    if (!(key in routes)) return Response.json({ status: false, message: "Not found", response: null }, { status: 404 });
    const route = routes[key];
    const response = typeof route === "function" ? (route as Handler)(call) : route;
    return Response.json({ status: true, message: messages[key] ?? "Success", response });
  }) as typeof fetch;
  return calls;
}

/** The console at `path`, with the toaster, on a memory history. */
export function renderConsole(path: string) {
  const router = createAdminRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <>
      <Toaster />
      <RouterProvider router={router} />
    </>,
  );
  return { ...view, router };
}

export const NO_COUNTS = { pendingApplications: 0, openJobs: 0, confirmedJobs: 0, unreadMessages: 0, recentContacts: 0 };
