import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { Toaster } from "sonner";
import { fakeServer, type FakeReply, type SeenRequest } from "./fake-api.ts";
import { createAdminRouter } from "../islands/admin/router.tsx";

type Route = FakeReply | ((req: SeenRequest) => FakeReply);

/**
 * The admin API as a table "METHOD /path?query" → reply, on the shared fake
 * server (unlisted calls get a 404 envelope). Returns the requests seen.
 */
export function fakeAdminApi(routes: Record<string, Route>): SeenRequest[] {
  return fakeServer((req) => {
    const route = routes[`${req.method} ${req.url.pathname.replace(/^\/api/, "")}${req.url.search}`];
    return typeof route === "function" ? route(req) : route;
  });
}

/** The console at `path`, with the toaster, on a memory history. */
export function renderConsole(path: string) {
  const router = createAdminRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <>
      <div data-island="toaster">
        <Toaster />
      </div>
      <RouterProvider router={router} />
    </>,
  );
  return { ...view, router };
}

export const NO_COUNTS = { pendingApplications: 0, openJobs: 0, confirmedJobs: 0, unreadMessages: 0, recentContacts: 0 };
