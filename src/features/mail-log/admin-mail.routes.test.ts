import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { startSmtpPeer } from "../../../tests/smtp-peer.ts";
import type { AdminMail } from "./mail.contract.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";

// A server that answers "try later" until told otherwise: mail dies after two tries.
const peer = await startSmtpPeer({ refuse: "temporary" });
const t = await suiteApp({ env: peer.env, mail: { worker: { maxAttempts: 2, backoffMs: () => 0 } } });
afterAll(() => peer.close());
const { cookie: admin } = await t.adminLogin();

async function queue(to: string) {
  await t.db.transaction((tx) =>
    enqueueMail(tx, { to, locale: "fr", template: "reset-password", params: { name: "Ada", path: "/reset-password?token=never-shown" } }),
  );
  return (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]!;
}

describe("GET /api/admin/mail: mail that could not be delivered", () => {
  test("dead mail and mail still retried, newest first, with their errors and never their values; delivered mail is not listed", async () => {
    const delivered = await queue("delivered@studio.example");
    peer.refuse(undefined);
    await t.drainMail();
    peer.refuse("temporary");
    const dead = await queue("dead@studio.example");
    await t.drainMail();
    await t.drainMail();
    const retrying = await queue("retrying@studio.example");
    await t.drainMail();
    const waiting = await queue("waiting@studio.example");

    const { status, body, res } = await t.call<AdminMail[]>("GET", "/api/admin/mail", { cookie: admin });
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.map((m) => m.recipient)).toEqual(["retrying@studio.example", "dead@studio.example"]);
    const [pending, gone] = body as [AdminMail, AdminMail];
    expect(gone).toEqual({
      id: dead.id,
      recipient: "dead@studio.example",
      locale: "fr",
      template: "reset-password",
      status: "dead",
      attempts: 2,
      lastError: expect.stringContaining("451"),
      nextAttemptAt: null,
      createdAt: dead.createdAt.toISOString(),
    });
    expect(pending).toMatchObject({ id: retrying.id, status: "pending", attempts: 1, lastError: expect.stringContaining("451") });
    expect(Date.parse(pending.nextAttemptAt!)).not.toBeNaN();
    expect(JSON.stringify(body)).not.toContain("never-shown");
    expect([delivered.id, waiting.id].some((id) => body.some((m) => m.id === id))).toBe(false);

    const paged = await t.call<AdminMail[]>("GET", "/api/admin/mail?page=2&limit=1", { cookie: admin });
    expect(paged.res.headers.get("x-total-count")).toBe("2");
    expect(paged.body.map((m) => m.id)).toEqual([dead.id]);
  });

  test("POST /api/admin/mail/:id/retry: a dead mail is queued again with all its tries and goes out once the server accepts", async () => {
    const dead = await queue("retry-me@studio.example");
    await t.drainMail();
    await t.drainMail();
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, dead.id)))[0]).toMatchObject({ status: "dead" });

    peer.refuse(undefined);
    const { status, json, body } = await t.call<AdminMail>("POST", `/api/admin/mail/${dead.id}/retry`, { cookie: admin, headers: { "accept-language": "fr" } });
    expect(status).toBe(200);
    expect(json.message).toBe("Courriel remis dans la file d’envoi");
    expect(body).toMatchObject({ id: dead.id, status: "pending", attempts: 0 });

    await t.drainMail();
    const mail = await peer.waitForMail((m) => m.to.includes("retry-me@studio.example"));
    expect(mail.links).toContain("http://localhost:3000/fr/reset-password?token=never-shown");
    const list = await t.call<AdminMail[]>("GET", "/api/admin/mail", { cookie: admin });
    expect(list.body.some((m) => m.id === dead.id)).toBe(false);

    // Delivered now: nothing to retry.
    const again = await t.call("POST", `/api/admin/mail/${dead.id}/retry`, { cookie: admin });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This mail was delivered already");
  });

  test("retry: a queued mail is a 409, an unknown or malformed id a 404", async () => {
    const queued = await queue("queued@studio.example");
    expect((await t.call("POST", `/api/admin/mail/${queued.id}/retry`, { cookie: admin })).status).toBe(409);
    expect((await t.call("POST", "/api/admin/mail/0190a5a0-0000-7000-8000-000000000abc/retry", { cookie: admin })).status).toBe(404);
    const malformed = await t.call("POST", "/api/admin/mail/not-an-id/retry", { cookie: admin });
    expect(malformed.status).toBe(404);
    expect(malformed.json.message).toBe("Mail not found");
  });

  test("admin only: signed out 401, another role 403", async () => {
    const { cookie } = await t.signUp("client");
    expect((await t.request("GET", "/api/admin/mail")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/mail", { cookie })).status).toBe(403);
    expect((await t.request("POST", "/api/admin/mail/0190a5a0-0000-7000-8000-000000000abc/retry", { cookie })).status).toBe(403);
  });
});
