import { expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from "../../scripts/lib/server.ts";
import { twoInstances } from "../instances.ts";
import { CHAT_CLOSE_CODES } from "../../src/features/chat/chat.contract.ts";
import { remoteLogIn, remotePost, remoteSignUp } from "../realtime.ts";

/**
 * Ended sessions across instances: a session ended on
 * instance A (logout, logout-all, a password change, the admin disabling the
 * account) is refused by instance B within a second (B had it cached), and its
 * socket on B is closed, through the `session.revoked` event (LISTEN/NOTIFY).
 */
const { a, b, socketOn } = await twoInstances({ JWT_SECRET: "pg-sessions-secret-pg-sessions-secret-12", TRUST_PROXY: "1" });

const meOn = async (server: RunningServer, cookie: string) => (await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).status;

/** Each sign-up and login from an address of its own behind the proxy: the suite stays inside the per-address limits. */
let addresses = 0;
const newAddress = () => ({ "x-forwarded-for": `198.51.100.${++addresses}` });
const signUp = (server: RunningServer, role: "client" | "artist") => remoteSignUp(server.url, role, newAddress());
const PASSWORD = "password-123";

/** B refuses `cookie` (401) within a second of `since`, when the session was ended on A. */
async function expectRefusedOnBWithinASecond(cookie: string, since: number) {
  let status = await meOn(b, cookie);
  while (status !== 401 && Date.now() - since < 1_000) {
    await Bun.sleep(20);
    status = await meOn(b, cookie);
  }
  expect(status).toBe(401);
  expect(Date.now() - since).toBeLessThan(1_000);
}

/** A studio user signed up on A, with a second session (another browser) signed in on B; B has both cached. */
async function userWithTwoSessions() {
  const email = `two-sessions-${crypto.randomUUID()}@remote.test`;
  await remotePost(a.url, "/api/auth/register", { name: "Two Browsers", email, role: "client", password: PASSWORD }, { headers: newAddress() });
  const onA = await remoteLogIn(a.url, email, PASSWORD, newAddress());
  const onB = await remoteLogIn(b.url, email, PASSWORD, newAddress());
  expect(await meOn(b, onA.cookie)).toBe(200);
  expect(await meOn(b, onB.cookie)).toBe(200);
  return { user: onA.user, onA: onA.cookie, onB: onB.cookie };
}

test("logged out on A: refused on B within 1 s, and its socket on B closed; another session of the user lives on", async () => {
  const session = await signUp(a, "client");
  // B knows the session (cached), and holds its socket.
  expect(await meOn(b, session.cookie)).toBe(200);
  const socket = await socketOn(b, session);
  const other = await signUp(b, "artist");
  const otherSocket = await socketOn(b, other);

  await remotePost(a.url, "/api/auth/logout", {}, { cookie: session.cookie });
  await expectRefusedOnBWithinASecond(session.cookie, Date.now());
  const closedCode = await Promise.race([socket.closed, Bun.sleep(1_000).then(() => "still open")]);
  expect(closedCode).toBe(CHAT_CLOSE_CODES.sessionEnded);

  // Nobody else was signed out.
  expect(await meOn(b, other.cookie)).toBe(200);
  otherSocket.send("ping");
  await otherSocket.waitFor((f) => f.event === "pong", "pong");
}, 60_000);

test("signed out everywhere on A: both sessions refused on B within 1 s", async () => {
  const { onA, onB } = await userWithTwoSessions();
  await remotePost(a.url, "/api/auth/logout-all", {}, { cookie: onA });
  const at = Date.now();
  await expectRefusedOnBWithinASecond(onB, at);
  await expectRefusedOnBWithinASecond(onA, at);
}, 60_000);

test("password changed on A: the other session refused on B within 1 s, the one that changed it goes on", async () => {
  const { onA, onB } = await userWithTwoSessions();
  const res = await fetch(`${a.url}/api/auth/password`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie: onA },
    body: JSON.stringify({ currentPassword: PASSWORD, newPassword: "a-new-passphrase-for-two-browsers" }),
  });
  expect(res.status).toBe(200);
  await expectRefusedOnBWithinASecond(onB, Date.now());
  expect(await meOn(b, onA)).toBe(200);
}, 60_000);

test("account disabled by the admin on A: its sessions refused on B within 1 s", async () => {
  const { user, onA, onB } = await userWithTwoSessions();
  const admin = await remoteLogIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD, newAddress());
  const res = await fetch(`${a.url}/api/admin/users/${user.userId}/status`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie: admin.cookie },
    body: JSON.stringify({ status: "disabled" }),
  });
  expect(res.status).toBe(200);
  const at = Date.now();
  await expectRefusedOnBWithinASecond(onB, at);
  await expectRefusedOnBWithinASecond(onA, at);
}, 60_000);
