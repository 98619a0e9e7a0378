import { ADMIN_ID, type SessionUser } from "../src/contracts/roles.ts";
import type { Locale } from "../src/i18n/locales.ts";
import { useDom } from "./dom.ts";
import { type FakeReply, fakeServer, type SeenRequest } from "./fake-api.ts";

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

export const NO_COUNTS = { pendingApplications: 0, openJobs: 0, confirmedJobs: 0, unreadMessages: 0, recentContacts: 0 };

/**
 * The head of a console test file: the DOM first (the console reads localStorage
 * as it loads, so it is imported after), toasts cleared after each test.
 * Resolves to `renderConsole` (the console at `path` with its own jotai store,
 * the signed-in admin and the toaster, on a memory history, in English unless
 * told) and user-event.
 */
export async function setUpConsole() {
  useDom("http://localhost:3000/admin");
  const [{ createMemoryHistory }, { createAdminRouter }, kit, { default: userEvent }] = await Promise.all([
    import("@tanstack/react-router"),
    import("../islands/admin/router.tsx"),
    import("./island-kit.tsx"),
    import("@testing-library/user-event"),
  ]);
  kit.useIslandTestKit();
  const renderConsole = (path: string, locale: Locale = "en") =>
    kit.renderDashboard(createAdminRouter(createMemoryHistory({ initialEntries: [path] })), ADMIN, {}, locale);
  return { renderConsole, userEvent };
}
