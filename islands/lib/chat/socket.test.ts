import { afterEach, describe, expect, test } from "bun:test";
import { CHAT_CLOSE_CODES, type ChatMessage } from "../../../src/features/chat/chat.contract.ts";
import { FakeSocket, fakeSocketFactory } from "../../../tests/chat-doubles.ts";
import { ChatSocket, reconnectDelay, RECONNECT, type ChatSocketStatus } from "./socket.ts";

const sockets: ChatSocket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
  FakeSocket.reset();
});

function start(options: Partial<ConstructorParameters<typeof ChatSocket>[0]> = {}) {
  const socket = new ChatSocket({ url: "ws://x/ws", userId: "me", createSocket: fakeSocketFactory, ...options });
  sockets.push(socket);
  const seen = { ready: 0, statuses: [] as ChatSocketStatus[], messages: [] as ChatMessage[] };
  socket.subscribe({ onReady: () => seen.ready++, onStatus: (s) => seen.statuses.push(s), onMessage: (m) => seen.messages.push(m) });
  return { socket, seen };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await Bun.sleep(5);
  expect(condition()).toBe(true);
}

describe("reconnectDelay (SPEC §9)", () => {
  test("starts at 1000 ms ±50 %", () => {
    expect(reconnectDelay(0, RECONNECT, () => 0.5)).toBe(1000);
    expect(reconnectDelay(0, RECONNECT, () => 0)).toBe(500);
    expect(reconnectDelay(0, RECONNECT, () => 1)).toBe(1500);
  });
  test("doubles per attempt", () => {
    expect(reconnectDelay(1, RECONNECT, () => 0.5)).toBe(2000);
    expect(reconnectDelay(2, RECONNECT, () => 0.5)).toBe(4000);
  });
  test("never exceeds 5000 ms, however many attempts", () => {
    for (const attempt of [3, 10, 1000]) {
      expect(reconnectDelay(attempt, RECONNECT, () => 1)).toBe(5000);
      expect(reconnectDelay(attempt, RECONNECT, () => 0)).toBe(2500);
    }
  });
});

describe("ChatSocket", () => {
  test("joins its own room once open, and is ready only when the server confirms", () => {
    const { seen } = start();
    FakeSocket.last.accept();
    expect(FakeSocket.last.sent).toEqual([{ event: "join_room", data: "me" }]);
    expect(seen.ready).toBe(0);
    FakeSocket.last.push({ event: "joined", data: "me" });
    expect(seen.ready).toBe(1);
    expect(seen.statuses).toEqual(["online"]);
  });

  test("reports received chats", () => {
    const { seen } = start();
    FakeSocket.last.acceptAndJoin();
    const chat = { _id: "1", senderId: "a", receiverId: "me", message: "hi", createdAt: "2026-01-01T00:00:00.000Z", deliveredAt: null, readAt: null };
    FakeSocket.last.push({ event: "receive_message", data: chat });
    expect(seen.messages).toEqual([chat]);
  });

  test("after a drop it goes offline, reconnects after the back-off, joins again and is ready again", async () => {
    const { seen } = start({ reconnect: { initialDelayMs: 10 } });
    const first = FakeSocket.last;
    first.acceptAndJoin();
    first.drop();
    expect(seen.statuses).toEqual(["online", "offline"]);
    await until(() => FakeSocket.instances.length === 2);
    expect(seen.statuses.at(-1)).toBe("connecting");
    FakeSocket.last.acceptAndJoin();
    expect(seen.ready).toBe(2);
    expect(seen.statuses.at(-1)).toBe("online");
  });

  test("keeps retrying without limit while the server refuses", async () => {
    start({ reconnect: { initialDelayMs: 1, maxDelayMs: 2 } });
    for (let i = 1; i <= 12; i++) {
      await until(() => FakeSocket.instances.length === i);
      FakeSocket.last.drop();
    }
    expect(FakeSocket.instances.length).toBeGreaterThanOrEqual(12);
  });

  test("a session ended by the server goes to the login page and is not retried", async () => {
    let ended = 0;
    const { seen } = start({ reconnect: { initialDelayMs: 1 }, onSessionEnded: () => ended++ });
    FakeSocket.last.acceptAndJoin();
    FakeSocket.last.drop(CHAT_CLOSE_CODES.sessionEnded);
    await Bun.sleep(30);
    expect(ended).toBe(1);
    expect(FakeSocket.instances.length).toBe(1);
    expect(seen.statuses.at(-1)).toBe("offline");
  });

  test("a socket closed for a newer one of the same user stays closed: tabs do not take turns", async () => {
    let ended = 0;
    start({ reconnect: { initialDelayMs: 1 }, onSessionEnded: () => ended++ });
    FakeSocket.last.acceptAndJoin();
    FakeSocket.last.drop(CHAT_CLOSE_CODES.tooManySockets);
    await Bun.sleep(30);
    expect(FakeSocket.instances.length).toBe(1);
    expect(ended).toBe(0);
  });

  test("a connection not in its room within the connect timeout is abandoned and retried", async () => {
    const { seen } = start({ reconnect: { connectTimeoutMs: 20, initialDelayMs: 1 } });
    const stalled = FakeSocket.last;
    await until(() => FakeSocket.instances.length === 2);
    expect(stalled.closedByClient).toBe(true);
    expect(seen.statuses).toContain("offline");
  });

  test("a connection that stops answering the heartbeat is replaced", async () => {
    start({ heartbeatMs: 10, reconnect: { initialDelayMs: 1 } });
    const silent = FakeSocket.last;
    silent.acceptAndJoin();
    await until(() => silent.sent.some((f) => f.event === "ping"));
    await until(() => FakeSocket.instances.length === 2);
    expect(silent.closedByClient).toBe(true);
  });

  test("a connection that answers the heartbeat is kept", async () => {
    start({ heartbeatMs: 5, reconnect: { initialDelayMs: 1 } });
    const live = FakeSocket.last;
    live.acceptAndJoin();
    for (let pings = 1; pings <= 5; pings++) {
      await until(() => live.sent.filter((f) => f.event === "ping").length === pings);
      live.push({ event: "pong", data: null });
    }
    expect(FakeSocket.instances.length).toBe(1);
    expect(live.closedByClient).toBe(false);
  });

  test("close() closes the connection and stops listening to it", () => {
    const { socket, seen } = start({ reconnect: { initialDelayMs: 1 } });
    const only = FakeSocket.last;
    only.acceptAndJoin();
    socket.close();
    expect(only.closedByClient).toBe(true);
    expect([only.onopen, only.onmessage, only.onclose]).toEqual([null, null, null]);
    expect(seen.statuses).toEqual(["online"]);
  });
});
