import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { CHAT_CLOSE_CODES } from "../../../src/features/chat/chat.contract.ts";
import type { NotificationItem, NotificationPreference } from "../../../src/features/notifications/notifications.contract.ts";
import type { SessionUser } from "../../../src/platform/contract/roles.ts";
import { ADMIN, NO_COUNTS } from "../../../tests/admin-console.tsx";
import { ARTIST } from "../../../tests/artist-app.tsx";
import { FakeSocket, makeChat } from "../../../tests/chat-doubles.ts";
import { CLIENT, setUpClientApp } from "../../../tests/client-app.tsx";
import { type Answer, failReply, fakeServer, okReply, type SeenRequest } from "../../../tests/fake-api.ts";

const { renderClientApp, userEvent } = await setUpClientApp();
const [{ createMemoryHistory }, { createArtistRouter }, { createAdminRouter }, kit] = await Promise.all([
  import("@tanstack/react-router"),
  import("../../artist/router.tsx"),
  import("../../admin/router.tsx"),
  import("../../../tests/island-kit.tsx"),
]);

let seq = 0;
/** A notification as the API words it: unread, a minute old, about a studio's job unless told. */
const item = (overrides: Partial<NotificationItem> = {}): NotificationItem => {
  const n = ++seq;
  return {
    id: `0190dddd-0000-7000-8000-${String(n).padStart(12, "0")}`,
    kind: "job.artist_confirmed",
    title: `Maya Singh is confirmed for your Ballet booking ${n}`,
    body: "Maya Singh will be there at 9:00 AM on Jan 7, 2030.",
    link: `/client/jobs/confirmed/job-${n}`,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
};

const PREFERENCES: NotificationPreference[] = [
  { kind: "job.received", email: true, push: true, labelKey: "notifications.kind.job.received", label: "Booking request received" },
  { kind: "job.artist_confirmed", email: true, push: true, labelKey: "notifications.kind.job.artist_confirmed", label: "Artist confirmed for your booking" },
  { kind: "chat.messages", email: false, push: true, labelKey: "notifications.kind.chat.messages", label: "Chat messages while you were away" },
];

interface Feed {
  items: NotificationItem[];
  unread: number;
  /** Total on the server (more than `items` for a page). */
  total?: number;
}

/**
 * The notifications API over `feed` (read at each call): a page of it, read one, read
 * all, the preferences; /auth/me answers `me` (the studio unless told); `more` first.
 */
function notificationServer(feed: Feed, more: Answer = () => undefined, me: SessionUser = CLIENT): SeenRequest[] {
  return fakeServer((req) => {
    const found = more(req);
    if (found) return found;
    const path = req.url.pathname;
    if (path === "/api/auth/me") return okReply({ ...me, email: "someone@example.com", emailVerified: true, locale: null, pendingEmail: null });
    if (path === "/api/notifications" && req.method === "GET") {
      const page = Number(req.url.searchParams.get("page") ?? 1);
      const pageSize = Number(req.url.searchParams.get("pageSize") ?? 20);
      return okReply({ items: feed.items.slice(0, pageSize), total: feed.total ?? feed.items.length, unread: feed.unread, page, pageSize });
    }
    if (path === "/api/notifications/read-all") {
      feed.unread = 0;
      return okReply({ unread: 0 }, "All notifications marked as read");
    }
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(path);
    if (read && req.method === "PUT") {
      feed.unread = Math.max(0, feed.unread - 1);
      return okReply({ unread: feed.unread }, "Notification marked as read");
    }
    if (path === "/api/notifications/preferences" && req.method === "GET") return okReply({ items: PREFERENCES });
    if (path === "/api/notifications/preferences" && req.method === "PUT") {
      const { email = {}, push = {} } = req.body as { email?: Record<string, boolean>; push?: Record<string, boolean> };
      return okReply(
        { items: PREFERENCES.map((p) => ({ ...p, email: email[p.kind] ?? p.email, push: push[p.kind] ?? p.push })) },
        "Notification settings saved",
      );
    }
    return undefined;
  });
}

const sent = (seen: SeenRequest[], method: string, path: string) => seen.filter((r) => r.method === method && r.url.pathname === path);

describe("the bell", () => {
  test("shows the unread count, opens the latest (Escape closes it and gives the focus back)", async () => {
    const items = [item(), item({ readAt: new Date().toISOString() })];
    const seen = notificationServer({ items, unread: 3 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    const bell = await view.findByRole("button", { name: "Notifications, 3 unread" });
    expect(bell.textContent).toBe("3");
    expect(bell.getAttribute("aria-expanded")).toBe("false");
    // The dropdown asks for the latest few only.
    expect(sent(seen, "GET", "/api/notifications")[0]!.url.searchParams.get("pageSize")).toBe("8");

    await user.click(bell);
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(bell.getAttribute("aria-controls")!)!;
    // The list comes with the first opening (its own chunk).
    const list = await within(panel).findByRole("list", { name: "Latest notifications" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([items[0]!.link, items[1]!.link]);
    expect(within(links[0]!).getByRole("img", { name: "Unread" })).toBeTruthy();
    expect(within(links[1]!).queryByRole("img", { name: "Unread" })).toBeNull();
    expect(within(panel).getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/client/notifications");

    await user.keyboard("{Escape}");
    expect(bell.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(bell);
    // Keyboard only: Enter opens it again.
    await user.keyboard("{Enter}");
    expect(bell.getAttribute("aria-expanded")).toBe("true");
  });

  test("following an item marks it read and goes to its page with the router; another area's page is a full navigation", async () => {
    const here = item();
    const elsewhere = item({ link: "/artist/dashboard" });
    const feed = { items: [here, elsewhere], unread: 2 };
    const seen = notificationServer(feed);
    const assign = kit.watchNavigation();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    await user.click(await view.findByRole("button", { name: "Notifications, 2 unread" }));
    await user.click(view.getByRole("link", { name: new RegExp(here.title) }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(here.link));
    expect(sent(seen, "PUT", `/api/notifications/${here.id}/read`)).toHaveLength(1);
    expect(await view.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    await user.click(view.getByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(view.getByRole("link", { name: new RegExp(elsewhere.title) }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/artist/dashboard"));
    expect(sent(seen, "PUT", `/api/notifications/${elsewhere.id}/read`)).toHaveLength(1);
  });

  test("Mark all read: the count goes, the server's message shows", async () => {
    const seen = notificationServer({ items: [item(), item()], unread: 2 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    await user.click(await view.findByRole("button", { name: "Notifications, 2 unread" }));
    await user.click(view.getByRole("button", { name: "Mark all read" }));
    expect(await view.findByText("All notifications marked as read")).toBeTruthy();
    const bell = view.getByRole("button", { name: "Notifications, none unread" });
    expect(bell.textContent).toBe("");
    expect(sent(seen, "PUT", "/api/notifications/read-all")).toHaveLength(1);
    expect(view.queryAllByRole("img", { name: "Unread" })).toHaveLength(0);
    expect((view.getByRole("button", { name: "Mark all read" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("a notification pushed on the page's socket: the count and the list follow, a toast says it, without a reload", async () => {
    FakeSocket.reset();
    const seen = notificationServer({ items: [item()], unread: 1 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    await view.findByRole("button", { name: "Notifications, 1 unread" });
    // One socket for the page: the bell joins the user's room on it.
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.last;
    socket.acceptAndJoin();
    expect(socket.sent[0]).toEqual({ event: "join_room", data: CLIENT.userId });
    const loads = sent(seen, "GET", "/api/notifications").length;

    const pushed = item({ title: "We received your Jazz booking", body: "The agency is finding an artist." });
    socket.push({ event: "notification", data: { notification: pushed, unread: 2 } });
    const bell = await view.findByRole("button", { name: "Notifications, 2 unread" });
    expect(bell.textContent).toBe("2");
    expect(await view.findByText("The agency is finding an artist.", { selector: "[data-description]" })).toBeTruthy();
    await user.click(bell);
    const panel = document.getElementById(bell.getAttribute("aria-controls")!)!;
    await waitFor(() => expect(within(panel).getAllByRole("link")[0]!.getAttribute("href")).toBe(pushed.link));
    // The toast goes as the panel opens: both sit top-right, the toast over the panel.
    // (sonner's own list of toasts on screen: its exit animation waits on frames a test window does not always run)
    await waitFor(() => expect(toast.getToasts()).toEqual([]));
    expect(sent(seen, "GET", "/api/notifications")).toHaveLength(loads);

    // A reconnect loads the feed again: what came meanwhile is on the server.
    socket.drop();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3000 });
    FakeSocket.last.acceptAndJoin();
    await waitFor(() => expect(sent(seen, "GET", "/api/notifications")).toHaveLength(loads + 1));
  });

  test("the page's socket closed for an ended session: the login page, after a moment's grace (the page's own logout leaves first)", async () => {
    FakeSocket.reset();
    notificationServer({ items: [], unread: 0 });
    const assign = kit.watchNavigation();
    const view = renderClientApp("/client/confirmation-page");
    await view.findByRole("button", { name: "Notifications, none unread" });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    FakeSocket.last.acceptAndJoin();
    FakeSocket.last.drop(CHAT_CLOSE_CODES.sessionEnded);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login"), { timeout: 3000 });
  });

  test("the artist (a standalone screen too) and the console have it, with their own list page", async () => {
    notificationServer({ items: [item({ link: "/artist/jobs/confirmed/j1" })], unread: 1 }, undefined, ARTIST);
    const user = userEvent.setup({ document });
    const artist = kit.renderDashboard(createArtistRouter(createMemoryHistory({ initialEntries: ["/artist/account"] })), ARTIST);
    await user.click(await artist.findByRole("button", { name: "Notifications, 1 unread" }));
    expect(artist.getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/artist/notifications");
    artist.unmount();

    notificationServer({ items: [item({ link: "/admin/jobs/j1" })], unread: 5 }, undefined, ADMIN);
    const console = kit.renderDashboard(createAdminRouter(createMemoryHistory({ initialEntries: ["/admin/notifications"] })), ADMIN);
    expect(await console.findByRole("heading", { name: "Notifications", level: 1 })).toBeTruthy();
    await user.click(await console.findByRole("button", { name: "Notifications, 5 unread" }));
    expect(console.getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/admin/notifications");
  });

  test("the console's Inbox count follows the page's socket: a studio's message moves it without a reload", async () => {
    FakeSocket.reset();
    let unreadMessages = 0;
    const seen = notificationServer(
      { items: [], unread: 0 },
      (req) => (req.url.pathname === "/api/admin/dashboard" ? okReply({ ...NO_COUNTS, unreadMessages }) : undefined),
      ADMIN,
    );
    const desk = kit.renderDashboard(createAdminRouter(createMemoryHistory({ initialEntries: ["/admin/notifications"] })), ADMIN);
    const inbox = await desk.findByRole("link", { name: /^Inbox/ });
    expect(within(inbox).queryByRole("img")).toBeNull();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    FakeSocket.last.acceptAndJoin();
    unreadMessages = 1;
    FakeSocket.last.push({ event: "receive_message", data: makeChat(CLIENT.userId, ADMIN.userId, "Is Saturday still on?") });
    expect(await within(inbox).findByRole("img", { name: "1 waiting" })).toBeTruthy();
    expect(sent(seen, "GET", "/api/admin/dashboard")).toHaveLength(2);
  });

  test("in French", async () => {
    notificationServer({ items: [], unread: 2 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page", CLIENT, "fr");
    await user.click(await view.findByRole("button", { name: "Notifications, 2 non lues" }));
    expect(view.getByRole("button", { name: "Tout marquer comme lu" })).toBeTruthy();
    expect(view.getByText("Aucune notification pour l’instant.")).toBeTruthy();
    expect(view.getByRole("link", { name: "Tout voir" })).toBeTruthy();
  });
});

describe("the list page", () => {
  const many = Array.from({ length: 20 }, () => item({ readAt: new Date().toISOString() }));

  test("a page at a time, from the URL; the pages move it; Mark all read", async () => {
    const seen = notificationServer({ items: many, unread: 4, total: 45 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/notifications?page=2");
    expect(await view.findByRole("heading", { name: "Notifications", level: 1 })).toBeTruthy();
    expect(await view.findByText("45 notifications, 4 unread")).toBeTruthy();
    const pageCall = () => sent(seen, "GET", "/api/notifications").find((r) => r.url.searchParams.get("pageSize") === "20");
    await waitFor(() => expect(pageCall()!.url.searchParams.get("page")).toBe("2"));
    const main = view.getByRole("heading", { name: "Notifications", level: 1 }).closest("section")!;
    expect(within(main).getAllByRole("link")).toHaveLength(20);

    const pages = view.getByRole("navigation", { name: "Notification pages" });
    expect(within(pages).getByRole("button", { name: "2" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(pages).getByRole("button", { name: "3" }));
    await waitFor(() => expect(view.router.state.location.search).toEqual({ page: 3 }));
    await waitFor(() => expect(sent(seen, "GET", "/api/notifications").some((r) => r.url.searchParams.get("page") === "3")).toBe(true));

    await user.click(within(main).getByRole("button", { name: "Mark all read" }));
    expect(await view.findByText("45 notifications, 0 unread")).toBeTruthy();
    expect(sent(seen, "PUT", "/api/notifications/read-all")).toHaveLength(1);
  });

  test("following one from the list marks it read and opens its page", async () => {
    const first = item();
    const seen = notificationServer({ items: [first], unread: 1 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/notifications");
    const main = (await view.findByRole("heading", { name: "Notifications", level: 1 })).closest("section")!;
    await user.click(await within(main).findByRole("link", { name: new RegExp(first.title) }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(first.link));
    expect(sent(seen, "PUT", `/api/notifications/${first.id}/read`)).toHaveLength(1);
  });

  test("empty, in French", async () => {
    notificationServer({ items: [], unread: 0 });
    const view = renderClientApp("/client/notifications", CLIENT, "fr");
    expect(await view.findByText("Aucune notification pour l’instant.", { selector: ".empty" })).toBeTruthy();
    expect(await view.findByText("0 notification, 0 non lue")).toBeTruthy();
  });
});

describe("the e-mail choices in Account settings", () => {
  test("each kind of the role, on or off; a change is saved at once and says so", async () => {
    const seen = notificationServer({ items: [], unread: 0 }, (req) => (req.url.pathname === "/api/auth/sessions" ? okReply([]) : undefined));
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    const section = (await view.findByRole("heading", { name: "Notifications by e-mail and push" })).closest("section")!;
    const received = await within(section).findByRole("checkbox", { name: "Booking request received E-mail" });
    expect((received as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByRole("checkbox", { name: "Chat messages while you were away E-mail" }) as HTMLInputElement).checked).toBe(false);

    await user.click(received);
    expect(await view.findByText("Notification settings saved")).toBeTruthy();
    expect(sent(seen, "PUT", "/api/notifications/preferences").map((r) => r.body)).toEqual([{ email: { "job.received": false } }]);
    expect((within(section).getByRole("checkbox", { name: "Booking request received E-mail" }) as HTMLInputElement).checked).toBe(false);

    // Push is its own switch per kind, saved under its own channel.
    const pushed = within(section).getByRole("checkbox", { name: "Booking request received Push" });
    expect((pushed as HTMLInputElement).checked).toBe(true);
    await user.click(pushed);
    await waitFor(() => expect(sent(seen, "PUT", "/api/notifications/preferences").map((r) => r.body)).toHaveLength(2));
    expect(sent(seen, "PUT", "/api/notifications/preferences")[1]!.body).toEqual({ push: { "job.received": false } });
    await waitFor(() => expect((within(section).getByRole("checkbox", { name: "Booking request received Push" }) as HTMLInputElement).checked).toBe(false));
  });

  test("a refused change says why and shows the choice as it was", async () => {
    notificationServer({ items: [], unread: 0 }, (req) => {
      if (req.url.pathname === "/api/auth/sessions") return okReply([]);
      if (req.url.pathname === "/api/notifications/preferences" && req.method === "PUT") return failReply(429, "Too many requests, try again later");
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    const received = await view.findByRole("checkbox", { name: "Booking request received E-mail" });
    await user.click(received);
    expect(await view.findByText("Too many requests, try again later")).toBeTruthy();
    await waitFor(() => expect((view.getByRole("checkbox", { name: "Booking request received E-mail" }) as HTMLInputElement).checked).toBe(true));
  });

  test("in French", async () => {
    notificationServer({ items: [], unread: 0 }, (req) => (req.url.pathname === "/api/auth/sessions" ? okReply([]) : undefined));
    const view = renderClientApp("/client/account", CLIENT, "fr");
    const section = (await view.findByRole("heading", { name: "Notifications par courriel et poussées" })).closest("section")!;
    expect(within(section).getByText(/Choisissez celles qui vous parviennent aussi par courriel/)).toBeTruthy();
    expect(await within(section).findAllByText("Courriel")).toHaveLength(PREFERENCES.length);
    expect(await within(section).findAllByText("Notifications poussées")).toHaveLength(PREFERENCES.length);
  });
});
