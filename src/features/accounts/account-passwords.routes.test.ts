import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { accountTokens, mailOutbox, users } from "../../../db/schema.ts";
import { lastMail, mailedToken, mailsTo, PASSWORD, register } from "../../../tests/account-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";

const t = await suiteApp();
/** Tight budgets: two forgot-password calls per address, two password checks per user. */
const limited = await suiteApp({ rateLimits: { recovery: { limit: 2, windowMs: 60_000 }, account: { limit: 2, windowMs: 60_000 } } });
const NEW_PASSWORD = "a brand new passphrase";
const SAME_REPLY = {
  status: true,
  message: "If an account uses this address, we sent it a link to reset the password. Check your inbox.",
  response: null,
};

const forgot = (email: string, headers: Record<string, string> = {}) => t.call("POST", "/api/auth/forgot-password", { body: { email }, headers });
const reset = (token: string, password = NEW_PASSWORD) => t.call("POST", "/api/auth/reset-password", { body: { token, password } });

describe("POST /api/auth/forgot-password", () => {
  test("mails a single-use link to /reset-password valid 60 minutes, in the account's language", async () => {
    const { email, userId } = await register(t);
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, userId));
    const r = await forgot(email.toUpperCase());
    expect(r.status).toBe(200);
    expect(r.json).toEqual(SAME_REPLY);
    const mail = await lastMail(t, email, "reset-password");
    expect(mail).toMatchObject({ locale: "fr", params: { name: "New client" } });
    expect(mail!.params.path).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const [token] = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "reset_password")));
    const minutes = (token!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  test("an unknown address gets the same reply and no mail", async () => {
    const email = `nobody-${Bun.randomUUIDv7()}@test.local`;
    const r = await forgot(email);
    expect(r.status).toBe(200);
    expect(r.json).toEqual(SAME_REPLY);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  test("a disabled account gets the same reply and no mail", async () => {
    const { email, userId } = await register(t);
    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, userId));
    expect((await forgot(email)).json).toEqual(SAME_REPLY);
    expect(await lastMail(t, email, "reset-password")).toBeUndefined();
  });

  test("in French, the same reply in French", async () => {
    const r = await forgot("nobody@test.local", { "accept-language": "fr-CA" });
    expect(r.json.message).toBe(
      "Si un compte utilise cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Consultez votre boîte de réception.",
    );
  });

  test("a new link voids the older ones", async () => {
    const { email } = await register(t);
    await forgot(email);
    const first = await mailedToken(t, email, "reset-password");
    await forgot(email);
    const second = await mailedToken(t, email, "reset-password");
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  test("one address gets at most 3 links an hour; more requests answer the same", async () => {
    const { email } = await register(t);
    for (let i = 0; i < 5; i++) expect((await forgot(email)).json).toEqual(SAME_REPLY);
    const resets = (await mailsTo(t, email)).filter((m) => m.template === "reset-password");
    expect(resets).toHaveLength(3);
  });

  test("limited per client address: 429 with Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await limited.call("POST", "/api/auth/forgot-password", { body: { email: "x@test.local" } })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const r = await limited.call("POST", "/api/auth/forgot-password", { body: { email: "x@test.local" }, headers: { "accept-language": "fr" } });
    expect(r.res.headers.get("retry-after")).toBeTruthy();
    expect(r.json.message).toBe("Trop de requêtes depuis cette adresse, veuillez réessayer dans quelques minutes");
  });

  test("an invalid address is a 400 naming the field", async () => {
    const r = await t.call("POST", "/api/auth/forgot-password", { body: { email: "not-an-address" } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Email must be a valid email address");
  });
});

describe("POST /api/auth/reset-password", () => {
  test("sets the password, ends every session, proves the address, mails a notice; the link works once", async () => {
    const { email, cookie } = await register(t);
    const other = await t.logIn(email, PASSWORD);
    await forgot(email);
    const token = await mailedToken(t, email, "reset-password");
    const r = await reset(token);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: true, message: "Your password has been reset. Log in with your new password.", response: null });
    // No session is started: the user logs in.
    expect(r.res.headers.getSetCookie()).toEqual([]);
    for (const c of [cookie, other.cookie]) expect((await t.call("GET", "/api/auth/me", { cookie: c })).status).toBe(401);
    expect((await t.call("POST", "/api/auth/login", { body: { email, password: PASSWORD } })).status).toBe(401);
    const login = await t.logIn(email, NEW_PASSWORD);
    expect((await t.call("GET", "/api/auth/me", { cookie: login.cookie })).body).toMatchObject({ emailVerified: true });
    expect(await lastMail(t, email, "password-changed")).toMatchObject({ params: { name: "New client" } });
    const replay = await reset(token, "yet another passphrase");
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe("This link is invalid, has expired or was already used. Ask for a new one.");
  });

  test("an expired link is the same 400, and changes nothing", async () => {
    const { email, userId } = await register(t);
    await forgot(email);
    const token = await mailedToken(t, email, "reset-password");
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, userId));
    const r = await reset(token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("This link is invalid, has expired or was already used. Ask for a new one.");
    await t.logIn(email, PASSWORD);
  });

  test("a verify-email link is not a reset link", async () => {
    const { email } = await register(t);
    expect((await reset(await mailedToken(t, email, "verify-email"))).status).toBe(400);
  });

  test("the password policy applies, and a refused password leaves the link usable", async () => {
    const { email } = await register(t);
    await forgot(email);
    const token = await mailedToken(t, email, "reset-password");
    const common = await reset(token, "qwertyuiop");
    expect(common.status).toBe(400);
    expect(common.json.message).toBe("This password is one of the 10,000 most common ones: choose another");
    const short = await reset(token, "short");
    expect(short.json.message).toBe("Password must be at least 10 characters");
    const own = await reset(token, email);
    expect(own.json.message).toBe("Password cannot be your email address or the part before the @");
    expect((await reset(token)).status).toBe(200);
  });

  test("two racing resets with one link: one wins", async () => {
    const { email } = await register(t);
    await forgot(email);
    const token = await mailedToken(t, email, "reset-password");
    const replies = await Promise.all(["first passphrase here", "second passphrase here"].map((p) => reset(token, p)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const notices = (await mailsTo(t, email)).filter((m) => m.template === "password-changed");
    expect(notices).toHaveLength(1);
  });

  test("a disabled account's link does nothing", async () => {
    const { email, userId } = await register(t);
    await forgot(email);
    const token = await mailedToken(t, email, "reset-password");
    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, userId));
    expect((await reset(token)).status).toBe(400);
  });
});

describe("PUT /api/auth/password", () => {
  const change = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD, headers: Record<string, string> = {}) =>
    t.call("PUT", "/api/auth/password", { cookie, body: { currentPassword, newPassword }, headers });

  test("ends the user's other sessions, keeps this one, mails a notice", async () => {
    const { email, cookie } = await register(t);
    const other = await t.logIn(email, PASSWORD);
    const r = await change(cookie, PASSWORD);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: true, message: "Password changed. Your other sessions have been signed out.", response: null });
    expect((await t.call("GET", "/api/auth/me", { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie: other.cookie })).status).toBe(401);
    await t.logIn(email, NEW_PASSWORD);
    expect(await lastMail(t, email, "password-changed")).toBeTruthy();
  });

  test("a wrong current password is a 403 (not a 401: the browser stays signed in), in French too", async () => {
    const { cookie } = await register(t);
    const r = await change(cookie, "not-my-password");
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ status: false, message: "Your password is not correct", response: null });
    const fr = await change(cookie, "not-my-password", NEW_PASSWORD, { "accept-language": "fr" });
    expect(fr.json.message).toBe("Votre mot de passe n’est pas le bon");
    expect((await t.call("GET", "/api/auth/me", { cookie })).status).toBe(200);
  });

  test("the policy applies to the new password", async () => {
    const { cookie } = await register(t);
    const r = await change(cookie, PASSWORD, "password1");
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/Password must be at least 10 characters|10,000 most common/);
    expect((await change(cookie, PASSWORD, "qwertyuiop")).json.message).toBe("This password is one of the 10,000 most common ones: choose another");
  });

  test("missing fields and control characters name the field", async () => {
    const { cookie } = await register(t);
    const missing = await t.call("PUT", "/api/auth/password", { cookie, body: { newPassword: NEW_PASSWORD } });
    expect(missing.json.message).toBe("Current password is required");
    const nul = await t.call("PUT", "/api/auth/password", { cookie, body: { currentPassword: PASSWORD, newPassword: "a passphrase\u0000here" } });
    expect(nul.status).toBe(400);
    expect(nul.json.message).toBe("New password must not contain control characters");
  });

  test("signed out: 401", async () => {
    expect((await t.call("PUT", "/api/auth/password", { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })).status).toBe(401);
  });

  test("password checks share a budget per user: 429 with Retry-After", async () => {
    const { cookie } = await register(limited);
    const body = { currentPassword: "wrong-password", newPassword: NEW_PASSWORD };
    expect((await limited.call("PUT", "/api/auth/password", { cookie, body })).status).toBe(403);
    expect((await limited.call("PUT", "/api/auth/email", { cookie, body: { password: "wrong-password", email: "n@test.local" } })).status).toBe(403);
    const r = await limited.call("DELETE", "/api/auth/account", { cookie, body: { password: "wrong-password" } });
    expect(r.status).toBe(429);
    expect(r.res.headers.get("retry-after")).toBeTruthy();
  });
});

test("no mail row carries a password", async () => {
  const rows = await t.db.select({ params: mailOutbox.params }).from(mailOutbox);
  expect(rows.length).toBeGreaterThan(0);
  for (const { params } of rows) expect(JSON.stringify(params)).not.toContain(NEW_PASSWORD);
});
