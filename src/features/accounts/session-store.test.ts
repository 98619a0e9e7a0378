import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sessions } from "../../../db/schema.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { hashSessionToken, LAST_SEEN_INTERVAL_MS, SESSION_RECHECK_MS } from "./sessions.ts";
import { createSessionStore } from "./session-store.ts";

const t = await suiteApp();
const SECRET = "session-test-secret-session-test-secret";

const storeOf = () => createSessionStore({ db: t.db, events: t.deps.events, secret: SECRET });
const rowOf = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0];

describe("session store", () => {
  test("a started session reads back as its user; the table holds only a keyed hash of the cookie's secret", async () => {
    const { user } = await t.signUp("client");
    const store = storeOf();
    const token = (await store.start(user, "Test browser", undefined)).token;
    const session = await store.read(token);
    expect(session?.user).toEqual(user);
    const row = (await rowOf(session!.id))!;
    expect(row.tokenHash).toBe(hashSessionToken(token, SECRET));
    expect(row.tokenHash).not.toContain(token);
    expect(row.userAgent).toBe("Test browser");
    // Another server secret does not accept it.
    expect(await createSessionStore({ db: t.db, events: t.deps.events, secret: `${SECRET}-other` }).read(token)).toBeNull();
  });

  test("unknown, oversized and missing values are no session", async () => {
    const store = storeOf();
    expect(await store.read(undefined)).toBeNull();
    expect(await store.read("not-a-session")).toBeNull();
    expect(await store.read("x".repeat(10_000))).toBeNull();
  });

  /** Runs `read` as if `ms` had passed. */
  async function after<T>(ms: number, read: () => Promise<T>): Promise<T> {
    const later = Date.now() + ms;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      return await read();
    } finally {
      Date.now = realNow;
    }
  }

  test("last seen is written at most once a minute; the row is read again every 10 s", async () => {
    const { user } = await t.signUp("artist");
    const store = storeOf();
    const token = (await store.start(user, undefined, undefined)).token;
    const { id } = (await store.read(token))!;
    const old = new Date(Date.now() - 2 * LAST_SEEN_INTERVAL_MS);
    await t.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, id));
    // Within the minute: the cached session, no write.
    for (let i = 0; i < 5; i++) expect((await store.read(token))?.id).toBe(id);
    expect((await rowOf(id))!.lastSeenAt).toEqual(old);
    // A fresh instance (or this one a minute later) writes it once.
    const other = storeOf();
    await other.read(token);
    const seen = (await rowOf(id))!.lastSeenAt;
    expect(seen.getTime()).toBeGreaterThan(old.getTime());
    // The re-read 10 s later finds it and writes nothing (last seen was written less than a minute ago).
    expect((await after(SESSION_RECHECK_MS + 1, () => other.read(token)))?.id).toBe(id);
    expect((await rowOf(id))!.lastSeenAt).toEqual(seen);
    // A row deleted behind the cache's back (a lost notification) is refused at the next re-read, 10 s on.
    await t.db.delete(sessions).where(eq(sessions.id, id));
    expect((await other.read(token))?.id).toBe(id);
    expect(await after(2 * SESSION_RECHECK_MS + 2, () => other.read(token))).toBeNull();
  });

  test("session.revoked drops cached sessions at once, by id or by user", async () => {
    const { user } = await t.signUp("client");
    const store = storeOf();
    const first = (await store.start(user, undefined, undefined)).token;
    const second = (await store.start(user, undefined, undefined)).token;
    const firstId = (await store.read(first))!.id;
    await store.end(first);
    expect(await store.read(first)).toBeNull();
    expect(await store.read(second)).not.toBeNull();
    // Rows kept, but the event names the user: the cache forgets, and the next read finds no row.
    await t.db.delete(sessions).where(eq(sessions.userId, user.userId));
    t.deps.events.publish({ type: "session.revoked", userId: user.userId });
    expect(await store.read(second)).toBeNull();
    expect(await rowOf(firstId)).toBeUndefined();
  });
});
