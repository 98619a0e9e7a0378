import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { createMigratedTestDatabase } from "../../../tests/harness.ts";
import { openDatabase, type DatabaseHandle } from "../../platform/db/client.ts";
import { chatMessages, chatThreads, users } from "../../../db/schema.ts";

// PGlite by default; the same assertions hold on PostgreSQL (TEST_DATABASE_URL=postgres://...).
const dataDir = mkdtempSync(join(tmpdir(), "chat-threads-"));
const database = await createMigratedTestDatabase();
let handle: DatabaseHandle;
let people: string[];
beforeAll(async () => {
  handle = await openDatabase(database.url, dataDir);
  const rows = await handle.db
    .insert(users)
    .values(
      ["Agency", "Studio", "Artist", "Other"].map((name) => ({
        name,
        email: `${name}-${Bun.randomUUIDv7()}@test.local`,
        passwordHash: "x",
        role: "client" as const,
      })),
    )
    .returning({ id: users.id });
  people = rows.map((r) => r.id);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The threads as kept, and as worked out from the messages themselves, each as "owner partner: last message" lines. */
async function keptAndDerived() {
  const { db } = handle;
  const kept = (await db.select().from(chatThreads)).map((t) => `${t.ownerId} ${t.partnerId}: ${t.lastMessageId}`).sort();
  // Worked out here, independently: per (owner, partner), the newest message either way.
  const newest = new Map<string, { id: string; at: number }>();
  for (const m of await db.select().from(chatMessages)) {
    for (const [owner, partner] of [
      [m.senderId, m.receiverId],
      [m.receiverId, m.senderId],
    ]) {
      const key = `${owner} ${partner}`;
      const seen = newest.get(key);
      const at = m.createdAt.getTime();
      if (!seen || at > seen.at || (at === seen.at && m.id > seen.id)) newest.set(key, { id: m.id, at });
    }
  }
  const derived = [...newest].map(([key, { id }]) => `${key}: ${id}`).sort();
  return { kept, derived };
}

/** The text of the last message `owner` has in their thread with `partner`. */
async function lastMessageOf(owner: number, partner: number): Promise<string | undefined> {
  const [row] = await handle.db
    .select({ text: chatMessages.message })
    .from(chatThreads)
    .innerJoin(chatMessages, eq(chatMessages.id, chatThreads.lastMessageId))
    .where(and(eq(chatThreads.ownerId, people[owner]!), eq(chatThreads.partnerId, people[partner]!)));
  return row?.text;
}

const message = (from: number, to: number, text: string, createdAt?: Date) => ({
  senderId: people[from]!,
  receiverId: people[to]!,
  message: text,
  ...(createdAt ? { createdAt } : {}),
});

test("one statement of many messages leaves each pair's newest as both people's last message", async () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
  await handle.db
    .insert(chatMessages)
    .values([
      message(1, 0, "Hello agency", at(1)),
      message(0, 1, "Hello studio", at(2)),
      message(2, 0, "Hi from an artist", at(3)),
      message(1, 0, "Another question", at(4)),
      message(3, 2, "Artist to artist", at(5)),
    ]);
  const { kept, derived } = await keptAndDerived();
  expect(kept).toEqual(derived);
  expect(kept).toHaveLength(6);
});

test("a message that commits after a newer one does not take its place", async () => {
  const { db } = handle;
  await db.insert(chatMessages).values(message(0, 1, "Newest", new Date(Date.UTC(2026, 10, 2))));
  await db.insert(chatMessages).values(message(1, 0, "Sent earlier, stored later", new Date(Date.UTC(2026, 10, 1, 12))));
  const { kept, derived } = await keptAndDerived();
  expect(kept).toEqual(derived);
  expect(await lastMessageOf(0, 1)).toBe("Newest");
  expect(await lastMessageOf(1, 0)).toBe("Newest");
});

test("many sends at once in one conversation, committing in any order: the threads end on the newest", async () => {
  const at = (i: number) => new Date(Date.UTC(2026, 10, 3, 9, 0, i));
  const order = [7, 2, 19, 0, 11, 5, 16, 3, 9, 14, 1, 18, 6, 12, 4, 17, 8, 15, 10, 13];
  await Promise.all(order.map((i) => handle.db.insert(chatMessages).values(message(i % 2 ? 0 : 2, i % 2 ? 2 : 0, `burst ${i}`, at(i)))));
  const { kept, derived } = await keptAndDerived();
  expect(kept).toEqual(derived);
  expect(await lastMessageOf(2, 0)).toBe("burst 19");
});

test("reading messages changes no thread; a person who leaves takes their threads along", async () => {
  const { db } = handle;
  const before = await keptAndDerived();
  await db.update(chatMessages).set({ readAt: new Date() });
  expect(await keptAndDerived()).toEqual(before);
  await db.delete(users).where(eq(users.id, people[3]!));
  const after = await keptAndDerived();
  expect(after.kept).toEqual(after.derived);
  expect(after.kept.some((line) => line.includes(people[3]!))).toBe(false);
});
