import { expect, test } from "bun:test";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { suiteServedApp } from "../../../tests/served-app.ts";
import { openTestSocket, rawHandshake } from "../../../tests/realtime.ts";

// The shortest idle timeout the socket layer allows (it rounds to 4 s steps, minimum 8).
const IDLE_SECONDS = 8;

const { t, served } = await suiteServedApp({ idleTimeoutSeconds: IDLE_SECONDS });

test("pings keep a silent live socket open, and a peer that never answers is dropped", async () => {
  const client = await t.signUp("client");
  const live = await openTestSocket(served.wsUrl, client.cookie);
  await live.join(client.user.userId);
  const dead = await rawHandshake(served.server.port!, { cookie: client.cookie });
  expect(dead.status).toBe(101);
  expect(served.hub.connections).toBe(2);

  // Neither sends anything from now on; only the live one answers the server's pings.
  await dead.closed;
  expect(served.hub.connections).toBe(1);
  expect(live.ws.readyState).toBe(WebSocket.OPEN);

  const { json } = await t.call("POST", "/api/chat/send", { cookie: client.cookie, body: { receiverId: ADMIN_ID, message: "still there?" } });
  const sent = (json as typeof json & { chat: { _id: string } }).chat;
  await live.waitFor((f) => f.event === "receive_message" && f.data._id === sent._id);
  live.ws.close();
}, 40_000);
