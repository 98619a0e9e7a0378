import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, sessionCookie, suiteApp } from "../../../tests/harness.ts";
import { PASSWORD, lastMail, mailedToken, register, tokenOf } from "../../../tests/account-fixtures.ts";
import { accountTokens } from "../../../db/schema.ts";

const t = await suiteApp();
/** One verification mail per user a minute. */
const limited = await suiteApp({ rateLimits: { verification: { limit: 1, windowMs: 60_000 } } });

describe("register, login, me, logout", () => {
  test("round trip with an httpOnly SameSite=Lax cookie", async () => {
    const reg = await t.call("POST", "/api/auth/register", {
      body: { name: "Maya Singh", email: "Maya@Example.com", role: "artist", password: "correct horse" },
    });
    expect(reg.status).toBe(201);
    expect(reg.json.status).toBe(true);
    expect(reg.body).toMatchObject({ role: "artist", name: "Maya Singh", email: "Maya@Example.com", emailVerified: false, pendingEmail: null });

    const login = await t.request("POST", "/api/auth/login", { body: { email: "maya@example.com", password: "correct horse" } });
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    const loginJson = (await login.json()) as { response: unknown };
    expect(loginJson.response).toEqual({ role: "artist", userId: (reg.body as { userId: string }).userId, name: "Maya Singh" });

    const cookie = sessionCookie(login);
    const me = await t.call("GET", "/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      ...(loginJson.response as object),
      email: "Maya@Example.com",
      emailVerified: false,
      locale: null,
      pendingEmail: null,
      termsVersion: 1,
      acceptedTermsVersion: null,
    });

    const out = await t.request("POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/);
  });

  test("passwords are stored as argon2id hashes", async () => {
    const { email } = await t.signUp("client");
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toStartWith("$argon2id$");
  });

  test("duplicate email, in any case, is a 409", async () => {
    const { email } = await t.signUp("client");
    const again = await t.call("POST", "/api/auth/register", {
      body: { name: "Someone", email: email.toUpperCase(), role: "client", password: "password-123" },
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ status: false, message: "An account with this email already exists", response: null });
  });

  test("the language of the page signed in on becomes the user's and this browser's; a login without one brings the stored one", async () => {
    const { email } = await t.signUp("client");
    const french = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD, locale: "fr" } });
    expect(french.status).toBe(200);
    expect(french.headers.getSetCookie().some((c) => c.startsWith("locale=fr;"))).toBe(true);
    expect((await t.call("GET", "/api/auth/me", { cookie: sessionCookie(french) })).body).toMatchObject({ locale: "fr" });

    // Another device, through the SPEC's call with its two fields: the dashboards still open in French.
    const elsewhere = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(elsewhere.headers.getSetCookie().some((c) => c.startsWith("locale=fr;"))).toBe(true);

    const english = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD, locale: "en" } });
    expect(english.headers.getSetCookie().some((c) => c.startsWith("locale=en;"))).toBe(true);
    expect((await t.call("GET", "/api/auth/me", { cookie: sessionCookie(english) })).body).toMatchObject({ locale: "en" });
  });

  test("a user who never chose a language gets no language cookie from a login without one", async () => {
    const { email } = await t.signUp("artist");
    const login = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((c) => c.startsWith("locale="))).toBe(false);
  });

  test("a wrong password with a language changes nothing of the account", async () => {
    const { email, user } = await t.signUp("client");
    const wrong = await t.call("POST", "/api/auth/login", { body: { email, password: "not-the-password", locale: "fr" } });
    expect(wrong.status).toBe(401);
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.userId));
    expect(row!.locale).toBeNull();
  });

  test("wrong password and unknown email give the same 401", async () => {
    const { email } = await t.signUp("client");
    const wrong = await t.call("POST", "/api/auth/login", { body: { email, password: "not-the-password" } });
    const unknown = await t.call("POST", "/api/auth/login", { body: { email: "nobody@test.local", password: "whatever-1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe("Invalid email or password");
    expect(unknown.json).toEqual(wrong.json);
  });

  test("validation failures name the field", async () => {
    const cases: [unknown, string][] = [
      [{ email: "a@b.co", role: "client", password: "password-123" }, "Name is required"],
      [{ name: "A", email: "nope", role: "client", password: "password-123" }, "Email must be a valid email address"],
      [{ name: "A", email: "a@b.co", role: "admin", password: "password-123" }, "Role must be artist or client"],
      [{ name: "A", email: "a@b.co", role: "client", password: "short" }, "Password must be at least 10 characters"],
    ];
    for (const [body, message] of cases) {
      const r = await t.call("POST", "/api/auth/register", { body });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ status: false, message, response: null });
    }
  });

  test("me without a session is a 401 envelope", async () => {
    const r = await t.call("GET", "/api/auth/me");
    expect(r.status).toBe(401);
    expect(r.json.status).toBe(false);
  });

  test("a forged or expired cookie counts as signed out", async () => {
    const { cookie } = await t.signUp("client");
    const forged = `${cookie.slice(0, -4)}AAAA`;
    expect((await t.call("GET", "/api/auth/me", { cookie: forged })).status).toBe(401);
  });

  test("the admin from ADMIN_EMAIL/ADMIN_PASSWORD has the fixed id", async () => {
    const r = await t.call("POST", "/api/auth/login", { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ role: "admin", userId: ADMIN_ID, name: "Admin", staffRole: "owner" });
  });
});

describe("sign-up signs in and mails a verification link", () => {
  test("the reply sets the session cookie; me says the address is not verified yet", async () => {
    const { cookie, email } = await register(t);
    const me = await t.call("GET", "/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: "client", email, emailVerified: false, pendingEmail: null });
  });

  test("the verify-email mail is in the outbox, in the request's language, with a link to /verify-email", async () => {
    const { email } = await register(t, "artist", { "accept-language": "fr-CA,fr;q=0.9" });
    const mail = await lastMail(t, email, "verify-email");
    expect(mail).toMatchObject({ recipient: email, locale: "fr", status: "pending", params: { name: "New artist" } });
    expect(mail!.params.path).toMatch(/^\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
  });

  test("the language chosen before signing up is the account's and its mail's", async () => {
    const { email, cookie } = await register(t, "client", { cookie: "locale=fr" });
    expect((await lastMail(t, email, "verify-email"))!.locale).toBe("fr");
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ locale: "fr" });
  });

  test("the language of the page signed up on is the account's, its mail's and this browser's, whatever the browser's own", async () => {
    const email = `page-fr-${Bun.randomUUIDv7()}@test.local`;
    const res = await t.request("POST", "/api/auth/register", {
      body: { name: "Studio Étoile", email, role: "client", password: "password-123", locale: "fr" },
      headers: { "accept-language": "en-CA" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("locale=fr;"))).toBe(true);
    expect((await lastMail(t, email, "verify-email"))!.locale).toBe("fr");
    const cookie = sessionCookie(res);
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ locale: "fr" });
    const exported = await t.request("GET", "/api/auth/account/export", { cookie });
    expect(JSON.stringify(await exported.json())).toContain('"locale":"fr"');
  });

  test("a language the product does not have is a 400 naming it, and no account is made", async () => {
    const email = `page-de-${Bun.randomUUIDv7()}@test.local`;
    const res = await t.call("POST", "/api/auth/register", { body: { name: "Ada", email, role: "client", password: "password-123", locale: "de" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("locale");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test("only the token's hash is stored", async () => {
    const { email, userId } = await register(t);
    const token = await mailedToken(t, email, "verify-email");
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]).toMatchObject({ purpose: "verify_email", email, usedAt: null });
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
  });
});

describe("POST /api/auth/verify-email", () => {
  test("the link verifies the address, signed out (another device), once", async () => {
    const { email, cookie } = await register(t);
    const token = await mailedToken(t, email, "verify-email");
    const r = await t.call("POST", "/api/auth/verify-email", { body: { token } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: true, message: "Your email address is verified", response: { email, purpose: "verify_email" } });
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ emailVerified: true });
    const again = await t.call("POST", "/api/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ status: false, message: "This link is invalid, has expired or was already used. Ask for a new one.", response: null });
  });

  test("unknown, used and expired links get the same 400; in French too", async () => {
    const { email, userId } = await register(t);
    const token = await mailedToken(t, email, "verify-email");
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, userId));
    const expired = await t.call("POST", "/api/auth/verify-email", { body: { token } });
    const unknown = await t.call("POST", "/api/auth/verify-email", { body: { token: "A".repeat(43) } });
    expect(expired.status).toBe(400);
    expect(unknown.json).toEqual(expired.json);
    const fr = await t.call("POST", "/api/auth/verify-email", { body: { token }, headers: { "accept-language": "fr" } });
    expect(fr.json.message).toBe("Ce lien est invalide, a expiré ou a déjà servi. Demandez-en un nouveau.");
  });

  test("two racing uses of one link: one succeeds", async () => {
    const { email } = await register(t);
    const token = await mailedToken(t, email, "verify-email");
    const replies = await Promise.all([0, 1, 2].map(() => t.call("POST", "/api/auth/verify-email", { body: { token } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  test("a missing, oversized or control-character token is a 400 naming the field", async () => {
    expect((await t.call("POST", "/api/auth/verify-email", { body: {} })).json.message).toBe("Token is required");
    expect((await t.call("POST", "/api/auth/verify-email", { body: { token: "x".repeat(201) } })).json.message).toBe("Token is too long");
    const nul = await t.call("POST", "/api/auth/verify-email", { body: { token: "abc\u0000def" } });
    expect(nul.status).toBe(400);
    expect(nul.json.message).toBe("Token must not contain control characters");
    const fr = await t.call("POST", "/api/auth/verify-email", { body: {}, headers: { "accept-language": "fr" } });
    expect(fr.json.message).toContain("Jeton");
  });
});

describe("POST /api/auth/resend-verification", () => {
  test("a new link that works; already verified sends nothing", async () => {
    const { email, cookie } = await register(t);
    const first = await mailedToken(t, email, "verify-email");
    const r = await t.call("POST", "/api/auth/resend-verification", { cookie });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: true, message: "We sent a new verification link to your email address", response: { sent: true } });
    const second = await mailedToken(t, email, "verify-email");
    expect(second).not.toBe(first);
    expect((await t.call("POST", "/api/auth/verify-email", { body: { token: second } })).status).toBe(200);
    const done = await t.call("POST", "/api/auth/resend-verification", { cookie });
    expect(done.json).toEqual({ status: true, message: "Your email address is already verified", response: { sent: false } });
  });

  test("signed out: 401", async () => {
    expect((await t.call("POST", "/api/auth/resend-verification")).status).toBe(401);
  });

  test("throttled per user: 429 with Retry-After, in French too", async () => {
    const { cookie } = await register(limited);
    expect((await limited.call("POST", "/api/auth/resend-verification", { cookie })).status).toBe(200);
    const r = await limited.call("POST", "/api/auth/resend-verification", { cookie, headers: { "accept-language": "fr" } });
    expect(r.status).toBe(429);
    expect(Number(r.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(r.json.message).toBe("Un courriel de vérification vient d’être envoyé, veuillez patienter quelques minutes avant d’en demander un autre");
  });

  test("an old link still proves the address it was sent to", async () => {
    const { email, cookie } = await register(t);
    const mail = await lastMail(t, email, "verify-email");
    await t.call("POST", "/api/auth/resend-verification", { cookie });
    expect((await t.call("POST", "/api/auth/verify-email", { body: { token: tokenOf(mail) } })).status).toBe(200);
  });
});
