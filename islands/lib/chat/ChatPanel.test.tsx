import { afterEach, beforeEach, describe, expect, spyOn, test } from "bun:test";
import type { ChatMessage } from "../../../src/contracts/chat.ts";
import { ADMIN_ID, type SessionUser } from "../../../src/contracts/roles.ts";
import { useDom } from "../../../tests/dom.ts";
import { FakeSocket, installFakeFetch, installFakeSocket, makeChat, type ApiCall } from "./test-doubles.ts";

useDom();
// After the DOM exists: React DOM and the stored state look for the browser as they load.
const { act, fireEvent, render, waitFor } = await import("@testing-library/react");
const { Provider } = await import("jotai");
const { ChatPanel } = await import("./ChatPanel.tsx");

const me: SessionUser = { userId: "0190a000-0000-7000-8000-00000000c001", role: "client", name: "Studio Pulse" };

/** The server as the panel's fetch sees it. */
let history: ChatMessage[];
let historyOk: boolean;
let sendOk: boolean;
let calls: ApiCall[];

const failed = { status: 500, body: { status: false, message: "Server error", response: null } };

beforeEach(() => {
  history = [];
  historyOk = true;
  sendOk = true;
  installFakeSocket();
  localStorage.setItem("root", JSON.stringify({ auth: { user: me } }));
  calls = installFakeFetch(({ url, body }) => {
    if (url === "/api/auth/me") return { body: { status: true, message: "Success", response: me } };
    if (url.startsWith("/api/chat/history")) {
      return historyOk ? { body: { status: true, message: "Success", response: history, chats: history } } : failed;
    }
    if (url === "/api/chat/send" && body) {
      if (!sendOk) return failed;
      const saved = makeChat(me.userId, String(body.receiverId), String(body.message));
      history.push(saved);
      return { status: 201, body: { status: true, message: "Message sent", response: saved, chat: saved } };
    }
    return undefined;
  });
});
afterEach(() => FakeSocket.reset());

function renderPanel(props: Parameters<typeof ChatPanel>[0] = {}) {
  return render(
    <Provider>
      <ChatPanel {...props} />
    </Provider>,
  );
}

/** The socket opens and the server confirms the room: the panel then loads history. */
async function goOnline(socket = FakeSocket.last) {
  await act(async () => socket.acceptAndJoin());
}

const shownMessages = (container: HTMLElement) => [...container.querySelectorAll(".chat__bubble")].map((b) => b.textContent);
const historyCalls = () => calls.filter((c) => c.url.startsWith("/api/chat/history"));

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
    expect(historyCalls()[0]!.url).toBe(`/api/chat/history?otherUserId=${ADMIN_ID}`);
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
    errors.mockRestore();
  });

  test("Enter sends the trimmed message to the admin, clears the box and shows it once", async () => {
    const { container, getByLabelText } = renderPanel();
    await goOnline();
    const box = getByLabelText("Message") as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "  Can you confirm Saturday?  " } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() => expect(box.value).toBe(""));
    const sends = calls.filter((c) => c.url === "/api/chat/send");
    expect(sends).toEqual([{ method: "POST", url: "/api/chat/send", body: { receiverId: ADMIN_ID, message: "Can you confirm Saturday?" } }]);
    // The server's broadcast of the same message is not shown twice.
    await act(async () => FakeSocket.last.push({ event: "receive_message", data: history.at(-1)! }));
    expect(shownMessages(container)).toEqual(["Can you confirm Saturday?"]);
  });

  test("blank messages are not sent; Shift+Enter does not send", async () => {
    const { getByLabelText, getByRole } = renderPanel();
    await goOnline();
    const box = getByLabelText("Message");
    fireEvent.change(box, { target: { value: "   \n  " } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    expect((getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: "line one" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(calls.filter((c) => c.url === "/api/chat/send")).toEqual([]);
  });

  test("a failed send keeps the draft and only logs to the console", async () => {
    const errors = spyOn(console, "error").mockImplementation(() => {});
    sendOk = false;
    const { container, getByLabelText } = renderPanel();
    await goOnline();
    const box = getByLabelText("Message") as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "Are you there?" } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(box.value).toBe("Are you there?");
    expect(shownMessages(container)).toEqual([]);
    errors.mockRestore();
  });

  test("a failed history load only logs to the console", async () => {
    const errors = spyOn(console, "error").mockImplementation(() => {});
    historyOk = false;
    const { getByText } = renderPanel();
    await goOnline();
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(getByText("Loading messages...")).toBeTruthy();
    errors.mockRestore();
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
    expect(historyCalls()[0]!.url).toBe(`/api/chat/history?otherUserId=${partner}`);
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
    expect(calls[0]!.url).toBe("/api/auth/me");
    expect(FakeSocket.instances.length).toBe(1);
    await goOnline();
    expect(FakeSocket.last.sent[0]).toEqual({ event: "join_room", data: me.userId });
    expect(view.getByRole("heading", { name: "Chat with Admin" })).toBeTruthy();
  });
});
