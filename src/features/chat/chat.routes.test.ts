import { describe, expect, spyOn, test } from "bun:test";
import { eq } from "drizzle-orm";
import { chatMessages } from "../../../db/schema.ts";
import { CHAT_HISTORY_LIMIT, type ChatMessage, type Conversation } from "./chat.contract.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { sendChat } from "./chat.ts";
import { suiteApp } from "../../../tests/harness.ts";

const t = await suiteApp();
const admin = await t.adminLogin();

const send = (cookie: string, receiverId: string, message: unknown) => t.call<ChatMessage>("POST", "/api/chat/send", { cookie, body: { receiverId, message } });
/** A send refused with `status` and the failure envelope of `reason`. */
async function expectRefused(cookie: string, receiverId: string, message: unknown, status: number, reason: string) {
  const { status: got, json } = await send(cookie, receiverId, message);
  expect(got).toBe(status);
  expect(json as unknown).toEqual({ status: false, message: reason, response: null });
}
/** The chat rows stored as sent by `userId`. */
const sentBy = (userId: string) => t.db.select().from(chatMessages).where(eq(chatMessages.senderId, userId));
const history = (cookie: string, otherUserId: string) => t.call<ChatMessage[]>("GET", `/api/chat/history?otherUserId=${otherUserId}`, { cookie });

describe("POST /chat/send", () => {
  test("stores the trimmed message and replies with it as `chat` (and `response`)", async () => {
    const client = await t.signUp("client");
    const { status, json } = await send(client.cookie, ADMIN_ID, "  Hello, is Saturday free?  ");
    expect(status).toBe(201);
    const reply = json as typeof json & { chat: ChatMessage };
    expect(reply.status).toBe(true);
    expect(reply.chat).toMatchObject({ senderId: client.user.userId, receiverId: ADMIN_ID, message: "Hello, is Saturday free?" });
    expect(reply.chat._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(reply.chat.createdAt).toISOString()).toBe(reply.chat.createdAt);
    expect(reply.response).toEqual(reply.chat);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, reply.chat._id));
    expect(row!.message).toBe("Hello, is Saturday free?");
  });

  test("publishes the saved message on the bus after storing it", async () => {
    const artist = await t.signUp("artist");
    const heard: ChatMessage[] = [];
    const off = t.deps.events.on("chat.message_sent", ({ chat }) => heard.push(chat));
    try {
      const { json } = await send(artist.cookie, ADMIN_ID, "Published?");
      expect(heard).toEqual([(json as typeof json & { chat: ChatMessage }).chat]);
    } finally {
      off();
    }
  });

  test("a client or an artist may only write to the admin: any other receiver is a 403 and nothing is stored", async () => {
    const client = await t.signUp("client");
    const artist = await t.signUp("artist");
    for (const [from, to] of [
      [client, artist.user.userId],
      [artist, client.user.userId],
      [client, client.user.userId],
      [artist, "00000000-0000-7000-8000-00000000abcd"],
    ] as const) {
      await expectRefused(from.cookie, to, "hi", 403, "You can only chat with the agency");
    }
    expect(await sentBy(client.user.userId)).toEqual([]);
  });

  test("empty or blank messages are a 400 naming the field, and nothing is stored", async () => {
    const client = await t.signUp("client");
    for (const message of ["", "   \n\t ", undefined]) {
      await expectRefused(client.cookie, ADMIN_ID, message, 400, "Message is required");
    }
    expect(await sentBy(client.user.userId)).toEqual([]);
  });

  test("2,000 characters pass, 2,001 are a 400", async () => {
    const client = await t.signUp("client");
    expect((await send(client.cookie, ADMIN_ID, "x".repeat(2000))).status).toBe(201);
    const long = await send(client.cookie, ADMIN_ID, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Message must be at most 2000 characters");
  });

  test("a missing or malformed receiver id is a 400 naming it", async () => {
    const client = await t.signUp("client");
    const { status, json } = await send(client.cookie, "admin", "hi");
    expect(status).toBe(400);
    expect(json.message).toBe("Receiver id is not a valid id");
    const missing = await t.call("POST", "/api/chat/send", { cookie: client.cookie, body: { message: "hi" } });
    expect(missing.json.message).toBe("Receiver id is required");
  });

  test("the admin writes to any client or artist; an unknown user is a 404, itself a 400", async () => {
    const artist = await t.signUp("artist");
    const ok = await send(admin.cookie, artist.user.userId, "Welcome aboard!");
    expect(ok.status).toBe(201);
    expect((await send(admin.cookie, "00000000-0000-7000-8000-00000000abcd", "hi")).status).toBe(404);
    expect((await send(admin.cookie, ADMIN_ID, "hi")).status).toBe(400);
  });

  test("sends made while an insert runs are stored together by the next one, each once and replied with its own", async () => {
    const studios = await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp("client")));
    const inserts = spyOn(t.deps.commitDb, "insert");
    try {
      const sent = await Promise.all(studios.map(({ user }, i) => sendChat(t.deps, t.deps.events, user, { receiverId: ADMIN_ID, message: `At once ${i}` })));
      // The first alone, the four that came while it ran in one statement.
      expect(inserts.mock.calls.filter(([table]) => table === chatMessages)).toHaveLength(2);
      expect(sent.map((chat) => chat.message)).toEqual(["At once 0", "At once 1", "At once 2", "At once 3", "At once 4"]);
      for (const [i, chat] of sent.entries()) {
        expect(chat.senderId).toBe(studios[i]!.user.userId);
        expect(await sentBy(studios[i]!.user.userId)).toEqual([expect.objectContaining({ id: chat._id, message: `At once ${i}` })]);
      }
    } finally {
      inserts.mockRestore();
    }
  });

  test("a message the database refuses in a shared insert fails only its own send", async () => {
    const [first, second] = [await t.signUp("client"), await t.signUp("artist")];
    // No such user: the foreign key refuses the row (as when a receiver is deleted between the check and the insert).
    const gone = { role: "client" as const, userId: "00000000-0000-7000-8000-00000000dead", name: "Gone" };
    const results = await Promise.allSettled(
      [first.user, gone, second.user].map((user) => sendChat(t.deps, t.deps.events, user, { receiverId: ADMIN_ID, message: `From ${user.name}` })),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await sentBy(first.user.userId)).toHaveLength(1);
    expect(await sentBy(second.user.userId)).toHaveLength(1);
    expect(await sentBy(gone.userId)).toEqual([]);
  });

  test("a retry with the same Idempotency-Key gets the first reply and stores nothing more", async () => {
    const client = await t.signUp("client");
    const headers = { "Idempotency-Key": `chat-${crypto.randomUUID()}` };
    const body = { receiverId: ADMIN_ID, message: "Only once, please" };
    const first = await t.call<ChatMessage>("POST", "/api/chat/send", { cookie: client.cookie, body, headers });
    const retry = await t.call<ChatMessage>("POST", "/api/chat/send", { cookie: client.cookie, body, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.res.headers.get("Idempotency-Replayed")).toBe("true");
    expect(retry.json).toEqual(first.json);
    expect(await sentBy(client.user.userId)).toEqual([expect.objectContaining({ id: first.body._id, message: "Only once, please" })]);
  });

  test("signed out: 401", async () => {
    const res = await t.request("POST", "/api/chat/send", { body: { receiverId: ADMIN_ID, message: "hi" } });
    expect(res.status).toBe(401);
  });
});

describe("GET /chat/history", () => {
  test("the conversation of the two users, oldest first, as `chats` (and `response`)", async () => {
    const client = await t.signUp("client");
    const other = await t.signUp("client");
    await send(client.cookie, ADMIN_ID, "first");
    await send(admin.cookie, client.user.userId, "second");
    await send(other.cookie, ADMIN_ID, "someone else's");
    await send(client.cookie, ADMIN_ID, "third");

    const { status, json } = await history(client.cookie, ADMIN_ID);
    expect(status).toBe(200);
    const chats = (json as typeof json & { chats: ChatMessage[] }).chats;
    expect(chats.map((c) => c.message)).toEqual(["first", "second", "third"]);
    expect(json.response).toEqual(chats);

    const seenByAdmin = await history(admin.cookie, client.user.userId);
    expect(seenByAdmin.body.map((c) => c.message)).toEqual(["first", "second", "third"]);
  });

  test("a long conversation reads back a page at a time with `before`, none skipped or repeated", async () => {
    const client = await t.signUp("client");
    const other = await t.signUp("client");
    // More than a page, several in the same instant (the order then falls back to the id).
    const base = Date.parse("2026-01-05T10:00:00.000Z");
    const rows = Array.from({ length: CHAT_HISTORY_LIMIT + 30 }, (_, i) => ({
      senderId: i % 2 ? ADMIN_ID : client.user.userId,
      receiverId: i % 2 ? client.user.userId : ADMIN_ID,
      message: `message ${i}`,
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    }));
    await t.db.insert(chatMessages).values(rows);
    const theirs = await send(other.cookie, ADMIN_ID, "someone else's");

    const newest = (await history(client.cookie, ADMIN_ID)).body;
    expect(newest).toHaveLength(CHAT_HISTORY_LIMIT);
    const earlier = await t.call<ChatMessage[]>("GET", `/api/chat/history?otherUserId=${ADMIN_ID}&before=${newest[0]!._id}`, { cookie: client.cookie });
    expect(earlier.status).toBe(200);
    expect(earlier.body).toHaveLength(30);
    const all = [...earlier.body, ...newest];
    expect(new Set(all.map((c) => c._id)).size).toBe(rows.length);
    expect(all.map((c) => c.createdAt)).toEqual([...all.map((c) => c.createdAt)].sort());

    const before = (id: string, cookie = client.cookie) => t.call("GET", `/api/chat/history?otherUserId=${ADMIN_ID}&before=${id}`, { cookie });
    expect((await before(earlier.body[0]!._id)).body).toEqual([]);
    // Another conversation's message, or an unknown one, names nothing here: 404.
    expect((await before(theirs.body._id)).status).toBe(404);
    expect((await before("0190a000-0000-7000-8000-0000000000ff")).json.message).toBe("Message not found");
    expect((await before("nope")).json.message).toBe("Before is not a valid id");
  });

  test("a client or an artist cannot read another conversation: 403", async () => {
    const client = await t.signUp("client");
    const artist = await t.signUp("artist");
    const { status } = await history(artist.cookie, client.user.userId);
    expect(status).toBe(403);
  });

  test("a missing or malformed otherUserId is a 400; signed out is a 401", async () => {
    const client = await t.signUp("client");
    expect((await t.call("GET", "/api/chat/history", { cookie: client.cookie })).json.message).toBe("Other user id is required");
    expect((await history(client.cookie, "nope")).status).toBe(400);
    expect((await t.request("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`)).status).toBe(401);
  });
});

describe("admin inbox", () => {
  const inbox = () => t.call<Conversation[]>("GET", "/api/admin/conversations", { cookie: admin.cookie });
  const entry = async (userId: string) => (await inbox()).body.find((c) => c.user.userId === userId);

  test("lists each user who chatted with the admin with the last message and unread count, newest activity first", async () => {
    const studio = await t.signUp("client", "Studio Pulse");
    const dancer = await t.signUp("artist", "Ana Dancer");
    await send(studio.cookie, ADMIN_ID, "one");
    await send(studio.cookie, ADMIN_ID, "two");
    await send(dancer.cookie, ADMIN_ID, "hello");
    await send(admin.cookie, dancer.user.userId, "hi Ana");

    const { status, body } = await inbox();
    expect(status).toBe(200);
    const mine = body.filter((c) => [studio.user.userId, dancer.user.userId].includes(c.user.userId));
    expect(mine.map((c) => c.user)).toEqual([
      { userId: dancer.user.userId, name: "Ana Dancer", role: "artist" },
      { userId: studio.user.userId, name: "Studio Pulse", role: "client" },
    ]);
    expect(mine[0]!.lastMessage).toMatchObject({ senderId: ADMIN_ID, message: "hi Ana" });
    expect(mine[0]!.unreadCount).toBe(1);
    expect(mine[1]!.lastMessage.message).toBe("two");
    expect(mine[1]!.unreadCount).toBe(2);
    // Newest activity first across the whole list.
    const times = body.map((c) => c.lastMessage.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  test("opening a conversation marks what the user sent as read; new messages count again", async () => {
    const client = await t.signUp("client");
    await send(client.cookie, ADMIN_ID, "a");
    await send(client.cookie, ADMIN_ID, "b");
    expect((await entry(client.user.userId))!.unreadCount).toBe(2);

    const read = await t.call<{ marked: number }>("PUT", `/api/admin/conversations/${client.user.userId}/read`, { cookie: admin.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ marked: 2 });
    expect((await entry(client.user.userId))!.unreadCount).toBe(0);

    await send(client.cookie, ADMIN_ID, "c");
    expect((await entry(client.user.userId))!.unreadCount).toBe(1);
  });

  test("marking an unknown or malformed user is a 404", async () => {
    expect((await t.call("PUT", "/api/admin/conversations/00000000-0000-7000-8000-00000000abcd/read", { cookie: admin.cookie })).status).toBe(404);
    expect((await t.call("PUT", "/api/admin/conversations/nope/read", { cookie: admin.cookie })).status).toBe(404);
  });

  test("admin only: clients and artists get a 403, visitors a 401", async () => {
    const client = await t.signUp("client");
    expect((await t.call("GET", "/api/admin/conversations", { cookie: client.cookie })).status).toBe(403);
    expect((await t.call("PUT", `/api/admin/conversations/${client.user.userId}/read`, { cookie: client.cookie })).status).toBe(403);
    expect((await t.call("GET", "/api/admin/conversations")).status).toBe(401);
  });
});

describe("read state of every side (and the unread count on the chat entry)", () => {
  const unread = async (cookie: string) => (await t.call<{ unread: number }>("GET", "/api/chat/unread", { cookie })).json.response.unread;
  const read = (cookie: string, otherUserId: string) => t.call<{ marked: number }>("PUT", "/api/chat/read", { cookie, body: { otherUserId } });

  test("a studio counts the agency's unread messages, reads them, and the count is back to zero; the agency sees when", async () => {
    const client = await t.signUp("client");
    expect(await unread(client.cookie)).toBe(0);
    const one = await send(admin.cookie, client.user.userId, "First");
    await send(admin.cookie, client.user.userId, "Second");
    expect(await unread(client.cookie)).toBe(2);
    // The studio's own messages to the agency are not in its count.
    await send(client.cookie, ADMIN_ID, "Mine");
    expect(await unread(client.cookie)).toBe(2);

    const { status, json } = await read(client.cookie, ADMIN_ID);
    expect(status).toBe(200);
    expect(json.response.marked).toBe(2);
    expect(await unread(client.cookie)).toBe(0);
    // Again: nothing left to mark, and the first read time stays.
    const firstRead = (await history(admin.cookie, client.user.userId)).json.response.find((m) => m._id === one.json.response._id)!;
    expect(firstRead.readAt).toBeString();
    expect(firstRead.deliveredAt).toBeString();
    expect((await read(client.cookie, ADMIN_ID)).json.response.marked).toBe(0);
    const again = (await history(admin.cookie, client.user.userId)).json.response.find((m) => m._id === one.json.response._id)!;
    expect(again.readAt).toBe(firstRead.readAt);
  });

  test("an artist's reading touches only its own conversation; the agency's count is its own", async () => {
    const artist = await t.signUp("artist");
    const other = await t.signUp("artist");
    await send(admin.cookie, artist.user.userId, "For the artist");
    await send(admin.cookie, other.user.userId, "For the other");
    await read(artist.cookie, ADMIN_ID);
    expect(await unread(artist.cookie)).toBe(0);
    expect(await unread(other.cookie)).toBe(1);
    await send(artist.cookie, ADMIN_ID, "To the agency");
    const adminUnread = await unread(admin.cookie);
    expect(adminUnread).toBeGreaterThanOrEqual(1);
    expect((await read(admin.cookie, artist.user.userId)).json.response.marked).toBe(1);
    expect(await unread(admin.cookie)).toBe(adminUnread - 1);
  });

  test("reading with someone who is not a partner: the same refusals as the history", async () => {
    const client = await t.signUp("client");
    const artist = await t.signUp("artist");
    expect((await read(client.cookie, artist.user.userId)).status).toBe(403);
    expect((await read(admin.cookie, ADMIN_ID)).status).toBe(400);
    expect((await read(admin.cookie, "0190a000-0000-7000-8000-00000000dead")).status).toBe(404);
    expect((await t.call("PUT", "/api/chat/read", { cookie: client.cookie, body: { otherUserId: "x\u0000y" } })).status).toBe(400);
  });
});
