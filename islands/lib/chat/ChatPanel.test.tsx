import { afterEach, beforeEach, describe, expect, spyOn, test } from "bun:test";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { CHAT_HISTORY_LIMIT, type ChatMessage } from "../../../src/features/chat/chat.contract.ts";
import { ADMIN_ID, type SessionUser } from "../../../src/platform/contract/roles.ts";
import type { Locale } from "../../../src/platform/i18n/locales.ts";
import { useDom } from "../../../tests/dom.ts";
import { withI18n } from "../../../tests/i18n.tsx";
import { failReply, fakeServer, okReply, type FakeReply, type SeenRequest } from "../../../tests/fake-api.ts";
import { FakeSocket, installFakeSocket, makeChat } from "../../../tests/chat-doubles.ts";

useDom();
const { default: userEvent } = await import("@testing-library/user-event");
const { ChatPanel } = await import("./ChatPanel.tsx");
const { useIslandTestKit } = await import("../../../tests/island-kit.tsx");
useIslandTestKit();

const me: SessionUser = { userId: "0190a000-0000-7000-8000-00000000c001", role: "client", name: "Studio Pulse" };

/** The server as the panel's fetch sees it. */
let history: ChatMessage[];
let historyOk: boolean;
let sendOk: boolean;
/** The server's words when it refuses a send for good (a 400), else null. */
let sendRefusal: string | null;
let calls: SeenRequest[];
/** Who the session says is signed in. */
let sessionUser: SessionUser;

/** SPEC §7: the history reply also carries `chats`, the send reply `chat`. */
function withTop(reply: FakeReply, key: "chats" | "chat", status?: number): FakeReply {
  const body = { ...reply.body, [key]: reply.body.response };
  return { ...reply, status, body };
}

beforeEach(() => {
  history = [];
  historyOk = true;
  sendOk = true;
  sendRefusal = null;
  sessionUser = me;
  installFakeSocket();
  localStorage.setItem("root", JSON.stringify({ auth: { user: me } }));
  calls = fakeServer(({ method, url, body }) => {
    if (url.pathname === "/api/auth/me") return okReply(sessionUser);
    if (url.pathname === "/api/chat/history") {
      if (!historyOk) return failReply(500, "Server error");
      // As the server pages it: the newest CHAT_HISTORY_LIMIT, or those before `before`.
      const before = url.searchParams.get("before");
      const end = before ? history.findIndex((c) => c._id === before) : history.length;
      return withTop(okReply(history.slice(Math.max(0, end - CHAT_HISTORY_LIMIT), end)), "chats");
    }
    if (method === "PUT" && url.pathname === "/api/chat/read") return okReply({ marked: 1 });
    if (method === "POST" && url.pathname === "/api/chat/send") {
      if (!sendOk) return failReply(500, "Server error");
      if (sendRefusal) return failReply(400, sendRefusal);
      const { receiverId, message } = body as { receiverId: string; message: string };
      const saved = makeChat(me.userId, receiverId, message);
      history.push(saved);
      return withTop(okReply(saved, "Message sent"), "chat", 201);
    }
    return undefined;
  });
});
afterEach(() => FakeSocket.reset());

function renderPanel(props: Parameters<typeof ChatPanel>[0] = {}, locale: Locale = "en") {
  return render(
    withI18n(
      <Provider>
        <ChatPanel {...props} />
      </Provider>,
      locale,
    ),
  );
}

/** The socket opens and the server confirms the room: the panel then loads history. */
async function goOnline(socket = FakeSocket.last) {
  await act(async () => socket.acceptAndJoin());
}

const shownMessages = (container: HTMLElement) => [...container.querySelectorAll(".chat__bubble")].map((b) => b.textContent);
const historyCalls = () => calls.filter((c) => c.url.pathname === "/api/chat/history");
const sends = () => calls.filter((c) => c.url.pathname === "/api/chat/send");

describe("ChatPanel", () => {
  test("is titled 'Chat with Admin', joins the user's own room and then shows the history with the admin", async () => {
    history = [makeChat(me.userId, ADMIN_ID, "Hello"), makeChat(ADMIN_ID, me.userId, "Hi, how can we help?")];
    const { container, getByRole } = renderPanel();
    expect(getByRole("heading", { name: "Chat with Admin" })).toBeTruthy();
    expect(FakeSocket.last.url).toBe("ws://localhost:3000/ws");
    expect(historyCalls()).toEqual([]);
    await goOnline();
    expect(FakeSocket.last.sent[0]).toEqual({ event: "join_room", data: me.userId });
    await waitFor(() => expect(shownMessages(container)).toEqual(["Hello", "Hi, how can we help?"]));
    expect(historyCalls()[0]!.url.searchParams.get("otherUserId")).toBe(ADMIN_ID);
    expect(getByRole("status").textContent).toBe("Online");
    expect(container.querySelector(".chat__message.is-mine .chat__bubble")!.textContent).toBe("Hello");
  });

  test("appends live messages of this conversation once, and ignores other conversations with a console error", async () => {
    const errors = spyOn(console, "error").mockImplementation(() => {});
    const { container, findByText } = renderPanel();
    await goOnline();
    await findByText(/No messages yet/);
    const reply = makeChat(ADMIN_ID, me.userId, "We have a sub for Friday");
    await act(async () => {
      FakeSocket.last.push({ event: "receive_message", data: reply });
      FakeSocket.last.push({ event: "receive_message", data: reply });
      FakeSocket.last.push({ event: "receive_message", data: makeChat(ADMIN_ID, "0190a000-0000-7000-8000-0000000000ff", "not for you") });
    });
    expect(shownMessages(container)).toEqual(["We have a sub for Friday"]);
    expect(errors.mock.calls.some((args) => String(args[0]).includes("another conversation"))).toBe(true);
  });

  test("Enter sends the trimmed message to the admin, clears the box and shows it once", async () => {
    const { container, getByRole } = renderPanel();
    await goOnline();
    const box = getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    const user = userEvent.setup({ document });
    await user.type(box, "  Can you confirm Saturday?  ");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(box.value).toBe(""));
    expect(sends().map((c) => c.body)).toEqual([{ receiverId: ADMIN_ID, message: "Can you confirm Saturday?" }]);
    // The server's broadcast of the same message is not shown twice.
    await act(async () => FakeSocket.last.push({ event: "receive_message", data: history.at(-1)! }));
    expect(shownMessages(container)).toEqual(["Can you confirm Saturday?"]);
  });

  test("blank messages are not sent; Shift+Enter does not send", async () => {
    const { getByRole } = renderPanel();
    await goOnline();
    const box = getByRole("textbox", { name: "Message" });
    const user = userEvent.setup({ document });
    await user.type(box, "   ");
    await user.keyboard("{Enter}");
    expect((getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, "line one");
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect((box as HTMLTextAreaElement).value).toBe("   line one\n");
    expect(sends()).toEqual([]);
  });

  test("a send the server could not take waits, and goes again with the same idempotency key when the room is back", async () => {
    spyOn(console, "error").mockImplementation(() => {});
    sendOk = false;
    const { container, getByRole, findByText } = renderPanel();
    await goOnline();
    const box = getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    const user = userEvent.setup({ document });
    await user.type(box, "Are you there?{Enter}");
    expect(await findByText("Waiting for the connection")).toBeTruthy();
    expect(box.value).toBe("");
    expect(shownMessages(container)).toEqual(["Are you there?"]);
    expect(localStorage.getItem(`chat-outbox:${me.userId}:${ADMIN_ID}`)).toContain("Are you there?");

    sendOk = true;
    await act(async () => FakeSocket.last.drop());
    await waitFor(() => expect(FakeSocket.instances.length).toBe(2), { timeout: 3000 });
    await goOnline(FakeSocket.last);
    await findByText("Sent");
    const keys = sends().map((c) => c.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeString();
    expect(keys[1]).toBe(keys[0]!);
    expect(shownMessages(container)).toEqual(["Are you there?"]);
    expect(localStorage.getItem(`chat-outbox:${me.userId}:${ADMIN_ID}`)).toBeNull();
  });

  /** Holds every send reply until the returned function is called. */
  function holdSends(): () => void {
    const { promise, resolve } = Promise.withResolvers<void>();
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/chat/send")) await promise;
      return answer(input, init);
    }) as typeof fetch;
    return resolve;
  }

  /** Opens the panel with sends held and sends "First", whose reply waits for `release`. */
  async function sendFirstWhileHeld() {
    const release = holdSends();
    const { container, getByRole, findByText } = renderPanel();
    await goOnline();
    const box = getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    const user = userEvent.setup({ document });
    await user.type(box, "First{Enter}");
    return { release, container, findByText, box, user };
  }

  test("the box clears at once: the message shows as sending, and what is typed meanwhile stays", async () => {
    const { release, container, findByText, box, user } = await sendFirstWhileHeld();
    expect(box.value).toBe("");
    expect(await findByText("Sending...")).toBeTruthy();
    await user.type(box, "Second");
    release();
    await findByText("Sent");
    expect(shownMessages(container)).toEqual(["First"]);
    expect(box.value).toBe("Second");
  });

  test("a message the server refuses comes back into the box above what was typed since, with the server's words", async () => {
    sendRefusal = "Message is too long";
    const { release, container, findByText, box, user } = await sendFirstWhileHeld();
    await user.type(box, "Second");
    release();
    await waitFor(() => expect(box.value).toBe("First\nSecond"));
    expect(await findByText("Your message was not sent: Message is too long")).toBeTruthy();
    expect(shownMessages(container)).toEqual([]);
  });

  test("while the socket is down the send button reads Reconnecting… and is disabled; what was typed stays", async () => {
    const { getByRole } = renderPanel();
    await goOnline();
    const box = getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    const user = userEvent.setup({ document });
    await act(async () => FakeSocket.last.drop());
    await user.type(box, "Typed offline{Enter}");
    const button = getByRole("button", { name: "Reconnecting…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(box.value).toBe("Typed offline");
    expect(sends()).toEqual([]);
  });

  test("my messages show sent, delivered and read from the receipts; the partner's unread messages are marked read", async () => {
    const mine = makeChat(me.userId, ADMIN_ID, "Booked?");
    const theirs = makeChat(ADMIN_ID, me.userId, "Let me check");
    history = [mine, theirs];
    const { container, findByText } = renderPanel();
    await goOnline();
    expect(await findByText("Sent")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === "/api/chat/read").map((c) => [c.method, c.body])).toEqual([["PUT", { otherUserId: ADMIN_ID }]]),
    );
    const receipt = { senderId: me.userId, receiverId: ADMIN_ID, messageIds: [mine._id], readAt: null, deliveredAt: "2026-05-01T14:00:00.000Z" };
    await act(async () => FakeSocket.last.push({ event: "receipt", data: receipt }));
    expect(await findByText("Delivered")).toBeTruthy();
    await act(async () => FakeSocket.last.push({ event: "receipt", data: { ...receipt, readAt: "2026-05-01T14:05:00.000Z" } }));
    expect(container.querySelector(".chat__state.is-read")!.textContent).toMatch(/^Read \d{1,2}:05/);
    // The partner's messages carry no state of mine.
    expect(container.querySelectorAll(".chat__state")).toHaveLength(1);
  });

  test("a failed history load only logs to the console", async () => {
    const errors = spyOn(console, "error").mockImplementation(() => {});
    historyOk = false;
    const { getByText } = renderPanel();
    await goOnline();
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(getByText("Loading messages...")).toBeTruthy();
  });

  test("after the connection drops it reconnects, joins again and catches up from history", async () => {
    history = [makeChat(me.userId, ADMIN_ID, "Before the outage")];
    const { container, getByRole } = renderPanel();
    const first = FakeSocket.last;
    await goOnline(first);
    await waitFor(() => expect(shownMessages(container)).toEqual(["Before the outage"]));

    await act(async () => first.drop());
    expect(getByRole("status").textContent).toBe("Reconnecting...");
    // Sent while this page was offline: it never came over the socket.
    history.push(makeChat(ADMIN_ID, me.userId, "Sent during the outage"));
    // SPEC §9: the first retry comes after 500 to 1500 ms.
    await waitFor(() => expect(FakeSocket.instances.length).toBe(2), { timeout: 3000 });
    await goOnline(FakeSocket.last);
    expect(FakeSocket.last.sent[0]).toEqual({ event: "join_room", data: me.userId });
    await waitFor(() => expect(shownMessages(container)).toEqual(["Before the outage", "Sent during the outage"]));
    expect(historyCalls().length).toBe(2);
  });

  test("talks with the given partner under the given title", async () => {
    const partner = "0190a000-0000-7000-8000-0000000000aa";
    history = [makeChat(partner, me.userId, "From the partner")];
    const { container, getByRole } = renderPanel({ title: "Ana Dancer", partnerId: partner });
    expect(getByRole("heading", { name: "Ana Dancer" })).toBeTruthy();
    await goOnline();
    await waitFor(() => expect(shownMessages(container)).toEqual(["From the partner"]));
    expect(historyCalls()[0]!.url.searchParams.get("otherUserId")).toBe(partner);
  });

  test("the agency's messages say which staff member wrote them: 'Marie (agency)', in French too", async () => {
    history = [
      makeChat(me.userId, ADMIN_ID, "Hello"),
      { ...makeChat(ADMIN_ID, me.userId, "Hi, Marie here"), staffUserId: "0190a000-0000-7000-8000-0000000000d4", staffName: "Marie" },
    ];
    const { container } = renderPanel();
    await goOnline();
    await waitFor(() => expect(shownMessages(container)).toEqual(["Hello", "Hi, Marie here"]));
    expect([...container.querySelectorAll(".chat__author")].map((a) => a.textContent)).toEqual(["Marie (agency)"]);
    cleanup();
    installFakeSocket();
    const french = renderPanel({}, "fr");
    await goOnline();
    await waitFor(() => expect(french.container.querySelector(".chat__author")?.textContent).toBe("Marie (agence)"));
  });

  test("a staff member who is not the agency's own account speaks as the agency: its messages are theirs, on their own socket", async () => {
    const marie: SessionUser = { userId: "0190a000-0000-7000-8000-0000000000d4", role: "admin", name: "Marie", staffRole: "coordinator" };
    sessionUser = marie;
    localStorage.setItem("root", JSON.stringify({ auth: { user: marie } }));
    history = [
      makeChat(me.userId, ADMIN_ID, "Any news?"),
      { ...makeChat(ADMIN_ID, me.userId, "Yes, Friday"), staffUserId: marie.userId, staffName: "Marie" },
      { ...makeChat(ADMIN_ID, me.userId, "Confirmed"), staffUserId: ADMIN_ID, staffName: "Admin" },
    ];
    const { container } = renderPanel({ title: "Studio Pulse", partnerId: me.userId });
    await goOnline();
    expect(FakeSocket.last.sent[0]).toEqual({ event: "join_room", data: marie.userId });
    await waitFor(() => expect(shownMessages(container)).toEqual(["Any news?", "Yes, Friday", "Confirmed"]));
    expect([...container.querySelectorAll(".chat__message.is-mine .chat__bubble")].map((b) => b.textContent)).toEqual(["Yes, Friday", "Confirmed"]);
    expect([...container.querySelectorAll(".chat__author")].map((a) => a.textContent)).toEqual(["Marie", "Admin"]);
  });

  test("without a stored user it reads the session back, then connects as that user", async () => {
    localStorage.clear();
    let view!: ReturnType<typeof renderPanel>;
    // Inside act: the reply lands outside React's own scheduling (as in a browser), act flushes it.
    await act(async () => {
      view = renderPanel();
    });
    await act(async () => {
      while (!localStorage.getItem("root")?.includes(me.userId)) await Bun.sleep(5);
    });
    expect(calls[0]!.url.pathname).toBe("/api/auth/me");
    expect(FakeSocket.instances.length).toBe(1);
    await goOnline();
    expect(FakeSocket.last.sent[0]).toEqual({ event: "join_room", data: me.userId });
    expect(view.getByRole("heading", { name: "Chat with Admin" })).toBeTruthy();
  });
  test("a long conversation shows its newest page, then 'Show earlier messages' loads the rest above", async () => {
    history = Array.from({ length: CHAT_HISTORY_LIMIT + 3 }, (_, i) => makeChat(i % 2 ? ADMIN_ID : me.userId, i % 2 ? me.userId : ADMIN_ID, `m${i}`));
    const user = userEvent.setup({ document });
    const { container, getByRole, queryByRole } = renderPanel();
    await goOnline();
    await waitFor(() => expect(shownMessages(container)).toHaveLength(CHAT_HISTORY_LIMIT));
    expect(shownMessages(container)[0]).toBe("m3");
    await user.click(getByRole("button", { name: "Show earlier messages" }));
    await waitFor(() => expect(shownMessages(container)).toHaveLength(CHAT_HISTORY_LIMIT + 3));
    expect(shownMessages(container).slice(0, 4)).toEqual(["m0", "m1", "m2", "m3"]);
    expect(historyCalls().at(-1)!.url.searchParams.get("before")).toBe(history[3]!._id);
    // Fewer than a page came back: that was the start of the conversation.
    expect(queryByRole("button", { name: "Show earlier messages" })).toBeNull();
  });

  test("in French: title, status, day and time, composer, earlier messages", async () => {
    history = Array.from({ length: CHAT_HISTORY_LIMIT + 1 }, (_, i) => makeChat(i % 2 ? ADMIN_ID : me.userId, i % 2 ? me.userId : ADMIN_ID, `m${i}`));
    history[0]!.createdAt = "2026-01-02T17:00:00.000Z";
    history[CHAT_HISTORY_LIMIT]!.createdAt = new Date().toISOString();
    const { container, getByRole, getByText } = renderPanel({}, "fr");
    expect(getByRole("heading", { name: "Clavarder avec l’agence" })).toBeTruthy();
    expect(getByRole("status").textContent).toBe("Connexion…");
    await goOnline();
    await waitFor(() => expect(shownMessages(container)).toHaveLength(CHAT_HISTORY_LIMIT));
    expect(getByRole("status").textContent).toBe("En ligne");
    expect(getByText("Aujourd’hui")).toBeTruthy();
    expect(container.querySelector(".chat__time")!.textContent).toMatch(/^\d{1,2} h \d{2}$/);
    expect(getByRole("textbox", { name: "Message" }).getAttribute("placeholder")).toBe("Écrivez un message…");
    expect(getByRole("button", { name: "Envoyer" })).toBeTruthy();
    fireEvent.click(getByRole("button", { name: "Afficher les messages précédents" }));
    await waitFor(() => expect(shownMessages(container)).toHaveLength(CHAT_HISTORY_LIMIT + 1));
    expect(container.querySelector(".chat__day-label")!.textContent).toBe("vendredi 2 janv. 2026");
  });

  test("in French, an empty conversation invites the first message", async () => {
    history = [];
    const { findByText } = renderPanel({}, "fr");
    await goOnline();
    expect(await findByText("Aucun message pour l’instant. Écrivez ci-dessous pour commencer la conversation.")).toBeTruthy();
  });

  test("a short conversation offers no earlier messages", async () => {
    history = [makeChat(me.userId, ADMIN_ID, "Hello")];
    const { container, queryByRole } = renderPanel();
    await goOnline();
    await waitFor(() => expect(shownMessages(container)).toEqual(["Hello"]));
    expect(queryByRole("button", { name: "Show earlier messages" })).toBeNull();
  });
});
