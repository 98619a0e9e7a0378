import { describe, expect, test } from "bun:test";
import { and, count, eq, sql } from "drizzle-orm";
import { artists, chatMessages, contacts, idempotencyKeys, jobApplications, jobs } from "../../db/schema.ts";
import { applicationForm, approvedArtist, insertJob, insertStudio, suiteAppWithLookups } from "../artist-fixtures.ts";
import { jobBody } from "../job-fixtures.ts";
import { ADMIN_ID } from "../../src/platform/contract/roles.ts";
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from "../../src/platform/http/idempotency.ts";

/**
 * A client that retries a write (a timeout, a lost reply)
 * did it twice: two job posts, two chat messages. With an `Idempotency-Key`
 * header, a retry gets the first reply and runs nothing.
 */

const { t, l } = await suiteAppWithLookups();
const { clientId } = await insertStudio(t.db);

const studio = { studioName: "Pointe Studio", studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" };
async function studioClient() {
  const signed = await t.signUp("client");
  expect((await t.call("POST", "/api/client/add", { cookie: signed.cookie, body: studio })).status).toBe(201);
  return signed;
}

const newKey = () => crypto.randomUUID();
type Init = { body?: unknown; cookie?: string; headers?: Record<string, string> };
const send = (method: string, path: string, key: string, init: Init = {}) =>
  t.request(method, path, { ...init, headers: { ...init.headers, [IDEMPOTENCY_KEY_HEADER]: key } });

interface Reply {
  status: number;
  contentType: string | null;
  replayed: string | null;
  text: string;
}
const read = async (res: Response): Promise<Reply> => ({
  status: res.status,
  contentType: res.headers.get("content-type"),
  replayed: res.headers.get(REPLAYED_HEADER),
  text: await res.text(),
});
const envelopeOf = (reply: Reply) => JSON.parse(reply.text) as { status: boolean; message: string; response: unknown };

/** Sends the same call twice with one key: the second must be the first's reply, replayed. */
async function sentTwice(method: string, path: string, init: () => Init) {
  const key = newKey();
  const first = await read(await send(method, path, key, init()));
  const again = await read(await send(method, path, key, init()));
  expect(first.replayed).toBeNull();
  expect(again).toEqual({ ...first, replayed: "true" });
  return { key, first, again };
}

const countOf = async (table: typeof jobs | typeof chatMessages | typeof contacts | typeof jobApplications | typeof artists, where?: ReturnType<typeof eq>) =>
  (await t.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe("a retry with the same key runs once and gets the first reply", () => {
  test("job post", async () => {
    const { cookie, user } = await studioClient();
    const { first } = await sentTwice("POST", "/api/job/add", () => ({ cookie, body: jobBody() }));
    expect(first.status).toBe(201);
    expect(first.contentType).toMatch(/^application\/json/);
    expect(envelopeOf(first).status).toBe(true);
    const [client] = await t.db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(sql`clients`, sql`clients.id = ${jobs.clientId}`)
      .where(sql`clients.user_id = ${user.userId}`);
    expect(client!.n).toBe(1);
  });

  test("opt-in", async () => {
    const artist = await approvedArtist(t, l);
    const jobId = await insertJob(t.db, clientId);
    const { first } = await sentTwice("PUT", `/api/job/job-accept/${jobId}`, () => ({ cookie: artist.cookie, body: { note: "Free all week" } }));
    expect(first.status).toBe(200);
    expect(await countOf(jobApplications, eq(jobApplications.jobId, jobId))).toBe(1);
    // Without the key, the second opt-in is the domain's own 409: the replay above was not that.
    expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: artist.cookie, body: { note: "Free all week" } })).status).toBe(409);
  });

  test("chat send", async () => {
    const { cookie, user } = await t.signUp("client");
    const { first } = await sentTwice("POST", "/api/chat/send", () => ({ cookie, body: { receiverId: ADMIN_ID, message: "Is Friday still on?" } }));
    expect(first.status).toBe(201);
    expect(await countOf(chatMessages, eq(chatMessages.senderId, user.userId))).toBe(1);
  });

  test("artist application (multipart, a new boundary each time it is sent)", async () => {
    const { cookie, user } = await t.signUp("artist");
    const { first } = await sentTwice("POST", "/api/artist/add", () => ({ cookie, body: applicationForm(l) }));
    expect(first.status).toBe(201);
    expect(await countOf(artists, eq(artists.userId, user.userId))).toBe(1);
  });

  test("contact message (anonymous: the key belongs to the client address)", async () => {
    const message = {
      firstName: "Ana",
      lastName: "Lopez",
      email: `ana-${newKey()}@studio.ca`,
      phoneNumber: "+1 416 555 0100",
      message: "Do you cover Ottawa?",
    };
    const { first } = await sentTwice("POST", "/api/contact/add", () => ({ body: message, headers: { "x-forwarded-for": "203.0.113.9" } }));
    expect(first.status).toBe(201);
    expect(await countOf(contacts, eq(contacts.email, message.email))).toBe(1);
  });

  test("a refusal (4xx) is kept too: the retry gets it again", async () => {
    const { cookie } = await t.signUp("client");
    const { first } = await sentTwice("POST", "/api/chat/send", () => ({ cookie, body: { receiverId: ADMIN_ID, message: "   " } }));
    expect(first.status).toBe(400);
  });
});

describe("what a key cannot do", () => {
  test("the same key with another body, method or path is a 422 envelope, and runs nothing", async () => {
    const { cookie, user } = await t.signUp("client");
    const key = newKey();
    expect((await send("POST", "/api/chat/send", key, { cookie, body: { receiverId: ADMIN_ID, message: "one" } })).status).toBe(201);
    for (const [method, path, body] of [
      ["POST", "/api/chat/send", { receiverId: ADMIN_ID, message: "two" }],
      ["POST", "/api/job/add", jobBody()],
    ] as const) {
      const res = await read(await send(method, path, key, { cookie, body }));
      expect(res.status).toBe(422);
      expect(envelopeOf(res)).toEqual({ status: false, message: "This Idempotency-Key was already used for a different request", response: null });
    }
    expect(await countOf(chatMessages, eq(chatMessages.senderId, user.userId))).toBe(1);
  });

  test("a multipart retry with another field is a 422", async () => {
    const { cookie, user } = await t.signUp("artist");
    const key = newKey();
    expect((await send("POST", "/api/artist/add", key, { cookie, body: applicationForm(l) })).status).toBe(201);
    const other = applicationForm(l, { bio: "Another bio, longer than the first one was, so the body differs." });
    const res = await read(await send("POST", "/api/artist/add", key, { cookie, body: other }));
    expect(res.status).toBe(422);
    expect(await countOf(artists, eq(artists.userId, user.userId))).toBe(1);
  });

  test("a malformed key is a 400 envelope naming the header", async () => {
    const { cookie } = await t.signUp("client");
    for (const key of ["", "x".repeat(256), "caf\u00e9"]) {
      const res = await t.request("POST", "/api/chat/send", {
        cookie,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        body: { receiverId: ADMIN_ID, message: "hi" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: false, message: "Idempotency-Key must be 1 to 255 printable ASCII characters", response: null });
    }
  });

  test("two identical requests at once run once: one 201, the other the replay or a 409", async () => {
    const { cookie, user } = await studioClient();
    const key = newKey();
    const body = jobBody({ description: "Sent twice at once" });
    const replies = await Promise.all([0, 1].map(async () => read(await send("POST", "/api/job/add", key, { cookie, body }))));
    const [fresh, other] = replies[0]!.replayed ? [replies[1]!, replies[0]!] : [replies[0]!, replies[1]!];
    expect(fresh.status).toBe(201);
    if (other.status === 409) {
      expect(envelopeOf(other)).toMatchObject({ status: false, message: expect.stringContaining("still being processed") });
    } else {
      expect(other).toEqual({ ...fresh, replayed: "true" });
    }
    const posted = await t.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.description, "Sent twice at once"), sql`${jobs.clientId} in (select id from clients where user_id = ${user.userId})`));
    expect(posted[0]!.n).toBe(1);
  });

  test("a 503 is not kept: the retry after it runs", async () => {
    const { cookie, user } = await t.signUp("artist");
    const slots = t.deps.uploadSlots;
    const taken = Array.from({ length: slots.limit }, () => slots.take("someone else"));
    const key = newKey();
    const refused = await send("POST", "/api/artist/add", key, { cookie, body: applicationForm(l) });
    for (const release of taken) release();
    expect(refused.status).toBe(503);
    const again = await read(await send("POST", "/api/artist/add", key, { cookie, body: applicationForm(l) }));
    expect(again.status).toBe(201);
    expect(again.replayed).toBeNull();
    expect(await countOf(artists, eq(artists.userId, user.userId))).toBe(1);
  });

  test("a thrown error (500) is not kept: the retry runs", async () => {
    const { cookie, user } = await t.signUp("artist");
    const files = t.deps.files;
    const put = files.put;
    files.put = () => Promise.reject(new Error("disk full"));
    const key = newKey();
    try {
      expect((await send("POST", "/api/artist/add", key, { cookie, body: applicationForm(l) })).status).toBe(500);
    } finally {
      files.put = put;
    }
    const again = await read(await send("POST", "/api/artist/add", key, { cookie, body: applicationForm(l) }));
    expect(again.status).toBe(201);
    expect(again.replayed).toBeNull();
    expect(await countOf(artists, eq(artists.userId, user.userId))).toBe(1);
  });

  test("another user's same key is a key of its own", async () => {
    const one = await t.signUp("client");
    const two = await t.signUp("client");
    const key = newKey();
    const body = { receiverId: ADMIN_ID, message: "same words" };
    const first = await read(await send("POST", "/api/chat/send", key, { cookie: one.cookie, body }));
    const second = await read(await send("POST", "/api/chat/send", key, { cookie: two.cookie, body }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.replayed).toBeNull();
    expect(second.text).not.toBe(first.text);
    expect(await countOf(chatMessages, eq(chatMessages.senderId, two.user.userId))).toBe(1);
  });

  test("a key older than 24 hours is not replayed: the call runs again", async () => {
    const { cookie, user } = await t.signUp("client");
    const key = newKey();
    const body = { receiverId: ADMIN_ID, message: "yesterday's" };
    expect((await send("POST", "/api/chat/send", key, { cookie, body })).status).toBe(201);
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const again = await read(await send("POST", "/api/chat/send", key, { cookie, body }));
    expect(again.status).toBe(201);
    expect(again.replayed).toBeNull();
    expect(await countOf(chatMessages, eq(chatMessages.senderId, user.userId))).toBe(2);
    // The key is fresh again: a third send is the second one's replay.
    expect((await read(await send("POST", "/api/chat/send", key, { cookie, body }))).replayed).toBe("true");
  });

  test("without the header nothing changes: two sends are two messages", async () => {
    const { cookie, user } = await t.signUp("client");
    for (let i = 0; i < 2; i++) expect((await t.call("POST", "/api/chat/send", { cookie, body: { receiverId: ADMIN_ID, message: "twice" } })).status).toBe(201);
    expect(await countOf(chatMessages, eq(chatMessages.senderId, user.userId))).toBe(2);
  });
});
