import { expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../scripts/lib/server.ts";
import { twoInstances } from "../instances.ts";
import type { ChatMessage } from "../../src/features/chat/chat.contract.ts";
import { ADMIN_ID } from "../../src/platform/contract/roles.ts";
import { receivedIds, remoteLogIn, remotePost, remoteSignUp, type TestSocket } from "../realtime.ts";

// Two real server processes on one fresh PostgreSQL database (no sticky sessions).
const { a, b, socketOn } = await twoInstances({ JWT_SECRET: "pg-fanout-secret-pg-fanout-secret-1234" });

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
