import { afterEach, describe, expect, test } from "bun:test";
import { sign } from "hono/jwt";
import type { ChatMessage, ChatServerFrame } from "./chat.contract.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { suiteServedApp } from "../../../tests/served-app.ts";
import { eventually, rawHandshake, receivedIds } from "../../../tests/realtime.ts";

const { t, served, opened, openSocket } = await suiteServedApp();
const admin = await t.adminLogin();
afterEach(() => {
  for (const s of opened.splice(0)) s.ws.close();
});

async function connect(cookie: string, joinAs?: string) {
  const socket = await openSocket(cookie);
  if (joinAs) await socket.join(joinAs);
  return socket;
}

async function send(cookie: string, receiverId: string, message: string): Promise<ChatMessage> {
  const { json } = await t.call("POST", "/api/chat/send", { cookie, body: { receiverId, message } });
  return (json as typeof json & { chat: ChatMessage }).chat;
}

const isMessage = (id: string) => (f: ChatServerFrame) => f.event === "receive_message" && f.data._id === id;

describe("upgrade", () => {
  test("no session cookie: refused with 401", async () => {
    const { status } = await rawHandshake(served.server.port!);
    expect(status).toBe(401);
  });

  test("a forged, ended or old-style session: refused with 401", async () => {
    const forged = await sign(
      { sub: ADMIN_ID, role: "admin", name: "Admin", exp: Math.floor(Date.now() / 1000) + 60 },
      "test-secret-test-secret-test-secret-42",
      "HS256",
    );
    expect((await rawHandshake(served.server.port!, { cookie: `session=${forged}` })).status).toBe(401);
    expect((await rawHandshake(served.server.port!, { cookie: "session=made-up-value" })).status).toBe(401);
    const client = await t.signUp("client");
    await t.request("POST", "/api/auth/logout", { cookie: client.cookie });
    expect((await rawHandshake(served.server.port!, { cookie: client.cookie })).status).toBe(401);
  });

  test("another site's page, or this host's on another scheme or port: refused with 403", async () => {
    const client = await t.signUp("client");
    const port = served.server.port!;
    for (const origin of ["https://evil.example", `https://127.0.0.1:${port}`, "http://127.0.0.1:1"]) {
      const { status } = await rawHandshake(port, { cookie: client.cookie, origin });
      expect({ origin, status }).toEqual({ origin, status: 403 });
    }
  });

  test("a signed-in user from this site: switched to the socket protocol", async () => {
    const client = await t.signUp("client");
    const ok = await rawHandshake(served.server.port!, { cookie: client.cookie, origin: `http://127.0.0.1:${served.server.port}` });
    expect(ok.status).toBe(101);
    ok.end();
  });
});

describe("rooms", () => {
  test("receive_message reaches every open socket of sender and receiver, and nobody else", async () => {
    const client = await t.signUp("client");
    const bystander = await t.signUp("artist");
    const clientTabs = [await connect(client.cookie, client.user.userId), await connect(client.cookie, client.user.userId)];
    const adminTabs = [await connect(admin.cookie, ADMIN_ID), await connect(admin.cookie, ADMIN_ID)];
    const other = await connect(bystander.cookie, bystander.user.userId);

    const chat = await send(client.cookie, ADMIN_ID, "Can we book Friday?");
    for (const tab of [...clientTabs, ...adminTabs]) {
      expect((await tab.waitFor(isMessage(chat._id), "the chat")).data).toEqual(chat);
    }
    // A message for the bystander is the first (and only) one it gets: the other never reached it.
    const theirs = await send(admin.cookie, bystander.user.userId, "Hello artist");
    await other.waitFor(isMessage(theirs._id));
    expect(receivedIds(other)).toEqual([theirs._id]);
  });

  test("a socket that has not joined receives nothing", async () => {
    const client = await t.signUp("client");
    const silent = await connect(client.cookie);
    const joined = await connect(client.cookie, client.user.userId);
    const first = await send(client.cookie, ADMIN_ID, "one");
    await joined.waitFor(isMessage(first._id));
    silent.send("join_room", client.user.userId);
    await silent.waitFor((f) => f.event === "joined");
    const second = await send(client.cookie, ADMIN_ID, "two");
    await silent.waitFor(isMessage(second._id));
    expect(receivedIds(silent)).toEqual([second._id]);
  });

  test("join_room with another user's id is refused and joins nothing", async () => {
    const snoop = await t.signUp("client");
    const victim = await t.signUp("client");
    const socket = await connect(snoop.cookie);
    socket.send("join_room", victim.user.userId);
    const refusal = await socket.waitFor((f) => f.event === "error");
    expect(refusal.data).toEqual({ message: "You can only join your own room" });
    socket.send("join_room", ADMIN_ID);
    await socket.waitFor((f) => f.event === "error" && f !== refusal);

    const secret = await send(admin.cookie, victim.user.userId, "for the victim only");
    const adminOnly = await send(victim.cookie, ADMIN_ID, "for the admin only");
    await socket.join(snoop.user.userId);
    const own = await send(admin.cookie, snoop.user.userId, "for the snoop");
    await socket.waitFor(isMessage(own._id));
    expect(receivedIds(socket)).toEqual([own._id]);
    expect(receivedIds(socket)).not.toContain(secret._id);
    expect(receivedIds(socket)).not.toContain(adminOnly._id);
  });

  test("send_message re-publishes a chat only to its own sender; anyone else's publishes nothing", async () => {
    const client = await t.signUp("client");
    const other = await t.signUp("client");
    const adminTab = await connect(admin.cookie, ADMIN_ID);
    const otherTab = await connect(other.cookie, other.user.userId);
    const clientTab = await connect(client.cookie, client.user.userId);

    const theirs = await send(other.cookie, ADMIN_ID, "other's message");
    await adminTab.waitFor(isMessage(theirs._id));

    clientTab.send("send_message", theirs);
    expect((await clientTab.waitFor((f) => f.event === "error")).data).toEqual({ message: "Message not found" });
    clientTab.send("send_message", { _id: "not-an-id" });
    await eventually(() => clientTab.frames.filter((f) => f.event === "error").length === 2, "the second refusal");

    const mine = await send(client.cookie, ADMIN_ID, "mine");
    await adminTab.waitFor(isMessage(mine._id));
    clientTab.send("send_message", mine);
    await eventually(() => receivedIds(adminTab).filter((id) => id === mine._id).length === 2, "the re-published chat");
    // The refused frames published nothing: the admin saw `theirs` once, the other user never saw it again.
    expect(receivedIds(adminTab)).toEqual([theirs._id, mine._id, mine._id]);
    expect(receivedIds(otherTab)).toEqual([theirs._id]);
  });

  test("unknown frames are answered with an error, pings with a pong", async () => {
    const client = await t.signUp("client");
    const socket = await connect(client.cookie);
    socket.ws.send("not json");
    socket.send("leave_everything", 1);
    socket.send("ping");
    await socket.waitFor((f) => f.event === "pong");
    expect(socket.frames).toEqual([
      { event: "error", data: { message: "Unknown frame" } },
      { event: "error", data: { message: "Unknown frame" } },
      { event: "pong", data: null },
    ]);
  });

  test("a socket flooding the server is closed", async () => {
    const client = await t.signUp("client");
    const socket = await connect(client.cookie);
    for (let i = 0; i < 80; i++) socket.send("ping");
    expect(await socket.closed).toBe(1008);
  });
});

describe("receipts (sent, delivered, read)", () => {
  const isReceipt = (id: string, read: boolean) => (f: ChatServerFrame) =>
    f.event === "receipt" && f.data.messageIds.includes(id) && (f.data.readAt !== null) === read;

  test("a message to a connected receiver is delivered at once: the sender's socket gets the receipt, the row its time", async () => {
    const client = await t.signUp("client");
    const sender = await connect(client.cookie, client.user.userId);
    await connect(admin.cookie, ADMIN_ID);
    const chat = await send(client.cookie, ADMIN_ID, "Delivered?");
    expect(chat.deliveredAt).toBeNull();
    const receipt = await sender.waitFor(isReceipt(chat._id, false), "the delivery receipt");
    expect(receipt.event === "receipt" && receipt.data).toMatchObject({ senderId: client.user.userId, receiverId: ADMIN_ID, readAt: null });
    const { json } = await t.call<ChatMessage[]>("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: client.cookie });
    expect(json.response.find((m) => m._id === chat._id)?.deliveredAt).toBeString();
  });

  test("what waited while the receiver had no socket is delivered when their socket joins, once", async () => {
    const client = await t.signUp("client");
    const adminTab = await connect(admin.cookie, ADMIN_ID);
    const late = await send(admin.cookie, client.user.userId, "Sent with no socket open");
    const { json: before } = await t.call<ChatMessage[]>("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: client.cookie });
    expect(before.response.find((m) => m._id === late._id)?.deliveredAt).toBeNull();
    await connect(client.cookie, client.user.userId);
    await adminTab.waitFor(isReceipt(late._id, false), "the receipt when the receiver came back");
    // A second tab of the receiver joins: the message was delivered already, nobody is told again.
    await connect(client.cookie, client.user.userId);
    await Bun.sleep(100);
    expect(adminTab.frames.filter(isReceipt(late._id, false))).toHaveLength(1);
  });

  test("reading the conversation tells the sender, with the time it was read", async () => {
    const client = await t.signUp("client");
    const adminTab = await connect(admin.cookie, ADMIN_ID);
    const chat = await send(admin.cookie, client.user.userId, "Please read me");
    const { status, json } = await t.call<{ marked: number }>("PUT", "/api/chat/read", { cookie: client.cookie, body: { otherUserId: ADMIN_ID } });
    expect(status).toBe(200);
    expect(json.response.marked).toBe(1);
    const receipt = await adminTab.waitFor(isReceipt(chat._id, true), "the read receipt");
    expect(receipt.event === "receipt" && receipt.data.readAt).toBeString();
  });
});
