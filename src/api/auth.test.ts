import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { ADMIN_ID } from "../contracts/roles.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, sessionCookie, suiteApp } from "../../tests/harness.ts";

const t = await suiteApp();

describe("register, login, me, logout", () => {
  test("round trip with an httpOnly SameSite=Lax cookie", async () => {
    const reg = await t.call("POST", "/api/auth/register", {
      body: { name: "Maya Singh", email: "Maya@Example.com", role: "artist", password: "correct horse" },
    });
    expect(reg.status).toBe(201);
    expect(reg.json.status).toBe(true);
    expect(reg.body).toMatchObject({ role: "artist", name: "Maya Singh" });

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
    expect(me.body).toEqual(loginJson.response);

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
    expect(r.body).toEqual({ role: "admin", userId: ADMIN_ID, name: "Admin" });
  });
});
