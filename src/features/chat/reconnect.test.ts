import { expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { chatMessages } from "../../../db/schema.ts";
import { ChatConversation, type SendOutcome } from "../../../islands/lib/chat/conversation.ts";
import { ChatSocket, type ChatSocketStatus } from "../../../islands/lib/chat/socket.ts";
import type { ChatMessage } from "./chat.contract.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../platform/contract/envelope.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { socketWithCookie } from "../../../scripts/lib/socket.ts";
import { eventually, serveTestApp } from "../../../tests/realtime.ts";

const t = await suiteApp();

/** The browser's send, as `useConversation` does it, against the test app. */
async function sendAs(cookie: string, message: string, key: string): Promise<SendOutcome> {
  const { status, json } = await t.call<ChatMessage>("POST", "/api/chat/send", {
    cookie,
    body: { receiverId: ADMIN_ID, message },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
  if (json.status) return { sent: json.response };
  return status === 429 || status >= 500 ? { retry: true } : { refused: json.message };
}

/** The browser's own chat socket, speaking to the real server over a real socket, quick to retry. */
const browserSocket = (url: string, user: { cookie: string; user: { userId: string } }) =>
  new ChatSocket({
    url,
    userId: user.user.userId,
    createSocket: (wsUrl) => socketWithCookie(wsUrl, user.cookie),
    reconnect: { initialDelayMs: 50, maxDelayMs: 200 },
  });

test("the browser's socket survives a server restart and catches up on what was sent meanwhile from history", async () => {
  const client = await t.signUp("client");
  const admin = await t.adminLogin();
  let served = serveTestApp(t);
  const port = served.server.port!;

  const socket = browserSocket(served.wsUrl, client);
  const statuses: ChatSocketStatus[] = [];
  socket.subscribe({ onStatus: (s) => statuses.push(s) });
  let historyLoads = 0;
  const conversation = new ChatConversation({
    socket,
    userId: client.user.userId,
    partnerId: ADMIN_ID,
    loadHistory: async () => {
      historyLoads++;
      const { json } = await t.call("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: client.cookie });
      return (json as typeof json & { chats: ChatMessage[] }).chats;
    },
    sendMessage: (message, key) => sendAs(client.cookie, message, key),
  });
  const texts = () => conversation.state.messages.map((m) => m.message);
  const sendAsAdmin = (message: string) => t.call("POST", "/api/chat/send", { cookie: admin.cookie, body: { receiverId: client.user.userId, message } });

  try {
    await eventually(() => conversation.state.loaded, "the first history load");
    await sendAsAdmin("Before the restart");
    await eventually(() => texts().includes("Before the restart"), "the live message");

    // The server goes away; a message is stored while no socket can carry it.
    served.hub.close();
    await served.server.stop(true);
    await eventually(() => socket.status !== "online", "the socket to notice");
    await sendAsAdmin("During the restart");
    expect(texts()).not.toContain("During the restart");

    served = serveTestApp(t, { port });
    await eventually(() => texts().includes("During the restart"), "the catch-up from history");
    expect(texts()).toEqual(["Before the restart", "During the restart"]);
    expect(historyLoads).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain("offline");

    // Live again after the restart.
    await sendAsAdmin("After the restart");
    await eventually(() => texts().includes("After the restart"), "the live message after the restart");
    expect(texts()).toEqual(["Before the restart", "During the restart", "After the restart"]);
  } finally {
    conversation.dispose();
    socket.close();
    served.hub.close();
    await served.server.stop(true);
  }
});

test("a message written while the socket is down waits in the outbox, then is stored once, even when a reply was lost", async () => {
  const client = await t.signUp("client");
  let served = serveTestApp(t);
  const port = served.server.port!;
  const socket = browserSocket(served.wsUrl, client);
  const storage = new Map<string, string>();
  const outboxStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  let lostReplies = 1;
  const keys: string[] = [];
  const conversation = new ChatConversation({
    socket,
    userId: client.user.userId,
    partnerId: ADMIN_ID,
    loadHistory: async () => (await t.call<ChatMessage[]>("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: client.cookie })).json.response,
    sendMessage: async (message, key) => {
      keys.push(key);
      const outcome = await sendAs(client.cookie, message, key);
      // The first reply never reaches the page (the connection dropped after the server stored it).
      if (lostReplies-- > 0) throw new Error("Network error");
      return outcome;
    },
    outboxStorage,
  });
  const stored = () =>
    t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, client.user.userId), eq(chatMessages.message, "Written offline")));
  try {
    await eventually(() => conversation.state.loaded, "the first history load");
    served.hub.close();
    await served.server.stop(true);
    await eventually(() => socket.status !== "online", "the socket to notice");

    conversation.send("Written offline");
    expect(conversation.state.messages.map((m) => [m.message, m.pending])).toEqual([["Written offline", "waiting"]]);
    expect([...storage.values()].join()).toContain("Written offline");
    expect(keys).toEqual([]);

    served = serveTestApp(t, { port });
    // Sent on reconnect, its reply lost, tried again after RETRY_SEND_MS or the next join with the same key: one row.
    await eventually(() => storage.size === 0, "the outbox to empty", 15_000);
    expect(conversation.state.messages.map((m) => [m.message, m.pending])).toEqual([["Written offline", undefined]]);
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(await stored()).toHaveLength(1);
    expect(storage.size).toBe(0);
  } finally {
    conversation.dispose();
    socket.close();
    served.hub.close();
    await served.server.stop(true);
  }
}, 30_000);
