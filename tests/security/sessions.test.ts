import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness.ts";
import { suiteServedApp } from "../served-app.ts";
import { ADMIN_ID } from "../../src/platform/contract/roles.ts";
import { upsertAdmin } from "../../src/features/accounts/accounts.ts";
import { CHAT_CLOSE_CODES } from "../../src/features/chat/chat.contract.ts";
import { openTestSocket } from "../realtime.ts";

/**
 * Logout only cleared the cookie; a copy of the 7-day JWT
 * kept working, on the API and the chat socket. Sessions are rows now: logout
 * deletes its row, a password change deletes all of the user's, and either
 * closes the sockets of what it ended.
 */

const { t, served, openSocket } = await suiteServedApp();

async function socketOf(cookie: string, userId: string) {
  const socket = await openSocket(cookie);
  await socket.join(userId);
  return socket;
}
const me = (cookie: string) => t.call("GET", "/api/auth/me", { cookie });

describe("logout ends the session", () => {
  test("a copy of the cookie is refused after logout, on the API and the socket; the user's other sessions go on", async () => {
    const { cookie, user, email } = await t.signUp("client");
    const other = await t.logIn(email, "password-123");
    const socket = await socketOf(cookie, user.userId);
    const otherSocket = await socketOf(other.cookie, user.userId);

    const out = await t.call("POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(200);
    expect(out.res.headers.getSetCookie().some((c) => c.startsWith("session=;"))).toBe(true);

    // The copy an attacker kept: signed out everywhere.
    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ status: false, message: "Please log in to continue", response: null });
    expect((await t.call("GET", "/api/client/check-client-profile", { cookie })).status).toBe(401);
    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    const refused = await openTestSocket(served.wsUrl, cookie).then(
      () => "opened",
      () => "refused",
    );
    expect(refused).toBe("refused");

    // The other device is untouched.
    expect((await me(other.cookie)).status).toBe(200);
    otherSocket.send("ping");
    await otherSocket.waitFor((f) => f.event === "pong", "pong");
  });

  test("signing in on a browser that holds another user's session ends that session", async () => {
    const first = await t.signUp("artist");
    const second = await t.signUp("client");
    const res = await t.request("POST", "/api/auth/login", { cookie: first.cookie, body: { email: second.email, password: "password-123" } });
    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))!
      .split(";")[0]!;
    expect((await me(first.cookie)).status).toBe(401);
    expect((await me(renewed)).json).toMatchObject({ response: { userId: second.user.userId } });
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, first.user.userId))).length).toBe(0);
  });

  test("the table keeps who, when and which browser, never the cookie's secret", async () => {
    const res = await t.request("POST", "/api/auth/login", {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { "user-agent": "Firefox test" },
    });
    const secret = decodeURIComponent(res.headers.getSetCookie()[0]!.split(";")[0]!.split("=")[1]!);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, ADMIN_ID));
    const row = rows.find((r) => r.userAgent === "Firefox test")!;
    expect(row.tokenHash).not.toBe(secret);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(6.9 * 24 * 3600_000);
  });
});

describe("a changed password ends every session of the user", () => {
  // Several argon2id hashes and logins: on a loaded machine (PostgreSQL, CI) they take longer than the default 5 s.
  test("ADMIN_PASSWORD or admin:create with a new password signs the admin out everywhere; the same password at a restart does not", async () => {
    const first = await t.adminLogin();
    const second = await t.adminLogin();
    const socket = await socketOf(first.cookie, ADMIN_ID);

    await upsertAdmin(t.db, t.deps.events, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await me(first.cookie)).status).toBe(200);
    expect((await me(second.cookie)).status).toBe(200);

    const changed = "another-admin-password-9";
    await upsertAdmin(t.db, t.deps.events, ADMIN_EMAIL, changed);
    try {
      expect((await me(first.cookie)).status).toBe(401);
      expect((await me(second.cookie)).status).toBe(401);
      expect(await socket.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
      expect((await t.db.select().from(sessions).where(eq(sessions.userId, ADMIN_ID))).length).toBe(0);
      // The new password works.
      expect((await me((await t.logIn(ADMIN_EMAIL, changed)).cookie)).status).toBe(200);
    } finally {
      await upsertAdmin(t.db, t.deps.events, ADMIN_EMAIL, ADMIN_PASSWORD);
    }
  }, 30_000);
});
