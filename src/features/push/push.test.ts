import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { mailOutbox, notificationPreferences, pushOutbox, pushSubscriptions, users } from "../../../db/schema.ts";
import { notify } from "../notifications/notifications.ts";
import { VAPID_KEYS_FILE } from "../../platform/storage/data-dir-secrets.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../../tests/harness.ts";
import { approvedArtistWithLogin, jobBody, studioWithLogin } from "../../../tests/job-fixtures.ts";
import { type LocalPushService, startPushService } from "../../../tests/push-service.ts";
import { acceptableEndpoint } from "./subscriptions.ts";
import { retryAfterMs } from "./delivery.ts";
import { vapidKeys } from "./vapid.ts";

let t: TestApp;
let service: LocalPushService;

beforeAll(async () => {
  // Retries a few milliseconds apart, unless the push service says how long to wait.
  t = await createTestApp({ push: { backoffMs: () => 20 } });
  service = await startPushService();
}, BOOT_TIMEOUT);

afterAll(async () => {
  service.close();
  await t.close();
});

const notifyDeps = () => ({ db: t.db, tokens: t.deps.notifications.tokens });
let happening = 0;
/** A notification of `kind` to `userId`, written as the subscriber writes them. */
const notifyOne = (userId: string, extra: { urgency?: "high" | "normal"; kind?: "chat.messages" | "job.received" } = {}) =>
  notify(notifyDeps(), [
    {
      userId,
      kind: extra.kind ?? "chat.messages",
      params: { partner: "DanceLink", count: "2" },
      link: "/client/chat",
      dedupeKey: `test:${++happening}`,
      urgency: extra.urgency,
    },
  ]);

describe("the VAPID key", () => {
  test("GET /api/push/key answers the public key, base64url, to anyone; generated once into DATA_DIR and read back after", async () => {
    const r = await t.call<{ publicKey: string }>("GET", "/api/push/key");
    expect(r.status).toBe(200);
    expect(r.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(r.body.publicKey, "base64url")[0]).toBe(4);
    const file = join(t.config.dataDir, VAPID_KEYS_FILE);
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8")).publicKey).toBe(r.body.publicKey);
    // A restart reads the same pair: every device's subscription stays good.
    expect((await vapidKeys(t.config.push, t.config.dataDir)).publicKey).toBe(r.body.publicKey);
  });

  test("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY stand in for the file", async () => {
    const given = { publicKey: `B${"A".repeat(86)}`, privateKey: "C".repeat(43) };
    expect(await vapidKeys({ ...t.config.push, vapidKeys: given }, "/nonexistent")).toEqual(given);
  });
});

describe("subscriptions", () => {
  test("signed in only; a bad endpoint or bad keys are a 400 naming what is wrong", async () => {
    const device = await service.subscribe();
    expect((await t.call("POST", "/api/push/subscriptions", { body: device })).status).toBe(401);
    const studio = await t.signUp("client");
    const post = (body: unknown) => t.call("POST", "/api/push/subscriptions", { cookie: studio.cookie, body });
    for (const endpoint of ["http://push.example.com/x", "ftp://push.example.com/x", "not a url", `https://push.example.com/${"x".repeat(2048)}`]) {
      const r = await post({ ...device, endpoint });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Endpoint must be the push service's https address");
    }
    for (const keys of [
      { p256dh: device.keys.p256dh.slice(4), auth: device.keys.auth },
      { p256dh: device.keys.p256dh, auth: `${device.keys.auth}AAAA` },
      { p256dh: "not base64!", auth: device.keys.auth },
      { p256dh: device.keys.p256dh },
    ]) {
      const r = await post({ endpoint: device.endpoint, keys });
      expect(r.status).toBe(400);
      expect(r.json.message).toContain("Keys must be the browser's p256dh (65 bytes) and auth (16 bytes), in base64url");
    }
    expect((await post(device)).status).toBe(200);
  });

  test("the endpoint rule: https to a named host; plain http only on this machine and only outside production", () => {
    expect(acceptableEndpoint("https://fcm.googleapis.com/fcm/send/abc", false)).toBe(true);
    expect(acceptableEndpoint("http://127.0.0.1:9000/push/1", true)).toBe(true);
    expect(acceptableEndpoint("http://127.0.0.1:9000/push/1", false)).toBe(false);
    expect(acceptableEndpoint("https://127.0.0.1/push/1", false)).toBe(false);
    expect(acceptableEndpoint("https://10.0.0.8/push/1", true)).toBe(false);
    expect(acceptableEndpoint("https://localhost/push/1", false)).toBe(false);
    expect(acceptableEndpoint("http://push.example.com/push/1", true)).toBe(false);
    expect(acceptableEndpoint("https://user:secret@push.example.com/push/1", false)).toBe(false);
  });

  test("the same endpoint again replaces its keys; signed in as someone else on that browser, it moves to them", async () => {
    const device = await service.subscribe();
    const first = await t.signUp("client");
    const second = await t.signUp("artist");
    await t.call("POST", "/api/push/subscriptions", { cookie: first.cookie, body: device });
    const fresh = await service.subscribe();
    const again = await t.call("POST", "/api/push/subscriptions", { cookie: first.cookie, body: { endpoint: device.endpoint, keys: fresh.keys } });
    expect(again.status).toBe(200);
    let rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((r) => [r.userId, r.p256dh])).toEqual([[first.user.userId, fresh.keys.p256dh]]);
    await t.call("POST", "/api/push/subscriptions", { cookie: second.cookie, body: device });
    rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([second.user.userId]);
  });

  test("DELETE removes the caller's own subscription; another user's, or one that is gone, is a 404", async () => {
    const device = await service.subscribe();
    const owner = await t.signUp("client");
    const other = await t.signUp("client");
    await t.call("POST", "/api/push/subscriptions", { cookie: owner.cookie, body: device });
    const body = { endpoint: device.endpoint };
    expect((await t.call("DELETE", "/api/push/subscriptions", { cookie: other.cookie, body })).status).toBe(404);
    expect((await t.call("DELETE", "/api/push/subscriptions", { cookie: owner.cookie, body })).status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
    const gone = await t.call("DELETE", "/api/push/subscriptions", { cookie: owner.cookie, body });
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("This device is not subscribed");
  });
});

describe("delivery through the local push service", () => {
  test("an urgent job (a substitute within 48 hours) reaches the matching artist's phone at high urgency; a job a week out at normal", async () => {
    const studio = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Substitute Sam", ["Tap"]);
    const phone = await service.subscribe();
    await t.call("POST", "/api/push/subscriptions", { cookie: artist.cookie, body: phone });
    for (const [startIn, urgency] of [
      [1, "high"],
      [8, "normal"],
    ] as const) {
      const before = service.received.length;
      const posted = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ style: "Tap" }, startIn) });
      expect(posted.status).toBe(201);
      await t.deps.notifications.idle();
      await t.drainPush();
      const pushes = service.received.slice(before).filter((p) => p.endpoint === phone.endpoint);
      expect(pushes.map((p) => [(p.payload as { kind: string }).kind, p.urgency])).toEqual([["job.matching", urgency]]);
    }
  });

  test("a studio's notification reaches each of its devices, encrypted, signed, in its language, with a TTL and normal urgency", async () => {
    const studio = await t.signUp("client", "Push Studio");
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, studio.user.userId));
    await t.call("POST", "/api/client/add", {
      cookie: studio.cookie,
      body: { studioName: "Push Studio", studioDirector: "Lou", address: "1 King St W", contactNumber: "416 555 0100", province: "ON" },
    });
    const phone = await service.subscribe();
    const laptop = await service.subscribe();
    for (const device of [phone, laptop]) await t.call("POST", "/api/push/subscriptions", { cookie: studio.cookie, body: device });
    const before = service.received.length;

    const posted = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody() });
    expect(posted.status).toBe(201);
    await t.deps.notifications.idle();
    expect(await t.drainPush()).toMatchObject({ sent: 2, retrying: 0, dead: 0 });

    expect(service.refused).toEqual([]);
    const pushes = service.received.slice(before);
    expect(pushes.map((p) => p.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    for (const push of pushes) {
      expect(push.payload).toEqual({
        kind: "job.received",
        title: "Nous avons reçu votre réservation de Ballet",
        body: expect.any(String),
        link: `/fr/client/jobs/details/${posted.body._id}`,
      });
      expect(push.ttl).toBe("86400");
      expect(push.urgency).toBe("normal");
      expect(push.vapidKey).toBe(t.deps.push.publicKey);
      expect(push.claims.aud).toBe(service.origin);
    }
    // Sent rows are marked, not sent again.
    expect(await t.drainPush()).toMatchObject({ claimed: 0 });
  });

  test("the caller's urgency goes with the push: high for what cannot wait", async () => {
    const artist = await t.signUp("artist");
    await t.call("POST", "/api/push/subscriptions", { cookie: artist.cookie, body: await service.subscribe() });
    await notifyOne(artist.user.userId, { urgency: "high" });
    expect(await t.drainPush()).toMatchObject({ sent: 1 });
    expect(service.received.at(-1)?.urgency).toBe("high");
  });

  test("a kind whose push is turned off is not pushed (its mail still goes); the other kinds are", async () => {
    const studio = await t.signUp("client");
    await t.call("POST", "/api/push/subscriptions", { cookie: studio.cookie, body: await service.subscribe() });
    const off = await t.call<{ items: { kind: string; email: boolean; push: boolean }[] }>("PUT", "/api/notifications/preferences", {
      cookie: studio.cookie,
      body: { kind: "chat.messages", push: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.items.find((i) => i.kind === "chat.messages")).toMatchObject({ email: true, push: false });
    const before = service.received.length;
    const [written] = await notifyOne(studio.user.userId);
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.notificationId, written!.id))).toEqual([]);
    expect(await t.drainPush()).toMatchObject({ claimed: 0 });
    expect(service.received.length).toBe(before);
    const mails = await t.db.select({ params: mailOutbox.params }).from(mailOutbox).where(eq(mailOutbox.template, "notification"));
    expect(mails.some((m) => m.params.path === "/client/chat")).toBe(true);
    const [pref] = await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, studio.user.userId));
    expect(pref).toMatchObject({ kind: "chat.messages", email: true, push: false });

    await notifyOne(studio.user.userId, { kind: "job.received" });
    expect(await t.drainPush()).toMatchObject({ sent: 1 });
    expect(service.received.length).toBe(before + 1);
  });

  test("429 with Retry-After: tried again after the service's wait, then delivered", async () => {
    const studio = await t.signUp("client");
    await t.call("POST", "/api/push/subscriptions", { cookie: studio.cookie, body: await service.subscribe() });
    service.script({ status: 429, headers: { "Retry-After": "2" } });
    const [written] = await notifyOne(studio.user.userId);
    expect(await t.drainPush()).toEqual({ claimed: 1, sent: 0, retrying: 1, dead: 0 });
    const [row] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.notificationId, written!.id));
    expect(row?.status).toBe("pending");
    expect(row?.lastError).toContain("429");
    // The backoff would be 20 ms; the service asked for 2 s.
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(1000);
    expect(wait).toBeLessThanOrEqual(2100);
    expect(await t.drainPush()).toMatchObject({ claimed: 0 });
    await Bun.sleep(wait + 50);
    expect(await t.drainPush()).toMatchObject({ claimed: 1, sent: 1 });
  });

  test("a 5xx is tried again after the backoff", async () => {
    const studio = await t.signUp("client");
    await t.call("POST", "/api/push/subscriptions", { cookie: studio.cookie, body: await service.subscribe() });
    service.script({ status: 503 });
    await notifyOne(studio.user.userId);
    expect(await t.drainPush()).toMatchObject({ retrying: 1 });
    await Bun.sleep(50);
    expect(await t.drainPush()).toMatchObject({ sent: 1 });
  });

  test("410 Gone deletes the subscription and the pushes still waiting for it; 404 does too", async () => {
    for (const status of [410, 404]) {
      const studio = await t.signUp("client");
      const device = await service.subscribe();
      await t.call("POST", "/api/push/subscriptions", { cookie: studio.cookie, body: device });
      service.script({ status });
      await notifyOne(studio.user.userId);
      expect(await t.drainPush()).toEqual({ claimed: 1, sent: 0, retrying: 0, dead: 1 });
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
      expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.status, "pending"))).toEqual([]);
    }
  });

  test("Retry-After is read as seconds or as a date, never negative, at most a day", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Sun, 29 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Sun, 29 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("999999", now)).toBe(24 * 60 * 60 * 1000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
