import { afterEach, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { auditLog, notifications, users } from "../../../db/schema.ts";
import type { ChatAssignee, ChatMessage, ChatServerFrame, Conversation } from "./chat.contract.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import { suiteServedApp } from "../../../tests/served-app.ts";

const { t, opened, openSocket } = await suiteServedApp();
const owner = await t.adminLogin();
const marie = await t.addStaff("coordinator", "Marie");
const omar = await t.addStaff("coordinator", "Omar");
const books = await t.addStaff("bookkeeper", "Bea Books");
afterEach(() => {
  for (const s of opened.splice(0)) s.ws.close();
});

async function send(cookie: string, receiverId: string, message: string): Promise<ChatMessage> {
  const r = await t.call<ChatMessage>("POST", "/api/chat/send", { cookie, body: { receiverId, message } });
  expect(r.status).toBe(201);
  return r.body;
}
const assign = (cookie: string, partnerId: string, staffUserId: string | null) =>
  t.call<{ assignee: ChatAssignee | null }>("PUT", `/api/admin/chat/${partnerId}/assignee`, { cookie, body: { staffUserId } });
const inbox = async (cookie: string, assignee?: string) => {
  const r = await t.call<Conversation[]>("GET", `/api/admin/conversations${assignee ? `?assignee=${assignee}` : ""}`, { cookie });
  expect(r.status).toBe(200);
  return r.body;
};
/** The `admin.chat_message` notices of `cookie`'s user, once the events so far are handled. */
async function chatNotices(cookie: string, locale = "en") {
  await t.deps.notifications.idle();
  const r = await t.call<NotificationPage>("GET", "/api/notifications?pageSize=100", { cookie, headers: { "accept-language": locale } });
  return r.body.items.filter((n) => n.kind === "admin.chat_message");
}
const isMessage = (id: string) => (f: ChatServerFrame) => f.event === "receive_message" && f.data._id === id;

describe("the agency's messages carry their staff member", () => {
  test("a coordinator writes as the agency; the studio reads its name, in the reply, the history and on its socket", async () => {
    const studio = await t.signUp("client");
    const socket = await openSocket(studio.cookie);
    await socket.join(studio.user.userId);
    const sent = await send(marie.cookie, studio.user.userId, "Hi, Marie here");
    expect(sent).toMatchObject({ senderId: ADMIN_ID, receiverId: studio.user.userId, staffUserId: marie.user.userId, staffName: "Marie" });
    const frame = await socket.waitFor(isMessage(sent._id), "the coordinator's message");
    expect(frame.event === "receive_message" && frame.data.staffName).toBe("Marie");
    const history = await t.call<ChatMessage[]>("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: studio.cookie });
    expect(history.body.map((m) => [m.message, m.senderId, m.staffName])).toEqual([["Hi, Marie here", ADMIN_ID, "Marie"]]);
    // The studio's own messages name nobody of the staff; the seed's fields are all there.
    const mine = await send(studio.cookie, ADMIN_ID, "Thanks");
    expect(Object.keys(mine).toSorted()).toEqual([
      "_id",
      "createdAt",
      "deliveredAt",
      "message",
      "readAt",
      "receiverId",
      "senderId",
      "staffName",
      "staffUserId",
    ]);
    expect(mine).toMatchObject({ staffUserId: null, staffName: null });
  });

  test("the name is the one the staff member had when writing", async () => {
    const artist = await t.signUp("artist");
    const sent = await send(omar.cookie, artist.user.userId, "Welcome");
    await t.db.update(users).set({ name: "Omar K." }).where(eq(users.id, omar.user.userId));
    const history = await t.call<ChatMessage[]>("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: artist.cookie });
    expect(history.body.find((m) => m._id === sent._id)!.staffName).toBe("Omar");
    await t.db.update(users).set({ name: "Omar" }).where(eq(users.id, omar.user.userId));
  });
});

describe("every staff member who chats hears the agency's inbox on their own sockets", () => {
  test("a second coordinator's socket receives the studio's message and the first coordinator's answer; the bookkeeper's does not", async () => {
    const studio = await t.signUp("client");
    const [marieSocket, omarSocket, booksSocket] = await Promise.all([openSocket(marie.cookie), openSocket(omar.cookie), openSocket(books.cookie)]);
    await Promise.all([marieSocket.join(marie.user.userId), omarSocket.join(omar.user.userId), booksSocket.join(books.user.userId)]);
    const question = await send(studio.cookie, ADMIN_ID, "Is Saturday free?");
    await marieSocket.waitFor(isMessage(question._id), "the studio's message on Marie's socket");
    await omarSocket.waitFor(isMessage(question._id), "the studio's message on Omar's socket");
    // Reached the agency: delivered.
    await omarSocket.waitFor((f) => f.event === "receipt" && f.data.messageIds.includes(question._id), "the delivery receipt");
    const answer = await send(marie.cookie, studio.user.userId, "Yes it is");
    const seen = await omarSocket.waitFor(isMessage(answer._id), "Marie's answer on Omar's socket");
    expect(seen.event === "receive_message" && seen.data.staffName).toBe("Marie");
    // Omar answers too, through the socket's re-publish of a saved message of the agency.
    const second = await send(omar.cookie, studio.user.userId, "See you then");
    omarSocket.send("send_message", { _id: second._id });
    await marieSocket.waitFor(isMessage(second._id), "Omar's answer on Marie's socket");
    expect(omarSocket.frames.some((f) => f.event === "error")).toBe(false);
    await Bun.sleep(100);
    expect(booksSocket.frames.some((f) => f.event === "receive_message")).toBe(false);
  });
});

describe("PUT /api/admin/chat/:userId/assignee", () => {
  test("gives a conversation to a coordinator, then back to nobody; each change is in the audit log", async () => {
    const studio = await t.signUp("client");
    await send(studio.cookie, ADMIN_ID, "Hello");
    const given = await assign(omar.cookie, studio.user.userId, marie.user.userId);
    expect(given.status).toBe(200);
    expect(given.json.message).toBe("Conversation assigned");
    expect(given.body.assignee).toEqual({ userId: marie.user.userId, name: "Marie" });
    expect((await inbox(marie.cookie)).find((c) => c.user.userId === studio.user.userId)!.assignee).toEqual({ userId: marie.user.userId, name: "Marie" });
    const back = await assign(marie.cookie, studio.user.userId, null);
    expect(back.status).toBe(200);
    expect(back.body.assignee).toBeNull();
    expect((await inbox(marie.cookie)).find((c) => c.user.userId === studio.user.userId)!.assignee).toBeNull();
    const rows = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorName, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, studio.user.userId)))
      .orderBy(auditLog.at);
    expect(rows).toEqual([
      { action: "chat.assigned", actor: "Omar", changes: { assignee: [null, "Marie"] } },
      { action: "chat.unassigned", actor: "Marie", changes: { assignee: ["Marie", null] } },
    ]);
  });

  test("a bookkeeper or a removed member cannot take it (409), another account or an unknown id is a 404, a malformed body a 400", async () => {
    const studio = await t.signUp("client");
    const artist = await t.signUp("artist");
    const removed = await t.addStaff("coordinator", "Gone Soon");
    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, removed.user.userId));
    expect((await assign(owner.cookie, studio.user.userId, books.user.userId)).status).toBe(409);
    expect((await assign(owner.cookie, studio.user.userId, removed.user.userId)).status).toBe(409);
    expect((await assign(owner.cookie, studio.user.userId, artist.user.userId)).status).toBe(404);
    expect((await assign(owner.cookie, studio.user.userId, Bun.randomUUIDv7())).status).toBe(404);
    // The conversation must be a studio's or an artist's.
    expect((await assign(owner.cookie, marie.user.userId, marie.user.userId)).status).toBe(404);
    expect((await assign(owner.cookie, Bun.randomUUIDv7(), marie.user.userId)).status).toBe(404);
    const malformed = await t.call("PUT", `/api/admin/chat/${studio.user.userId}/assignee`, { cookie: owner.cookie, body: { staffUserId: "nope" } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe("Staff user id is not a valid id");
    const french = await t.call("PUT", `/api/admin/chat/${studio.user.userId}/assignee`, {
      cookie: owner.cookie,
      body: { staffUserId: books.user.userId },
      headers: { "accept-language": "fr" },
    });
    expect(french.json.message).toBe("Seul un propriétaire ou un coordonnateur actif peut prendre une conversation");
  });

  test("per staff role: the owner and coordinators assign, the bookkeeper gets a 403; studios and artists a 403", async () => {
    const studio = await t.signUp("client");
    expect((await assign(owner.cookie, studio.user.userId, omar.user.userId)).status).toBe(200);
    expect((await assign(marie.cookie, studio.user.userId, owner.user.userId)).status).toBe(200);
    expect((await assign(books.cookie, studio.user.userId, null)).status).toBe(403);
    expect((await assign(studio.cookie, studio.user.userId, null)).status).toBe(403);
    expect((await t.call("GET", "/api/admin/conversations", { cookie: books.cookie })).status).toBe(403);
    const staff = await t.call<ChatAssignee[]>("GET", "/api/admin/chat/staff", { cookie: marie.cookie });
    const names = staff.body.map((s) => s.name);
    expect(names).toContain("Marie");
    expect(names).toContain("Omar");
    expect(names).not.toContain("Bea Books");
  });
});

describe("GET /api/admin/conversations?assignee=", () => {
  test("me, none and any keep the caller's, the unassigned, and every conversation", async () => {
    const [mine, theirs, nobodys] = await Promise.all([t.signUp("client"), t.signUp("artist"), t.signUp("client")]);
    for (const who of [mine, theirs, nobodys]) await send(who.cookie, ADMIN_ID, `From ${who.user.name}`);
    await assign(owner.cookie, mine.user.userId, marie.user.userId);
    await assign(owner.cookie, theirs.user.userId, omar.user.userId);
    const ids = (list: Conversation[]) => list.map((c) => c.user.userId);
    const forMe = ids(await inbox(marie.cookie, "me"));
    expect(forMe).toContain(mine.user.userId);
    expect(forMe).not.toContain(theirs.user.userId);
    expect(forMe).not.toContain(nobodys.user.userId);
    const unassigned = ids(await inbox(marie.cookie, "none"));
    expect(unassigned).toContain(nobodys.user.userId);
    expect(unassigned).not.toContain(mine.user.userId);
    expect(unassigned).not.toContain(theirs.user.userId);
    const all = ids(await inbox(marie.cookie, "any"));
    for (const who of [mine, theirs, nobodys]) expect(all).toContain(who.user.userId);
    expect(ids(await inbox(marie.cookie))).toEqual(all);
    const wrong = await t.call("GET", "/api/admin/conversations?assignee=everyone", { cookie: marie.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("Assignee must be me, none or any");
  });
});

describe("a studio's or an artist's new message notifies", () => {
  test("the assignee alone when the conversation has one", async () => {
    const artist = await t.signUp("artist", "Ana Dancer");
    await assign(owner.cookie, artist.user.userId, omar.user.userId);
    await send(artist.cookie, ADMIN_ID, "Running late for the class");
    const [notice] = await chatNotices(omar.cookie);
    expect(notice).toMatchObject({ title: "New message from Ana Dancer", body: "Ana Dancer wrote: Running late for the class", link: "/admin/inbox" });
    const [french] = await chatNotices(omar.cookie, "fr");
    expect(french!.title).toBe("Nouveau message de Ana Dancer");
    for (const other of [marie, owner, books]) {
      expect((await chatNotices(other.cookie)).some((n) => n.body.includes("Running late"))).toBe(false);
    }
  });

  test("every coordinator and the owner when nobody has it, once per conversation and quarter of an hour; never the bookkeeper", async () => {
    const studio = await t.signUp("client", "Studio Nova");
    const first = await send(studio.cookie, ADMIN_ID, "First question");
    const second = await send(studio.cookie, ADMIN_ID, "Second question");
    // Two notices only when the messages fell on both sides of a quarter's end.
    const quarter = (m: ChatMessage) => Math.floor(Date.parse(m.createdAt) / (15 * 60_000));
    const expected = quarter(first) === quarter(second) ? 1 : 2;
    for (const who of [marie, omar, owner]) {
      expect((await chatNotices(who.cookie)).filter((n) => n.title === "New message from Studio Nova").length).toBe(expected);
    }
    expect((await chatNotices(books.cookie)).length).toBe(0);
    // The agency's own answers notify nobody of the staff.
    const before = await t.db.select().from(notifications).where(eq(notifications.kind, "admin.chat_message"));
    await send(marie.cookie, studio.user.userId, "An answer");
    await t.deps.notifications.idle();
    expect((await t.db.select().from(notifications).where(eq(notifications.kind, "admin.chat_message"))).length).toBe(before.length);
  });
});
