import { describe, expect, test } from "bun:test";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { accountTokens, users } from "../../../db/schema.ts";
import { lastMail, mailedToken, PASSWORD, register } from "../../../tests/account-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";

const t = await suiteApp();
const change = (cookie: string, email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  t.call("PUT", "/api/auth/email", { cookie, body: { password, email }, headers });
const verify = (token: string) => t.call("POST", "/api/auth/verify-email", { body: { token } });
const fresh = () => `moved-${Bun.randomUUIDv7()}@test.local`;

describe("PUT /api/auth/email", () => {
  test("mails a link to the new address and a notice to the old; nothing changes until the link is followed", async () => {
    const { email, cookie } = await register(t);
    const next = fresh();
    const r = await change(cookie, next);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      status: true,
      message: "Check the inbox of your new address: the change applies when you follow the link we sent there.",
      response: { pendingEmail: next },
    });
    const confirm = await lastMail(t, next, "confirm-new-email");
    expect(confirm!.params.path).toMatch(/^\/verify-email\?token=/);
    expect(await lastMail(t, email, "email-change-notice")).toMatchObject({ params: { name: "New client", newEmail: next } });
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ email, pendingEmail: next });
    await t.logIn(email, PASSWORD);

    const moved = await verify(await mailedToken(t, next, "confirm-new-email"));
    expect(moved.json).toEqual({ status: true, message: "Your new email address is confirmed", response: { email: next, purpose: "change_email" } });
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
    await t.logIn(next, PASSWORD);
    expect((await t.call("POST", "/api/auth/login", { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  test("a wrong password is a 403 and mails nothing", async () => {
    const { email, cookie } = await register(t);
    const next = fresh();
    const r = await change(cookie, next, "not-my-password");
    expect(r.status).toBe(403);
    expect(r.json.message).toBe("Your password is not correct");
    expect(await lastMail(t, next, "confirm-new-email")).toBeUndefined();
    expect(await lastMail(t, email, "email-change-notice")).toBeUndefined();
  });

  test("the same address (any case) is a 400; another account's is a 409; in French too", async () => {
    const { email, cookie } = await register(t);
    const same = await change(cookie, email.toUpperCase());
    expect(same.status).toBe(400);
    expect(same.json.message).toBe("This is already your email address");
    const other = await register(t);
    const taken = await change(cookie, other.email, PASSWORD, { "accept-language": "fr" });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe("Un compte existe déjà avec ce courriel");
  });

  test("an invalid address is a 400 naming the field", async () => {
    const { cookie } = await register(t);
    const r = await change(cookie, "not an address");
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Email must be a valid email address");
  });

  test("a newer request voids the older link", async () => {
    const { cookie } = await register(t);
    const first = fresh();
    const second = fresh();
    await change(cookie, first);
    const firstToken = await mailedToken(t, first, "confirm-new-email");
    await change(cookie, second);
    expect((await verify(firstToken)).status).toBe(400);
    expect((await verify(await mailedToken(t, second, "confirm-new-email"))).body).toMatchObject({ email: second });
  });

  test("someone registers the new address before the link is followed: 409, the account keeps its address", async () => {
    const { email, cookie } = await register(t);
    const next = fresh();
    await change(cookie, next);
    const token = await mailedToken(t, next, "confirm-new-email");
    await t.call("POST", "/api/auth/register", { body: { name: "Quick", email: next, role: "client", password: PASSWORD } });
    const r = await verify(token);
    expect(r.status).toBe(409);
    expect(r.json.message).toBe("An account with this email already exists");
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ email });
  });

  test("a verify-email link sent to an address the account left proves nothing", async () => {
    const { email, cookie } = await register(t);
    const oldLink = await mailedToken(t, email, "verify-email");
    const next = fresh();
    await change(cookie, next);
    expect((await verify(await mailedToken(t, next, "confirm-new-email"))).status).toBe(200);
    expect((await verify(oldLink)).status).toBe(400);
  });

  test("an expired confirmation is the same 400", async () => {
    const { cookie, userId } = await register(t);
    const next = fresh();
    await change(cookie, next);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, userId));
    expect((await verify(await mailedToken(t, next, "confirm-new-email"))).json.message).toBe(
      "This link is invalid, has expired or was already used. Ask for a new one.",
    );
  });

  test("signed out: 401; the mails go in the account's language", async () => {
    expect((await t.call("PUT", "/api/auth/email", { body: { password: PASSWORD, email: fresh() } })).status).toBe(401);
    const { email, cookie, userId } = await register(t);
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, userId));
    const next = fresh();
    await change(cookie, next);
    expect((await lastMail(t, next, "confirm-new-email"))!.locale).toBe("fr");
    expect((await lastMail(t, email, "email-change-notice"))!.locale).toBe("fr");
  });
});

describe("a pending change of address ends when the owner acts", () => {
  const forgot = (email: string) => t.call("POST", "/api/auth/forgot-password", { body: { email } });
  const reset = (token: string, password = "owner's new passphrase") => t.call("POST", "/api/auth/reset-password", { body: { token, password } });

  /** Someone who knew the password asks to move the account to their inbox: the link they would follow. */
  async function takeoverAttempt() {
    const owner = await register(t);
    const attacker = await t.logIn(owner.email, PASSWORD);
    const inbox = fresh();
    expect((await change(attacker.cookie, inbox)).status).toBe(200);
    return { owner, attacker, inbox, link: await mailedToken(t, inbox, "confirm-new-email") };
  }

  /** The attacker's link is void: the account keeps its address, and the attacker's inbox can reset nothing. */
  async function expectNoTakeover(owner: { email: string }, inbox: string, link: string, ownerPassword: string) {
    const followed = await verify(link);
    expect(followed.status).toBe(400);
    expect(followed.json.message).toBe("This link is invalid, has expired or was already used. Ask for a new one.");
    await forgot(inbox);
    expect(await lastMail(t, inbox, "reset-password")).toBeUndefined();
    await t.logIn(owner.email, ownerPassword);
  }

  test("a password reset voids it", async () => {
    const { owner, inbox, link } = await takeoverAttempt();
    await forgot(owner.email);
    expect((await reset(await mailedToken(t, owner.email, "reset-password"))).status).toBe(200);
    await expectNoTakeover(owner, inbox, link, "owner's new passphrase");
  });

  test("a password change voids it", async () => {
    const { owner, inbox, link } = await takeoverAttempt();
    const r = await t.call("PUT", "/api/auth/password", { cookie: owner.cookie, body: { currentPassword: PASSWORD, newPassword: "owner's new passphrase" } });
    expect(r.status).toBe(200);
    await expectNoTakeover(owner, inbox, link, "owner's new passphrase");
  });

  test("signing out everywhere voids it", async () => {
    const { owner, attacker, inbox, link } = await takeoverAttempt();
    expect((await t.call("POST", "/api/auth/logout-all", { cookie: owner.cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie: attacker.cookie })).status).toBe(401);
    await expectNoTakeover(owner, inbox, link, PASSWORD);
  });

  test("a disabled account's pending change stays void once enabled again", async () => {
    const { owner, inbox, link } = await takeoverAttempt();
    const admin = await t.adminLogin();
    for (const status of ["disabled", "active"])
      expect((await t.call("PUT", `/api/admin/users/${owner.userId}/status`, { cookie: admin.cookie, body: { status } })).status).toBe(200);
    await expectNoTakeover(owner, inbox, link, PASSWORD);
  });

  test("a reset link the owner asked for before a password change is void too", async () => {
    const { email, cookie } = await register(t);
    await forgot(email);
    const link = await mailedToken(t, email, "reset-password");
    await t.call("PUT", "/api/auth/password", { cookie, body: { currentPassword: PASSWORD, newPassword: "owner's new passphrase" } });
    expect((await reset(link, "someone else's passphrase")).status).toBe(400);
    await t.logIn(email, "owner's new passphrase");
  });
});

describe("a change of address that applies", () => {
  const forgot = (email: string) => t.call("POST", "/api/auth/forgot-password", { body: { email } });
  const reset = (token: string) => t.call("POST", "/api/auth/reset-password", { body: { token, password: "a new passphrase here" } });
  const liveLinks = (userId: string) =>
    t.db
      .select({ purpose: accountTokens.purpose })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)));

  test("the old address is told, in the account's language", async () => {
    const { email, cookie, userId } = await register(t);
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, userId));
    const next = fresh();
    await change(cookie, next);
    expect(await lastMail(t, email, "email-changed")).toBeUndefined();
    await verify(await mailedToken(t, next, "confirm-new-email"));
    expect(await lastMail(t, email, "email-changed")).toMatchObject({ locale: "fr", params: { name: "New client", newEmail: next } });
    expect(await lastMail(t, next, "email-changed")).toBeUndefined();
  });

  test("voids the reset and verification links mailed to the old address", async () => {
    const { email, cookie, userId } = await register(t);
    await forgot(email);
    const resetLink = await mailedToken(t, email, "reset-password");
    const verifyLink = await mailedToken(t, email, "verify-email");
    const next = fresh();
    await change(cookie, next);
    await verify(await mailedToken(t, next, "confirm-new-email"));
    expect(await liveLinks(userId)).toEqual([]);
    expect((await reset(resetLink)).status).toBe(400);
    expect((await verify(verifyLink)).status).toBe(400);
    await t.logIn(next, PASSWORD);
  });

  test("a reset link sets nothing once the account has left the address it was mailed to", async () => {
    const { email, userId } = await register(t);
    await forgot(email);
    const resetLink = await mailedToken(t, email, "reset-password");
    // The address changed without voiding the link (as by a change racing the reset).
    const next = fresh();
    await t.db.update(users).set({ email: next }).where(eq(users.id, userId));
    const r = await reset(resetLink);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("This link is invalid, has expired or was already used. Ask for a new one.");
    await t.logIn(next, PASSWORD);
  });
});

describe("GET and DELETE /api/auth/email: the owner sees a pending change and cancels it", () => {
  const pending = (cookie: string) => t.call("GET", "/api/auth/email", { cookie });
  const cancel = (cookie: string, headers: Record<string, string> = {}) => t.call("DELETE", "/api/auth/email", { cookie, headers });
  const NONE = { pendingEmail: null, requestedAt: null, expiresAt: null };

  test("shows the new address, when it was asked and until when its link works", async () => {
    const { cookie } = await register(t);
    expect((await pending(cookie)).json).toEqual({ status: true, message: "Success", response: NONE });
    const next = fresh();
    const before = Date.now();
    await change(cookie, next);
    const { pendingEmail, requestedAt, expiresAt } = (await pending(cookie)).body as { pendingEmail: string; requestedAt: string; expiresAt: string };
    expect(pendingEmail).toBe(next);
    expect(Date.parse(requestedAt)).toBeGreaterThanOrEqual(before - 1_000);
    const hours = (Date.parse(expiresAt) - Date.parse(requestedAt)) / 3_600_000;
    expect(hours).toBeGreaterThan(47.99);
    expect(hours).toBeLessThan(48.01);
    // A newer request replaces it.
    const newer = fresh();
    await change(cookie, newer);
    expect((await pending(cookie)).body).toMatchObject({ pendingEmail: newer });
  });

  test("the owner cancels a change someone else asked: the link is void, the account keeps its address", async () => {
    const { email, cookie } = await register(t);
    const attacker = await t.logIn(email, PASSWORD);
    const inbox = fresh();
    await change(attacker.cookie, inbox);
    const link = await mailedToken(t, inbox, "confirm-new-email");
    const r = await cancel(cookie);
    expect(r.json).toEqual({ status: true, message: "Change of address cancelled: your account keeps its address", response: { cancelled: true } });
    expect((await pending(cookie)).body).toEqual(NONE);
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ email, pendingEmail: null });
    expect((await verify(link)).status).toBe(400);
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ email });
  });

  test("nothing waiting: the same 200, saying so, in French too; a finished change is not undone", async () => {
    const { cookie } = await register(t);
    expect((await cancel(cookie)).json).toEqual({ status: true, message: "No change of address was waiting", response: { cancelled: false } });
    const next = fresh();
    await change(cookie, next);
    await verify(await mailedToken(t, next, "confirm-new-email"));
    const fr = await cancel(cookie, { "accept-language": "fr" });
    expect(fr.json).toEqual({ status: true, message: "Aucun changement d’adresse n’était en attente", response: { cancelled: false } });
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ email: next });
  });

  test("one's own change only: another account's stays", async () => {
    const owner = await register(t);
    const other = await register(t);
    const next = fresh();
    await change(owner.cookie, next);
    expect((await cancel(other.cookie)).body).toEqual({ cancelled: false });
    expect((await pending(other.cookie)).body).toEqual(NONE);
    expect((await pending(owner.cookie)).body).toMatchObject({ pendingEmail: next });
  });

  test("signed out: 401", async () => {
    expect((await t.call("GET", "/api/auth/email")).status).toBe(401);
    expect((await t.call("DELETE", "/api/auth/email")).status).toBe(401);
  });
});
