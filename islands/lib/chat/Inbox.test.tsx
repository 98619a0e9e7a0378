import { beforeEach, describe, expect, mock, spyOn, test } from "bun:test";
import { act, fireEvent, render, waitFor, within } from "@testing-library/react";
import { Provider } from "jotai";
import type { Conversation } from "../../../src/features/chat/chat.contract.ts";
import { ADMIN_ID } from "../../../src/platform/contract/roles.ts";
import type { Locale } from "../../../src/platform/i18n/locales.ts";
import { useDom } from "../../../tests/dom.ts";
import { withI18n } from "../../../tests/i18n.tsx";
import { failReply, fakeServer, okReply, type SeenRequest } from "../../../tests/fake-api.ts";
import { FakeSocket, installFakeSocket, makeChat } from "../../../tests/chat-doubles.ts";

useDom();
const { Inbox } = await import("./Inbox.tsx");
const { useIslandTestKit } = await import("../../../tests/island-kit.tsx");
useIslandTestKit();

const studio = { userId: "0190a000-0000-7000-8000-0000000000a1", name: "Studio Pulse", role: "client" as const };
const dancer = { userId: "0190a000-0000-7000-8000-0000000000b2", name: "Ana Dancer", role: "artist" as const };
const newcomer = { userId: "0190a000-0000-7000-8000-0000000000c3", name: "New Studio", role: "client" as const };

const marie = { userId: "0190a000-0000-7000-8000-0000000000d4", name: "Marie" };
const owner = { userId: ADMIN_ID, name: "Admin" };

let conversations: Conversation[];
let calls: SeenRequest[];

beforeEach(() => {
  conversations = [
    { user: dancer, lastMessage: makeChat(ADMIN_ID, dancer.userId, "See you Monday"), unreadCount: 0, assignee: null },
    { user: studio, lastMessage: makeChat(studio.userId, ADMIN_ID, "Any news?"), unreadCount: 2, assignee: null },
  ];
  // Newest activity first, as the server sends it.
  conversations.sort((a, b) => b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt));
  installFakeSocket();
  localStorage.setItem("root", JSON.stringify({ auth: { user: { userId: ADMIN_ID, role: "admin", name: "Admin" } } }));
  calls = fakeServer(({ method, url, body }) => {
    if (url.pathname === "/api/admin/conversations") {
      const filter = url.searchParams.get("assignee");
      return okReply(conversations.filter((c) => (filter === "me" ? c.assignee?.userId === ADMIN_ID : filter === "none" ? c.assignee === null : true)));
    }
    if (url.pathname === "/api/admin/chat/staff") return okReply([marie, owner]);
    if (method === "PUT" && url.pathname.endsWith("/assignee")) {
      const { staffUserId } = body as { staffUserId: string | null };
      return okReply(
        { assignee: [marie, owner].find((s) => s.userId === staffUserId) ?? null },
        staffUserId ? "Conversation assigned" : "Conversation given back to the team",
      );
    }
    if (method === "PUT" && url.pathname === "/api/chat/read") return okReply({ marked: 2 }, "Conversation marked as read");
    // The studio's two unread messages; nothing unread elsewhere.
    if (url.pathname === "/api/chat/history")
      return okReply(
        url.searchParams.get("otherUserId") === studio.userId
          ? [makeChat(studio.userId, ADMIN_ID, "Hello?"), makeChat(studio.userId, ADMIN_ID, "Any news?")]
          : [],
      );
    return undefined;
  });
});

async function renderInbox(onUnreadChange?: () => void, locale: Locale = "en") {
  const view = render(
    withI18n(
      <Provider>
        <Inbox onUnreadChange={onUnreadChange} />
      </Provider>,
      locale,
    ),
  );
  await act(async () => FakeSocket.last.acceptAndJoin());
  await waitFor(() => expect(view.container.querySelectorAll(".inbox__item").length).toBeGreaterThan(0));
  return view;
}

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll(".inbox__item")].map((row) => ({
    name: row.querySelector(".inbox__name")!.textContent,
    preview: row.querySelector(".inbox__preview")!.textContent,
    unread: row.querySelector(".inbox__unread")?.textContent ?? null,
  }));
/** Whose messages the open panel marked read. */
const readCalls = () =>
  calls.filter((c) => c.method === "PUT" && c.url.pathname === "/api/chat/read").map((c) => (c.body as { otherUserId: string }).otherUserId);
/** The server's receipt of the agency reading `senderId`'s messages, as every socket of the agency gets it. */
const readReceipt = (senderId: string) => ({
  event: "receipt" as const,
  data: { senderId, receiverId: ADMIN_ID, messageIds: [], deliveredAt: new Date().toISOString(), readAt: new Date().toISOString() },
});
const conversationLoads = () => calls.filter((c) => c.url.pathname === "/api/admin/conversations").length;

describe("Inbox", () => {
  test("lists conversations newest first with role, last message and unread count", async () => {
    const { container, getByText } = await renderInbox();
    expect(rows(container)).toEqual([
      { name: "Studio Pulse", preview: "Any news?", unread: "2" },
      { name: "Ana Dancer", preview: "You: See you Monday", unread: null },
    ]);
    expect(within(container.querySelector(".inbox__item")! as HTMLElement).getByText("Studio")).toBeTruthy();
    expect(getByText("2 unread")).toBeTruthy();
    expect(getByText("Select a conversation to read and reply.")).toBeTruthy();
  });

  test("in French: heading, roles, unread count, own messages, relative times and the open chat", async () => {
    const { container, getByRole, getByText } = await renderInbox(undefined, "fr");
    expect(getByRole("complementary", { name: "Conversations" })).toBeTruthy();
    expect(rows(container)).toEqual([
      { name: "Studio Pulse", preview: "Any news?", unread: "2" },
      { name: "Ana Dancer", preview: "Vous\u00a0: See you Monday", unread: null },
    ]);
    expect(container.querySelector(".inbox__role")!.textContent).toBe("Studio");
    expect(container.querySelectorAll(".inbox__role")[1]!.textContent).toBe("Artiste");
    expect(getByText("2 non lus")).toBeTruthy();
    expect(getByRole("img", { name: "2 non lus" })).toBeTruthy();
    expect(container.querySelector(".inbox__when")!.textContent).toMatch(/^il y a /);
    expect(getByText("Choisissez une conversation pour la lire et y répondre.")).toBeTruthy();
    fireEvent.click(getByRole("button", { name: /Studio Pulse/ }));
    expect(getByRole("button", { name: "← Toutes les conversations" })).toBeTruthy();
    expect(getByRole("textbox", { name: "Message" }).getAttribute("placeholder")).toBe("Écrivez un message…");
  });

  test("opening a conversation shows the chat with that user, whose panel marks it read; the receipt tells the console", async () => {
    const onUnreadChange = mock(() => {});
    const { container, getByRole } = await renderInbox(onUnreadChange);
    fireEvent.click(getByRole("button", { name: /Studio Pulse/ }));
    await waitFor(() => expect(readCalls()).toEqual([studio.userId]));
    expect(onUnreadChange).not.toHaveBeenCalled();
    await act(async () => FakeSocket.last.push(readReceipt(studio.userId)));
    expect(onUnreadChange).toHaveBeenCalledTimes(1);
    expect(rows(container)[0]!.unread).toBeNull();
    expect(getByRole("heading", { name: "Studio Pulse" })).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === "/api/chat/history" && c.url.searchParams.get("otherUserId") === studio.userId)).toBe(true),
    );
  });

  test("live messages move their conversation to the top and count as unread unless it is open", async () => {
    spyOn(console, "error").mockImplementation(() => {}); // the ignored messages and failures are logged
    const onUnreadChange = mock(() => {});
    const { container, getByRole } = await renderInbox(onUnreadChange);
    await act(async () => FakeSocket.last.push({ event: "receive_message", data: makeChat(dancer.userId, ADMIN_ID, "Running late!") }));
    expect(rows(container)[0]).toEqual({ name: "Ana Dancer", preview: "Running late!", unread: "1" });
    expect(onUnreadChange).toHaveBeenCalledTimes(1);

    fireEvent.click(getByRole("button", { name: /Studio Pulse/ }));
    await waitFor(() => expect(readCalls().length).toBe(1));
    await act(async () => FakeSocket.last.push(readReceipt(studio.userId)));
    await act(async () => FakeSocket.last.push({ event: "receive_message", data: makeChat(studio.userId, ADMIN_ID, "Thanks!") }));
    expect(rows(container)[0]).toEqual({ name: "Studio Pulse", preview: "Thanks!", unread: null });
    // Read at once, since the admin is looking at it.
    await waitFor(() => expect(readCalls().length).toBe(2));
  });

  test("a message from someone new reloads the list", async () => {
    const { container } = await renderInbox();
    expect(conversationLoads()).toBe(1);
    const first = makeChat(newcomer.userId, ADMIN_ID, "Hello, we are new here");
    conversations = [{ user: newcomer, lastMessage: first, unreadCount: 1, assignee: null }, ...conversations];
    await act(async () => FakeSocket.last.push({ event: "receive_message", data: first }));
    await waitFor(() => expect(rows(container)[0]).toEqual({ name: "New Studio", preview: "Hello, we are new here", unread: "1" }));
    expect(conversationLoads()).toBe(2);
  });

  test("the list is reloaded after every reconnect", async () => {
    await renderInbox();
    await act(async () => FakeSocket.last.drop());
    await waitFor(() => expect(FakeSocket.instances.length).toBe(2), { timeout: 3000 });
    await act(async () => FakeSocket.last.acceptAndJoin());
    await waitFor(() => expect(conversationLoads()).toBe(2));
  });

  test("a failed load says so and offers to try again", async () => {
    spyOn(console, "error").mockImplementation(() => {}); // the ignored messages and failures are logged
    let fail = true;
    calls = fakeServer(({ url }) => {
      if (url.pathname !== "/api/admin/conversations") return undefined;
      return fail ? failReply(500, "Server error") : okReply(conversations);
    });
    const view = render(
      withI18n(
        <Provider>
          <Inbox />
        </Provider>,
      ),
    );
    await act(async () => FakeSocket.last.acceptAndJoin());
    const retry = await view.findByRole("button", { name: "Try again" });
    expect(view.getByRole("alert").textContent).toContain("Could not load conversations.");
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(rows(view.container).length).toBe(2));
  });

  test("the tabs show the caller's, the unassigned or all conversations; each line says who has it", async () => {
    conversations[0]!.assignee = owner;
    const { container, getByRole } = await renderInbox();
    const lastQuery = () =>
      calls
        .filter((c) => c.url.pathname === "/api/admin/conversations")
        .at(-1)!
        .url.searchParams.get("assignee");
    expect(lastQuery()).toBe("any");
    expect(getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
    expect(container.querySelector(".inbox__assignee")!.textContent).toBe("Admin");
    fireEvent.click(getByRole("button", { name: "Mine" }));
    await waitFor(() => expect(rows(container).map((r) => r.name)).toEqual([conversations[0]!.user.name]));
    expect(lastQuery()).toBe("me");
    fireEvent.click(getByRole("button", { name: "Unassigned" }));
    await waitFor(() => expect(rows(container).map((r) => r.name)).toEqual([conversations[1]!.user.name]));
    expect(lastQuery()).toBe("none");
  });

  test("the open conversation is given to a staff member with its picker, and back to nobody", async () => {
    const { container, getByRole } = await renderInbox();
    fireEvent.click(getByRole("button", { name: /Studio Pulse/ }));
    const picker = getByRole("combobox", { name: "Who answers Studio Pulse" }) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.textContent)).toEqual(["Nobody", "Marie", "Admin"]));
    fireEvent.change(picker, { target: { value: marie.userId } });
    await waitFor(() => expect(picker.value).toBe(marie.userId));
    const assigned = calls.filter((c) => c.method === "PUT" && c.url.pathname === `/api/admin/chat/${studio.userId}/assignee`);
    expect(assigned.map((c) => c.body)).toEqual([{ staffUserId: marie.userId }]);
    expect(container.querySelector(".inbox__item .inbox__assignee")!.textContent).toBe("Marie");
    fireEvent.change(picker, { target: { value: "" } });
    await waitFor(() => expect(picker.value).toBe(""));
    expect(container.querySelector(".inbox__assignee")).toBeNull();
  });

  test("the agency's last message says which staff member wrote it, in French too", async () => {
    const withDancer = conversations.find((c) => c.user === dancer)!;
    withDancer.lastMessage = { ...withDancer.lastMessage, staffName: "Marie", staffUserId: marie.userId };
    const { container, getByRole } = await renderInbox(undefined, "fr");
    expect(rows(container).find((r) => r.name === "Ana Dancer")!.preview).toBe("Marie\u00a0: See you Monday");
    expect(getByRole("group", { name: "Conversations à afficher" }).textContent).toBe("Les miennesSans responsableToutes");
  });
});
