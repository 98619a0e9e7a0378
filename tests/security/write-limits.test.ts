import { describe, expect, test } from "bun:test";
import { suiteServedApp } from "../served-app.ts";
import type { TestSocket } from "../realtime.ts";
import { jobBody, STUDIO_PROFILE } from "../job-fixtures.ts";
import { ADMIN_ID } from "../../src/platform/contract/roles.ts";
import { CHAT_CLOSE_CODES } from "../../src/features/chat/chat.contract.ts";
import { MAX_SOCKETS_PER_USER } from "../../src/features/chat/hub.ts";
import { WRITE_KINDS, writeKindOf } from "../../src/platform/http/rate-limit.ts";

/**
 * Signed-in writes had no limit (2,000 chat sends in 1.5 s,
 * 1,500 job posts a second) and a user could open any number of sockets. Every
 * state-changing call of a signed-in user draws on a per-user budget for its
 * kind; a user holds at most MAX_SOCKETS_PER_USER sockets, the oldest closed.
 */

const BUDGET = 3;
const tight = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { limit: BUDGET, windowMs: 60_000 }]));
const { t, served, openSocket } = await suiteServedApp({ rateLimits: { writes: tight as never } });

async function statusesOf(times: number, send: (i: number) => Promise<Response>) {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await send(i);
    out.push(res.status);
    if (res.status === 429) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const json = (await res.json()) as { status: boolean; message: string; response: unknown };
      expect(json.status).toBe(false);
      expect(json.message).toMatch(/too many|too quickly/i);
      expect(json.response).toBeNull();
    }
  }
  return out;
}

describe("per-user budgets on every signed-in write", () => {
  test("chat: sends past the budget are refused with 429 and Retry-After, from any address; the ones sent are kept", async () => {
    const client = await t.signUp("client");
    const statuses = await statusesOf(BUDGET + 2, (i) =>
      t.request("POST", "/api/chat/send", {
        cookie: client.cookie,
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        body: { receiverId: ADMIN_ID, message: `hello ${i}` },
      }),
    );
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const history = await t.call<{ chats: unknown[] }>("GET", `/api/chat/history?otherUserId=${ADMIN_ID}`, { cookie: client.cookie });
    expect((history.json as unknown as { chats: unknown[] }).chats).toHaveLength(BUDGET);
    // Another user's budget is their own.
    const other = await t.signUp("client");
    expect((await t.request("POST", "/api/chat/send", { cookie: other.cookie, body: { receiverId: ADMIN_ID, message: "hi" } })).status).toBe(201);
  });

  test("job posts have their own budget, apart from chat", async () => {
    const client = await t.signUp("client");
    const studio = STUDIO_PROFILE;
    expect((await t.request("POST", "/api/client/add", { cookie: client.cookie, body: studio })).status).toBe(201);
    const statuses = await statusesOf(BUDGET + 1, () => t.request("POST", "/api/job/add", { cookie: client.cookie, body: jobBody() }));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await t.call("GET", "/api/job/user-pending-jobs", { cookie: client.cookie })).body).toHaveLength(BUDGET);
    expect((await t.request("POST", "/api/chat/send", { cookie: client.cookie, body: { receiverId: ADMIN_ID, message: "still here" } })).status).toBe(201);
  });

  test("the admin's writes count too; logging out is never refused", async () => {
    const admin = await t.adminLogin();
    const client = await t.signUp("client");
    const statuses = await statusesOf(BUDGET + 1, () => t.request("PUT", `/api/admin/conversations/${client.user.userId}/read`, { cookie: admin.cookie }));
    expect(statuses.slice(BUDGET)).toEqual([429]);
    for (let i = 0; i < BUDGET + 2; i++) await t.request("POST", "/api/auth/logout", { cookie: (await t.adminLogin()).cookie });
    expect((await t.request("POST", "/api/auth/logout", { cookie: admin.cookie })).status).toBe(200);
  });

  test("each write finds its budget: chat, jobs, opt-ins, uploads (any multipart body), contact, the rest", () => {
    expect(writeKindOf("POST", "/api/chat/send", "application/json")).toBe("chat");
    expect(writeKindOf("POST", "/api/job/add", "application/json")).toBe("jobs");
    expect(writeKindOf("PUT", "/api/job/job-accept/0190", undefined)).toBe("optIn");
    expect(writeKindOf("PUT", "/api/artist/update", "multipart/form-data; boundary=x")).toBe("uploads");
    expect(writeKindOf("POST", "/api/admin/services", "multipart/form-data; boundary=x")).toBe("uploads");
    expect(writeKindOf("POST", "/api/contact/add", "application/json")).toBe("contact");
    expect(writeKindOf("POST", "/api/privacy/requests", "application/json")).toBe("contact");
    expect(writeKindOf("PUT", "/api/job/cancel/0190", undefined)).toBe("other");
  });
});

describe("sockets per user", () => {
  test(`a user holds at most ${MAX_SOCKETS_PER_USER} sockets: a new one closes the oldest`, async () => {
    const client = await t.signUp("client");
    const sockets: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER + 1; i++) {
      const socket = await openSocket(client.cookie);
      sockets.push(socket);
    }
    expect(await sockets[0]!.closed).toBe(CHAT_CLOSE_CODES.tooManySockets);
    expect(served.hub.connections).toBe(MAX_SOCKETS_PER_USER);
    const newest = sockets.at(-1)!;
    await newest.join(client.user.userId);
  });
});
