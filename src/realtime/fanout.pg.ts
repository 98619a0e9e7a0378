import { afterAll, beforeAll, expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from "../../e2e/support.ts";
import { createTestDatabase } from "../../tests/harness.ts";
import type { ChatMessage } from "../contracts/chat.ts";
import { ADMIN_ID, type SessionUser } from "../contracts/roles.ts";
import { openTestSocket, receivedIds, remoteLogIn, remotePost, remoteSignUp, type TestSocket } from "./testing.ts";

// Two real server processes on one fresh PostgreSQL database (DESIGN §10: no sticky sessions).
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createTestDatabase();
const env = { DATABASE_URL: database.url, SEED_DEMO: "0", NODE_ENV: "production", JWT_SECRET: "pg-fanout-secret-pg-fanout-secret-1234", LOG_LEVEL: "info" };

let a: RunningServer;
let b: RunningServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  // One after the other: the first start may build the islands the second one reuses.
  a = await startServer(env);
  b = await startServer(env);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.ws.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database.drop();
});

async function socketOn(server: RunningServer, session: { cookie: string; user: SessionUser }) {
  const socket = await openTestSocket(`${server.url.replace(/^http/, "ws")}/ws`, session.cookie);
  sockets.push(socket);
  await socket.join(session.user.userId);
  return socket;
}
const arrival = (socket: TestSocket, chat: ChatMessage) =>
  socket.waitFor((f) => f.event === "receive_message" && f.data._id === chat._id, `"${chat.message.slice(0, 20)}"`);

test("a message sent through instance A reaches sockets on instance B, and the other way round", async () => {
  const admin = await remoteLogIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const client = await remoteSignUp(a.url, "client");
  const adminOnA = await socketOn(a, admin);
  const adminOnB = await socketOn(b, admin);
  const clientOnB = await socketOn(b, client);

  const viaA = (await remotePost(a.url, "/api/chat/send", { receiverId: ADMIN_ID, message: "Sent through A" }, client)).json.chat!;
  for (const s of [adminOnA, adminOnB, clientOnB]) expect((await arrival(s, viaA)).data).toEqual(viaA);

  const viaB = (await remotePost(b.url, "/api/chat/send", { receiverId: client.user.userId, message: "Answered through B" }, admin)).json.chat!;
  for (const s of [adminOnA, adminOnB, clientOnB]) expect((await arrival(s, viaB)).data).toEqual(viaB);

  // The largest message a person can send (2,000 three-byte characters): it still crosses whole.
  const bulky = `${"€".repeat(1997)} ok`;
  const large = (await remotePost(a.url, "/api/chat/send", { receiverId: ADMIN_ID, message: bulky }, client)).json.chat!;
  for (const s of [adminOnA, adminOnB, clientOnB]) expect((await arrival(s, large)).data).toEqual(large);

  // The sending instance delivers locally once and ignores its own notification.
  for (const s of [adminOnA, adminOnB, clientOnB]) expect(receivedIds(s)).toEqual([viaA._id, viaB._id, large._id]);
}, 60_000);
