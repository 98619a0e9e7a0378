import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { staffInvites, users } from "../../../db/schema.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { lastMail, mailedToken, tokenOf } from "../../../tests/account-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";
import type { StaffMember } from "./staff.contract.ts";

const t = await suiteApp();
let owner = (await t.adminLogin()).cookie;

const PASSWORD = "a new hire's password";
let invites = 0;
const newAddress = () => `hire-${++invites}-${Bun.randomUUIDv7()}@agency.test`;

/** Invites `email` as `staffRole` (as the owner) and returns the mailed token. */
async function invite(email: string, staffRole = "coordinator", name = "Noor Haddad") {
  const r = await t.call("POST", "/api/admin/staff/invite", { cookie: owner, body: { email, name, staffRole } });
  expect(r.status).toBe(201);
  return mailedToken(t, email, "staff-invite");
}

/** A new staff member who accepted an invitation: its session cookie and id. */
async function joined(staffRole = "coordinator") {
  const email = newAddress();
  const token = await invite(email, staffRole);
  const r = await t.call<{ userId: string }>("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD } });
  expect(r.status).toBe(201);
  return { email, userId: r.body.userId, cookie: r.res.headers.get("set-cookie")!.split(";")[0]! };
}

const staffList = async () => (await t.call<StaffMember[]>("GET", "/api/admin/staff", { cookie: owner })).body;

describe("inviting a staff member", () => {
  test("mails a single-use link valid 7 days to the address; only its hash is stored", async () => {
    const email = newAddress();
    const r = await t.call<{ expiresAt: string }>("POST", "/api/admin/staff/invite", {
      cookie: owner,
      body: { email, name: "Noor Haddad", staffRole: "bookkeeper" },
    });
    expect(r.status).toBe(201);
    const days = (Date.parse(r.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await lastMail(t, email, "staff-invite");
    expect((mail!.params as { path: string }).path).toStartWith("/accept-invite?token=");
    const token = tokenOf(mail);
    const [row] = await t.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await staffList()).find((m) => m.email === email)).toMatchObject({ userId: null, status: "invited", staffRole: "bookkeeper" });
  });

  test("an address an account already has is a 409", async () => {
    const r = await t.call("POST", "/api/admin/staff/invite", { cookie: owner, body: { email: "admin@test.local", name: "Again", staffRole: "owner" } });
    expect(r.status).toBe(409);
  });

  test("the form's ticked box records the terms in force, the console then asks nothing; an unticked one is refused", async () => {
    const email = newAddress();
    const token = await invite(email, "coordinator");
    const refused = await t.call("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD, acceptTerms: false } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toStartWith("Accept terms is required");
    const r = await t.call("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD, acceptTerms: true } });
    expect(r.status).toBe(201);
    const me = await t.call<{ termsVersion: number; acceptedTermsVersion: number }>("GET", "/api/auth/me", {
      cookie: r.res.headers.get("set-cookie")!.split(";")[0]!,
    });
    expect(me.body.acceptedTermsVersion).toBe(me.body.termsVersion);
  });

  test("accepting creates the account with its role, signs it in, and spends the link", async () => {
    const email = newAddress();
    const token = await invite(email, "bookkeeper", "Ines Roy");
    const r = await t.call("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ role: "admin", staffRole: "bookkeeper", name: "Ines Roy" });
    const cookie = r.res.headers.get("set-cookie")!.split(";")[0]!;
    const me = await t.call("GET", "/api/auth/me", { cookie });
    expect(me.body).toMatchObject({ role: "admin", staffRole: "bookkeeper", email, emailVerified: true, acceptedTermsVersion: null });
    expect((await t.call("GET", "/api/admin/agency", { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/admin/reviews", { cookie })).status).toBe(403);

    const again = await t.call("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe("This invitation is invalid, has expired or was already used. Ask the agency for a new one.");
    expect((await staffList()).find((m) => m.email === email)).toMatchObject({ status: "active", staffRole: "bookkeeper", invitedAt: expect.any(String) });
  });

  test("an expired link, an unknown one and a password the rules refuse leave no account", async () => {
    const email = newAddress();
    const token = await invite(email);
    expect((await t.call("POST", "/api/auth/accept-invite", { body: { token, password: "short" } })).status).toBe(400);
    expect((await t.call("POST", "/api/auth/accept-invite", { body: { token: "A".repeat(43), password: PASSWORD } })).status).toBe(400);
    await t.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.email, email));
    expect((await t.call("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD } })).status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test("an address another account took since the invitation is a 409, and the link stays unspent", async () => {
    const email = newAddress();
    const token = await invite(email);
    const signUp = await t.call("POST", "/api/auth/register", { body: { name: "Taken", email, role: "client", password: "password-123" } });
    expect(signUp.status).toBe(201);
    expect((await t.call("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD } })).status).toBe(409);
    const [row] = await t.db.select({ usedAt: staffInvites.usedAt }).from(staffInvites).where(eq(staffInvites.email, email));
    expect(row!.usedAt).toBeNull();
  });

  test("two acceptances of one link at once make one account", async () => {
    const email = newAddress();
    const token = await invite(email);
    const replies = await Promise.all([1, 2].map(() => t.call("POST", "/api/auth/accept-invite", { body: { token, password: PASSWORD } })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("changing and removing staff", () => {
  let coordinator: Awaited<ReturnType<typeof joined>>;
  beforeAll(async () => {
    coordinator = await joined("coordinator");
  });

  test("a new role applies at once: the member's sessions end", async () => {
    const member = await joined("coordinator");
    const r = await t.call("PUT", `/api/admin/staff/${member.userId}`, { cookie: owner, body: { staffRole: "bookkeeper" } });
    expect(r.status).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie: member.cookie })).status).toBe(401);
    const again = await t.logIn(member.email, PASSWORD);
    expect(again.user.staffRole).toBe("bookkeeper");
  });

  test("removing disables the account, ends its sessions and refuses its sign-in", async () => {
    const member = await joined("bookkeeper");
    const r = await t.call("DELETE", `/api/admin/staff/${member.userId}`, { cookie: owner });
    expect(r.status).toBe(200);
    expect((await t.call("GET", "/api/admin/agency", { cookie: member.cookie })).status).toBe(401);
    expect((await t.call("POST", "/api/auth/login", { body: { email: member.email, password: PASSWORD } })).status).toBe(403);
    expect((await staffList()).find((m) => m.userId === member.userId)).toMatchObject({ status: "disabled" });
  });

  test("the last owner can be neither demoted nor removed (409); with a second owner, it can", async () => {
    const demote = await t.call("PUT", `/api/admin/staff/${ADMIN_ID}`, { cookie: owner, body: { staffRole: "coordinator" } });
    expect(demote.status).toBe(409);
    expect(demote.json.message).toBe("The agency needs at least one owner: make someone else an owner first");
    expect((await t.call("DELETE", `/api/admin/staff/${ADMIN_ID}`, { cookie: owner })).status).toBe(409);

    const second = await joined("owner");
    // Each owner removing the other at once: one of them stays.
    const both = await Promise.all([
      t.call("DELETE", `/api/admin/staff/${second.userId}`, { cookie: owner }),
      t.call("DELETE", `/api/admin/staff/${ADMIN_ID}`, { cookie: second.cookie }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const active = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, "owner"), eq(users.status, "active")));
    expect(active).toHaveLength(1);
    // The rest of the file goes on with the first owner.
    if (active[0]!.id !== ADMIN_ID) {
      await t.db.update(users).set({ status: "active" }).where(eq(users.id, ADMIN_ID));
      owner = (await t.adminLogin()).cookie;
    }
  });

  test("anyone who is not staff is not found; only the owner may manage staff", async () => {
    const client = await t.signUp("client");
    expect((await t.call("PUT", `/api/admin/staff/${client.user.userId}`, { cookie: owner, body: { staffRole: "owner" } })).status).toBe(404);
    expect((await t.call("DELETE", `/api/admin/staff/${client.user.userId}`, { cookie: owner })).status).toBe(404);
    expect((await t.call("GET", "/api/admin/staff", { cookie: coordinator.cookie })).status).toBe(403);
    const r = await t.call("POST", "/api/admin/staff/invite", { cookie: coordinator.cookie, body: { email: newAddress(), name: "X", staffRole: "owner" } });
    expect(r.status).toBe(403);
  });
});
