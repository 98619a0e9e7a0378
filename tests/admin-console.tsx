import { createMemoryHistory } from "@tanstack/react-router";
import { ADMIN_ID, type SessionUser } from "../src/contracts/roles.ts";
import { createAdminRouter } from "../islands/admin/router.tsx";
import { type FakeReply, fakeServer, type SeenRequest } from "./fake-api.ts";
import { renderDashboard } from "./island-kit.tsx";

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

export const ADMIN: SessionUser = { role: "admin", userId: ADMIN_ID, name: "Agency" };

/** The console at `path`, with its own jotai store, the signed-in admin and the toaster, on a memory history. */
export function renderConsole(path: string) {
  return renderDashboard(createAdminRouter(createMemoryHistory({ initialEntries: [path] })), ADMIN);
}

export const NO_COUNTS = { pendingApplications: 0, openJobs: 0, confirmedJobs: 0, unreadMessages: 0, recentContacts: 0 };
