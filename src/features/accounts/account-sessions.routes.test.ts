import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../../db/schema.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import type { AccountSession } from "./auth.contract.ts";
import { PASSWORD, register } from "../../../tests/account-fixtures.ts";
import { applyAsNewArtist, fetchLookups, setArtistStatus } from "../../../tests/artist-fixtures.ts";
import { jobBody } from "../../../tests/job-fixtures.ts";
import { touchSession } from "./sessions.ts";
import { createSessionStore } from "./session-store.ts";
import { suiteApp } from "../../../tests/harness.ts";

/** Tests that build an artist with its files and bookings: room on a busy machine or a real PostgreSQL. */
const HEAVY = 30_000;
const t = await suiteApp();
const me = (cookie: string) => t.call("GET", "/api/auth/me", { cookie });
const list = (cookie: string) => t.call<AccountSession[]>("GET", "/api/auth/sessions", { cookie });

describe("GET /api/auth/sessions and DELETE /api/auth/sessions/:id", () => {
  test("the user's sessions, newest first, this one marked, with user agent and times", async () => {
    const { email, cookie } = await register(t);
    const res = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD }, headers: { "user-agent": "Phone Browser/1.0" } });
    const phone = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const r = await list(cookie);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
    const [newest, oldest] = r.body;
    expect(newest).toMatchObject({ current: false, userAgent: "Phone Browser/1.0" });
    expect(oldest).toMatchObject({ current: true });
    for (const s of r.body) {
      expect(Object.keys(s).sort()).toEqual(["createdAt", "current", "id", "lastSeenAt", "userAgent"]);
      expect(Date.parse(s.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt) - 1000);
    }
    expect((await list(phone)).body.map((s) => s.current)).toEqual([true, false]);
  });

  test("ending another session signs that browser out; this one goes on", async () => {
    const { email, cookie } = await register(t);
    const other = await t.logIn(email, PASSWORD);
    const target = (await list(cookie)).body.find((s) => !s.current)!;
    const r = await t.call("DELETE", `/api/auth/sessions/${target.id}`, { cookie });
    expect(r.json).toEqual({ status: true, message: "Session ended", response: null });
    expect(r.res.headers.getSetCookie()).toEqual([]);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
  });

  test("ending this browser's own session is a logout: the cookie goes", async () => {
    const { cookie } = await register(t);
    const current = (await list(cookie)).body.find((s) => s.current)!;
    const r = await t.request("DELETE", `/api/auth/sessions/${current.id}`, { cookie });
    expect(r.status).toBe(200);
    expect(r.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/);
    expect((await me(cookie)).status).toBe(401);
  });

  test("another user's session is a 404 and stays; a malformed or forged id is a 404", async () => {
    const a = await register(t);
    const b = await register(t);
    const theirs = (await list(b.cookie)).body[0]!;
    const r = await t.call("DELETE", `/api/auth/sessions/${theirs.id}`, { cookie: a.cookie });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ status: false, message: "Session not found", response: null });
    expect((await me(b.cookie)).status).toBe(200);
    for (const id of ["not-a-uuid", "00000000-0000-7000-8000-00000000beef", "1%27%20or%201=1"]) {
      expect((await t.call("DELETE", `/api/auth/sessions/${id}`, { cookie: a.cookie })).status).toBe(404);
    }
    const fr = await t.call("DELETE", `/api/auth/sessions/${theirs.id}`, { cookie: a.cookie, headers: { "accept-language": "fr" } });
    expect(fr.json.message).toBe("Session introuvable");
  });

  test("signed out: 401", async () => {
    expect((await t.call("GET", "/api/auth/sessions")).status).toBe(401);
    expect((await t.call("DELETE", "/api/auth/sessions/00000000-0000-7000-8000-00000000beef")).status).toBe(401);
  });
});

describe("POST /api/auth/logout-all", () => {
  test("ends every session of the user, this one too; a revoked cookie is a 401", async () => {
    const { email, cookie } = await register(t);
    const other = await t.logIn(email, PASSWORD);
    const bystander = await register(t);
    const r = await t.request("POST", "/api/auth/logout-all", { cookie });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { message: string }).message).toBe("Logged out on every device");
    expect(r.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/);
    for (const c of [cookie, other.cookie]) expect((await me(c)).status).toBe(401);
    expect((await me(bystander.cookie)).status).toBe(200);
    await t.logIn(email, PASSWORD);
  });

  test("signed out: 401", async () => {
    expect((await t.call("POST", "/api/auth/logout")).status).toBe(200);
    expect((await t.call("POST", "/api/auth/logout-all")).status).toBe(401);
  });
});

describe("PUT /api/admin/users/:userId/status", () => {
  const setStatus = (cookie: string, userId: string, status: string, headers: Record<string, string> = {}) =>
    t.call("PUT", `/api/admin/users/${userId}/status`, { cookie, body: { status }, headers });

  test("disabling ends the user's sessions; login is a clear 403 once the password is right; enabling lets them back", async () => {
    const admin = await t.adminLogin();
    const { email, cookie, userId } = await register(t);
    const r = await setStatus(admin.cookie, userId, "disabled");
    expect(r.json).toEqual({ status: true, message: "Account disabled: its sessions have ended", response: { userId, status: "disabled" } });
    expect((await me(cookie)).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

    const login = await t.call("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.json).toEqual({ status: false, message: "This account has been disabled. Contact the agency.", response: null });
    const fr = await t.call("POST", "/api/auth/login", { body: { email, password: PASSWORD }, headers: { "accept-language": "fr" } });
    expect(fr.json.message).toBe("Ce compte a été désactivé. Communiquez avec l’agence.");
    // A wrong password says nothing of the status.
    const guess = await t.call("POST", "/api/auth/login", { body: { email, password: "a wrong guess" } });
    expect(guess.status).toBe(401);
    expect(guess.json.message).toBe("Invalid email or password");

    const back = await setStatus(admin.cookie, userId, "active");
    expect(back.json).toEqual({ status: true, message: "Account enabled", response: { userId, status: "active" } });
    await t.logIn(email, PASSWORD);
  });

  test("the session check refuses an inactive account's sessions, should one escape revocation", async () => {
    const { cookie, userId } = await register(t);
    const token = decodeURIComponent(cookie.slice("session=".length));
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    // Disabled behind the API's back: no event revoked anything; a fresh read (another instance, a restart) and the minute's re-read refuse it.
    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, userId));
    const otherInstance = createSessionStore({ db: t.db, events: t.deps.events, secret: t.config.jwtSecret! });
    try {
      expect(await otherInstance.read(token)).toBeNull();
      expect(await touchSession(t.db, row!.id)).toBeUndefined();
      expect((await me(cookie)).status).toBe(401);
      await t.db.update(users).set({ status: "active" }).where(eq(users.id, userId));
      expect(await otherInstance.read(token)).toMatchObject({ id: row!.id });
    } finally {
      otherInstance.close();
    }
  });

  test(
    "a disabled artist leaves the roster and its profile; enabled, it is back",
    async () => {
      const admin = await t.adminLogin();
      const lookups = await fetchLookups(t);
      const artist = await applyAsNewArtist(t, lookups, {}, "Roster Person");
      await setArtistStatus(t, artist.artistId, "approved");
      const onRoster = async () => ((await t.call<{ id: string }[]>("GET", "/api/artist/all-list")).body ?? []).some((a) => a.id === artist.artistId);
      expect(await onRoster()).toBe(true);
      await setStatus(admin.cookie, artist.user.userId, "disabled");
      expect(await onRoster()).toBe(false);
      expect((await t.call("GET", `/api/artist/artist-detail/${artist.artistId}`)).status).toBe(404);
      expect((await t.request("GET", `/artist/profile/${artist.artistId}`)).status).toBe(404);
      // The console still shows the application, with its account's status.
      const detail = await t.call<{ accountStatus: string }>("GET", `/api/admin/artists/${artist.artistId}`, { cookie: admin.cookie });
      expect(detail.body.accountStatus).toBe("disabled");
      await setStatus(admin.cookie, artist.user.userId, "active");
      expect(await onRoster()).toBe(true);
    },
    HEAVY,
  );

  test(
    "a disabled artist cannot be confirmed on a job",
    async () => {
      const admin = await t.adminLogin();
      const lookups = await fetchLookups(t);
      const artist = await applyAsNewArtist(t, lookups);
      await setArtistStatus(t, artist.artistId, "approved");
      const client = await t.signUp("client");
      await t.call("POST", "/api/client/add", {
        cookie: client.cookie,
        body: { studioName: "Pointe", studioDirector: "Claire", address: "1 Main St", contactNumber: "416 555 0100", province: "ON" },
      });
      const job = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: client.cookie, body: jobBody({ style: "Ballet" }) });
      expect((await t.call("PUT", `/api/job/job-accept/${job.body._id}`, { cookie: artist.cookie })).status).toBe(200);
      await setStatus(admin.cookie, artist.user.userId, "disabled");
      const r = await t.call("PUT", `/api/admin/jobs/${job.body._id}/confirm`, { cookie: admin.cookie, body: { artistId: artist.artistId } });
      expect(r.status).toBe(409);
      expect(r.json.message).toBe("This artist's account is disabled");
    },
    HEAVY,
  );

  test("the agency's account cannot be disabled; an unknown or deleted user is a 404; a bad status is a 400", async () => {
    const admin = await t.adminLogin();
    const self = await setStatus(admin.cookie, ADMIN_ID, "disabled");
    expect(self.status).toBe(403);
    expect(self.json.message).toBe("The agency's account cannot be disabled");
    expect((await setStatus(admin.cookie, "00000000-0000-7000-8000-00000000beef", "disabled")).json).toEqual({
      status: false,
      message: "User not found",
      response: null,
    });
    expect((await setStatus(admin.cookie, "nope", "disabled")).status).toBe(404);
    const { cookie, userId } = await register(t);
    expect((await t.call("DELETE", "/api/auth/account", { cookie, body: { password: PASSWORD } })).status).toBe(200);
    expect((await setStatus(admin.cookie, userId, "active")).status).toBe(404);
    const bad = await setStatus(admin.cookie, userId, "deleted");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Status must be active or disabled");
    expect((await setStatus(admin.cookie, userId, "deleted", { "accept-language": "fr" })).json.message).toContain("Statut");
  });

  test("admin only: a client gets 403, signed out 401", async () => {
    const { cookie, userId } = await register(t);
    expect((await setStatus(cookie, userId, "disabled")).status).toBe(403);
    expect((await t.call("PUT", `/api/admin/users/${userId}/status`, { body: { status: "disabled" } })).status).toBe(401);
  });
});
