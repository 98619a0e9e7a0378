import { afterAll, beforeAll, expect, test } from "bun:test";
import postgres from "postgres";
import { createTestDatabase } from "../../../tests/harness.ts";
import type { ChatMessage } from "../../features/chat/chat.contract.ts";
import type { DomainEvent } from "./domain-events.ts";
import { createLogger } from "../log.ts";
import { createPostgresEventBus, type EventBus, type LargeEvents } from "./bus.ts";

// Two buses on one PostgreSQL database, as two instances would hold them.
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createTestDatabase();
const log = createLogger("silent");
const stored = new Map<string, ChatMessage>();
/** Chat messages by id, as the chat feature gives them to the bus. */
const largeEvents: LargeEvents = {
  referenceOf: (event) => (event.type === "chat.message_sent" ? event.chat._id : undefined),
  load: async (id) => {
    const chat = stored.get(id);
    return chat && { type: "chat.message_sent", chat };
  },
};

let pgA: postgres.Sql;
let pgB: postgres.Sql;
let a: EventBus;
let b: EventBus;
beforeAll(async () => {
  pgA = postgres(database.url, { onnotice: () => {} });
  pgB = postgres(database.url, { onnotice: () => {} });
  a = await createPostgresEventBus(pgA, { log, largeEvents });
  b = await createPostgresEventBus(pgB, { log, largeEvents });
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await Promise.all([pgA.end(), pgB.end()]);
  await database.drop();
});

async function until<T>(read: () => T[], count: number): Promise<T[]> {
  const deadline = Date.now() + 5000;
  while (read().length < count && Date.now() < deadline) await Bun.sleep(10);
  return read();
}

test("an event published on A reaches B's listeners once, and A's own listeners at once and once", async () => {
  const onA: DomainEvent[] = [];
  const onB: DomainEvent[] = [];
  a.on("job.posted", (e) => onA.push(e));
  b.on("job.posted", (e) => onB.push(e));

  const event: DomainEvent = { type: "job.posted", jobId: "j1", clientUserId: "u1" };
  a.publish(event);
  expect(onA).toEqual([event]);
  expect(await until(() => onB, 1)).toEqual([event]);
  // A ignores its own notification when it comes back.
  await Bun.sleep(200);
  expect(onA).toEqual([event]);
});

test("a chat event too large for a NOTIFY payload crosses as its id and is read back by the receiver", async () => {
  const chat: ChatMessage = {
    _id: "0190e1b2-0000-7000-8000-000000000001",
    senderId: "s",
    receiverId: "r",
    // 8,000 bytes of text: over PostgreSQL's NOTIFY limit whatever the validation allows today.
    message: "😀".repeat(2000),
    createdAt: new Date().toISOString(),
    deliveredAt: null,
    readAt: null,
  };
  stored.set(chat._id, chat);
  const onB: ChatMessage[] = [];
  b.on("chat.message_sent", (e) => onB.push(e.chat));
  a.publish({ type: "chat.message_sent", chat });
  expect(await until(() => onB, 1)).toEqual([chat]);
});
