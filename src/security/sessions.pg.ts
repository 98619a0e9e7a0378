import { expect, test } from "bun:test";
import type { RunningServer } from "../../e2e/support.ts";
import { twoInstances } from "../../tests/instances.ts";
import { CHAT_CLOSE_CODES } from "../contracts/chat.ts";
import { remotePost, remoteSignUp } from "../realtime/testing.ts";

/**
 * Issue 17, finding 4, across instances: a session logged out on instance A is
 * refused by instance B within a second (B had it cached), and its socket on B
 * is closed, through the `session.revoked` event (LISTEN/NOTIFY).
 */
const { a, b, socketOn } = await twoInstances({ JWT_SECRET: "pg-sessions-secret-pg-sessions-secret-12" });

const meOn = async (server: RunningServer, cookie: string) => (await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).status;

test("logged out on A: refused on B within 1 s, and its socket on B closed; another session of the user lives on", async () => {
  const session = await remoteSignUp(a.url, "client");
  // B knows the session (cached), and holds its socket.
  expect(await meOn(b, session.cookie)).toBe(200);
  const socket = await socketOn(b, session);
  const other = await remoteSignUp(b.url, "artist");
  const otherSocket = await socketOn(b, other);

  await remotePost(a.url, "/api/auth/logout", {}, { cookie: session.cookie });
  const loggedOutAt = Date.now();

  let status = await meOn(b, session.cookie);
  while (status !== 401 && Date.now() - loggedOutAt < 1_000) {
    await Bun.sleep(20);
    status = await meOn(b, session.cookie);
  }
  expect(status).toBe(401);
  expect(Date.now() - loggedOutAt).toBeLessThan(1_000);
  const closedCode = await Promise.race([socket.closed, Bun.sleep(1_000).then(() => "still open")]);
  expect(closedCode).toBe(CHAT_CLOSE_CODES.sessionEnded);

  // Nobody else was signed out.
  expect(await meOn(b, other.cookie)).toBe(200);
  otherSocket.send("ping");
  await otherSocket.waitFor((f) => f.event === "pong", "pong");
}, 60_000);
