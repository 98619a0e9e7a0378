import { expect, test } from "bun:test";
import { ChatConversation } from "../../islands/lib/chat/conversation.ts";
import { ChatSocket, type ChatSocketStatus } from "../../islands/lib/chat/socket.ts";
import type { ChatMessage } from "../contracts/chat.ts";
import { ADMIN_ID } from "../contracts/roles.ts";
import { suiteApp } from "../../tests/harness.ts";
import { eventually, serveTestApp, socketWithCookie } from "./testing.ts";

const t = await suiteApp();

test("the browser's socket survives a server restart and catches up on what was sent meanwhile from history", async () => {
  const client = await t.signUp("client");
  const admin = await t.adminLogin();
  let served = serveTestApp(t);
  const port = served.server.port!;

  // The browser's own chat modules, speaking to the real server over real sockets.
  const socket = new ChatSocket({
    url: served.wsUrl,
    userId: client.user.userId,
    createSocket: (url) => socketWithCookie(url, client.cookie),
    reconnect: { initialDelayMs: 50, maxDelayMs: 200 },
  });
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
