import type { ChatMessage, ChatServerFrame } from "../src/features/chat/chat.contract.ts";

/** A stand-in for the browser's WebSocket in tests: the test plays the server. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  sent: { event: string; data?: unknown }[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closedByClient = false;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  static get last(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }
  static reset() {
    FakeSocket.instances = [];
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { event: string; data?: unknown });
  }
  close() {
    this.closedByClient = true;
    this.readyState = FakeSocket.CLOSED;
  }
  /** The server accepts the connection. */
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.({});
  }
  /** The server confirms the room the client asked for. */
  acceptAndJoin() {
    this.accept();
    const join = this.sent.find((f) => f.event === "join_room");
    if (!join) throw new Error("the client did not join its room");
    this.push({ event: "joined", data: String(join.data) });
  }
  push(frame: ChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection drops; the server may say why with a close code. */
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

/** `createSocket` for ChatSocket. */
export const fakeSocketFactory = (url: string) => new FakeSocket(url) as unknown as WebSocket;

/** Installs FakeSocket as the page's WebSocket. */
export function installFakeSocket() {
  FakeSocket.reset();
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
}

let clock = Date.parse("2026-03-02T15:00:00.000Z");
let seq = 0;
const tick = () => {
  clock += 60_000;
  return clock;
};
/** A saved chat message, each a minute after the one before. */
export const makeChat = (senderId: string, receiverId: string, message: string): ChatMessage => ({
  _id: `0190a000-0000-7000-8000-${String(++seq).padStart(12, "0")}`,
  senderId,
  receiverId,
  message,
  createdAt: new Date(tick()).toISOString(),
  deliveredAt: null,
  readAt: null,
});
