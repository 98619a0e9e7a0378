import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { auditLog, twoFactor, twoFactorChallenges, twoFactorRecoveryCodes } from "../../../db/schema.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import { sessionCookie, suiteApp } from "../../../tests/harness.ts";
import type { StaffMember } from "../staff/staff.contract.ts";
import { timeStep, totpAt } from "./totp.ts";
import type { TwoFactorSetup, TwoFactorStatus } from "./two-factor.contract.ts";

const t = await suiteApp();
const PASSWORD = "password-123";

/** A code for a time step after `lastStep` that the server still takes (now, or the step after the last one used). */
const freshCode = (secret: string, lastStep: number) => {
  const step = Math.max(timeStep(Date.now()), lastStep + 1);
  return { step, code: totpAt(secret, step) };
};

/** A new studio account with two-factor sign-in turned on: its secret, recovery codes and the step its first code used. */
async function withTwoFactor() {
  const account = await t.signUp("client");
  const setup = await t.call<TwoFactorSetup>("POST", "/api/auth/2fa/setup", { cookie: account.cookie });
  expect(setup.status).toBe(200);
  const step = timeStep(Date.now());
  const enabled = await t.call<{ recoveryCodes: string[] }>("POST", "/api/auth/2fa/enable", {
    cookie: account.cookie,
    body: { code: await totpAt(setup.body.secret, step) },
  });
  expect(enabled.status).toBe(200);
  return { ...account, secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes, lastStep: step };
}

/** Signs in with the password: the answer and the challenge's cookie ("two_factor=…"), if any. */
async function passwordStep(email: string, password = PASSWORD) {
  const res = await t.request("POST", "/api/auth/login", { body: { email, password } });
  const cookies = res.headers.getSetCookie();
  const challenge = cookies.find((c) => c.startsWith("two_factor="));
  return { res, json: (await res.json()) as { status: boolean; message: string; response: unknown }, cookies, challenge: challenge?.split(";")[0] };
}

const verify = (challenge: string | undefined, code: string) => t.call<SessionUser>("POST", "/api/auth/2fa/verify", { cookie: challenge, body: { code } });

const auditActions = async (userId: string) =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, userId))).map((r) => r.action);

describe("setting up and turning on", () => {
  test("setup answers the secret, its otpauth address and a QR code; the secret is stored sealed and is not on until a code proves it", async () => {
    const { cookie, user, email } = await t.signUp("artist");
    const setup = await t.call<TwoFactorSetup>("POST", "/api/auth/2fa/setup", { cookie });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toStartWith("otpauth://totp/DanceLink:");
    expect(setup.body.otpauthUri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toStartWith("<svg");
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, user.userId));
    expect(row!.secretSealed).not.toContain(setup.body.secret);
    expect(row!.enabledAt).toBeNull();
    // Pending: the password alone still signs in.
    const login = await passwordStep(email);
    expect(login.res.status).toBe(200);
    expect(login.challenge).toBeUndefined();
    expect((await t.call<TwoFactorStatus>("GET", "/api/auth/2fa", { cookie })).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  test("a wrong first code does not turn it on; a right one gives ten recovery codes, stored hashed, and an audit row", async () => {
    const { cookie, user } = await t.signUp("client");
    const setup = await t.call<TwoFactorSetup>("POST", "/api/auth/2fa/setup", { cookie });
    const wrong = await t.call("POST", "/api/auth/2fa/enable", { cookie, body: { code: "12345" } });
    expect(wrong.status).toBe(400);
    const right = await t.call<{ recoveryCodes: string[] }>("POST", "/api/auth/2fa/enable", {
      cookie,
      body: { code: await totpAt(setup.body.secret, timeStep(Date.now())) },
    });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(new Set(right.body.recoveryCodes).size).toBe(10);
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.userId));
    expect(stored).toHaveLength(10);
    for (const code of right.body.recoveryCodes) expect(stored.some((s) => s.codeHash.includes(code))).toBe(false);
    expect(await auditActions(user.userId)).toContain("auth.two_factor_enabled");
    expect((await t.call<TwoFactorStatus>("GET", "/api/auth/2fa", { cookie })).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // On: a new setup would replace the secret, so it is refused until turned off.
    expect((await t.call("POST", "/api/auth/2fa/setup", { cookie })).status).toBe(409);
  });

  test("enable without a setup is a 409; signed out, a 401", async () => {
    const { cookie } = await t.signUp("client");
    expect((await t.call("POST", "/api/auth/2fa/enable", { cookie, body: { code: "123456" } })).status).toBe(409);
    expect((await t.call("POST", "/api/auth/2fa/setup")).status).toBe(401);
  });
});

describe("signing in with a second factor", () => {
  test("the right password answers twoFactorRequired and no session; the code completes it as a login does", async () => {
    const account = await withTwoFactor();
    const first = await passwordStep(account.email);
    expect(first.res.status).toBe(200);
    expect(first.json.response).toEqual({ twoFactorRequired: true });
    expect(first.cookies.some((c) => c.startsWith("session="))).toBe(false);
    expect(first.challenge).toBeDefined();
    const setCookie = first.cookies.find((c) => c.startsWith("two_factor="))!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Max-Age=300");

    const { code } = freshCode(account.secret, account.lastStep);
    const done = await verify(first.challenge, await code);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ role: "client", userId: account.user.userId, name: account.user.name });
    const me = await t.call("GET", "/api/auth/me", { cookie: sessionCookie(done.res) });
    expect(me.status).toBe(200);
    expect(await auditActions(account.user.userId)).toContain("auth.signed_in");
  });

  test("a wrong password answers as any wrong password does, with no challenge", async () => {
    const account = await withTwoFactor();
    const wrong = await passwordStep(account.email, "not-the-password");
    expect(wrong.res.status).toBe(401);
    expect(wrong.json.message).toBe("Invalid email or password");
    expect(wrong.challenge).toBeUndefined();
  });

  test("a code is accepted once: its replay, even on a new sign-in, is refused", async () => {
    const account = await withTwoFactor();
    const { code } = freshCode(account.secret, account.lastStep);
    const once = await verify((await passwordStep(account.email)).challenge, await code);
    expect(once.status).toBe(200);
    const again = await verify((await passwordStep(account.email)).challenge, await code);
    expect(again.status).toBe(401);
    expect(again.json.response).toBeNull();
    // The code used to turn it on is spent too.
    const enableCode = await totpAt(account.secret, account.lastStep);
    expect((await verify((await passwordStep(account.email)).challenge, enableCode)).status).toBe(401);
  });

  test("a recovery code signs in once, in any letter case, and not twice", async () => {
    const account = await withTwoFactor();
    const recovery = account.recoveryCodes[0]!;
    const first = await verify((await passwordStep(account.email)).challenge, recovery.toUpperCase());
    expect(first.status).toBe(200);
    const second = await verify((await passwordStep(account.email)).challenge, recovery);
    expect(second.status).toBe(401);
    expect((await t.call<TwoFactorStatus>("GET", "/api/auth/2fa", { cookie: sessionCookie(first.res) })).body.recoveryCodesLeft).toBe(9);
  });

  test("a challenge lasts 5 minutes; without one the code completes nothing", async () => {
    const account = await withTwoFactor();
    const { challenge } = await passwordStep(account.email);
    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.userId, account.user.userId));
    const { code } = freshCode(account.secret, account.lastStep);
    const late = await verify(challenge, await code);
    expect(late.status).toBe(401);
    expect(late.json.message).toBe("Your sign-in has expired. Sign in again with your email and password.");
    expect((await verify(undefined, await code)).status).toBe(401);
    expect((await verify("two_factor=forged", await code)).status).toBe(401);
  });

  test("five wrong codes lock the second step for 15 minutes, the right code included, whatever new sign-in; each is in the audit log", async () => {
    const account = await withTwoFactor();
    const { challenge } = await passwordStep(account.email);
    const right = await freshCode(account.secret, account.lastStep).code;
    const wrongCode = right === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) expect((await verify(challenge, wrongCode)).status).toBe(401);
    const fifth = await verify(challenge, wrongCode);
    expect(fifth.status).toBe(429);
    expect(fifth.json.message).toBe("Too many wrong codes. Try again in 15 minutes, or use a recovery code then.");
    expect((await verify(challenge, right)).status).toBe(429);
    expect((await verify((await passwordStep(account.email)).challenge, right)).status).toBe(429);
    expect((await verify((await passwordStep(account.email)).challenge, account.recoveryCodes[1]!)).status).toBe(429);
    const failed = (await auditActions(account.user.userId)).filter((a) => a === "auth.two_factor_failed");
    expect(failed).toHaveLength(5);
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, account.user.userId));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Once the lock has passed, the right code signs in.
    await t.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, account.user.userId));
    expect((await verify((await passwordStep(account.email)).challenge, right)).status).toBe(200);
  });
});

describe("turning it off", () => {
  test("takes the password and a code; a wrong one of either is a 403 and leaves it on", async () => {
    const account = await withTwoFactor();
    const { code } = freshCode(account.secret, account.lastStep);
    const wrongPassword = await t.call("DELETE", "/api/auth/2fa", { cookie: account.cookie, body: { password: "not-the-password", code: await code } });
    expect(wrongPassword.status).toBe(403);
    const wrongCode = await t.call("DELETE", "/api/auth/2fa", { cookie: account.cookie, body: { password: PASSWORD, code: "abcde-fghij" } });
    expect(wrongCode.status).toBe(403);
    expect((await t.call<TwoFactorStatus>("GET", "/api/auth/2fa", { cookie: account.cookie })).body.enabled).toBe(true);
    const off = await t.call("DELETE", "/api/auth/2fa", { cookie: account.cookie, body: { password: PASSWORD, code: account.recoveryCodes[2]! } });
    expect(off.status).toBe(200);
    expect(await auditActions(account.user.userId)).toContain("auth.two_factor_disabled");
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, account.user.userId))).toHaveLength(0);
    // Off: the password alone signs in again.
    const login = await passwordStep(account.email);
    expect(login.challenge).toBeUndefined();
    expect(login.cookies.some((c) => c.startsWith("session="))).toBe(true);
    expect((await t.call("DELETE", "/api/auth/2fa", { cookie: account.cookie, body: { password: PASSWORD, code: "123456" } })).status).toBe(409);
  });
});

describe("the owner requires it of all staff", () => {
  test("staff without it get a 403 flagged for the console's setup screen; with it, their areas; the staff list says who has it", async () => {
    const owner = await t.addStaff("owner");
    const coordinator = await t.addStaff("coordinator");
    // The owner turns it on for their own account first.
    const refused = await t.call("PUT", "/api/admin/staff/security/require-two-factor", { cookie: owner.cookie });
    expect(refused.status).toBe(409);
    const setup = await t.call<TwoFactorSetup>("POST", "/api/auth/2fa/setup", { cookie: owner.cookie });
    const ownerStep = timeStep(Date.now());
    await t.call("POST", "/api/auth/2fa/enable", { cookie: owner.cookie, body: { code: await totpAt(setup.body.secret, ownerStep) } });
    const saved = await t.call("PUT", "/api/admin/staff/security/require-two-factor", { cookie: owner.cookie });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ requireStaffTwoFactor: true });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "agency.staff_security_changed"), eq(auditLog.actorUserId, owner.user.userId)));
    expect(row!.changes).toEqual({ requireStaffTwoFactor: [false, true] });

    const blocked = await t.call("GET", "/api/admin/artists", { cookie: coordinator.cookie });
    expect(blocked.status).toBe(403);
    expect(blocked.json).toEqual({
      status: false,
      message: "The agency requires two-factor sign-in for its staff: set it up in your account settings to continue.",
      response: { twoFactorSetupRequired: true },
    });
    // Setting it up is outside the console, so it stays open to them.
    const own = await t.call<TwoFactorSetup>("POST", "/api/auth/2fa/setup", { cookie: coordinator.cookie });
    await t.call("POST", "/api/auth/2fa/enable", { cookie: coordinator.cookie, body: { code: await totpAt(own.body.secret, timeStep(Date.now())) } });
    expect((await t.call("GET", "/api/admin/artists", { cookie: coordinator.cookie })).status).toBe(200);

    const staff = await t.call<StaffMember[]>("GET", "/api/admin/staff", { cookie: owner.cookie });
    expect(staff.body.find((m) => m.userId === coordinator.user.userId)!.twoFactor).toBe(true);
    expect(staff.body.find((m) => m.userId === owner.user.userId)!.twoFactor).toBe(true);
    const other = await t.addStaff("bookkeeper");
    expect((await t.call<StaffMember[]>("GET", "/api/admin/staff", { cookie: owner.cookie })).body.find((m) => m.userId === other.user.userId)!.twoFactor).toBe(
      false,
    );

    // A coordinator may not change the requirement; the owner lifts it.
    expect((await t.call("DELETE", "/api/admin/staff/security/require-two-factor", { cookie: coordinator.cookie })).status).toBe(403);
    expect((await t.call("DELETE", "/api/admin/staff/security/require-two-factor", { cookie: owner.cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/admin/staff/security", { cookie: owner.cookie })).body).toEqual({ requireStaffTwoFactor: false });
    expect((await t.call("GET", "/api/admin/tax-rates", { cookie: other.cookie })).status).toBe(200);
  });
});
