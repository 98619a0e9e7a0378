import { afterAll, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import { mailOutbox } from "../../../db/schema.ts";
import { createTestApp, createTestDatabase, type TestApp } from "../../../tests/harness.ts";
import { startSmtpPeer } from "../../../tests/smtp-peer.ts";
import { createLogger } from "../log.ts";
import { enqueueMail, type OutgoingMail } from "./outgoing.ts";

// Two instances of the app on one PostgreSQL database, as behind a load balancer, and one SMTP server.
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createTestDatabase();
const peer = await startSmtpPeer();
const logLines: Record<string, unknown>[] = [];
const env = { ...peer.env, DATABASE_URL: database.url };
// a polls often (it notices the database coming back); b polls once a minute (only NOTIFY wakes it in time).
const a = await createTestApp({ env, mail: { worker: { batchSize: 3, pollMs: 50 } }, log: createLogger("debug", (line) => logLines.push(JSON.parse(line))) });
const b = await createTestApp({ env, mail: { worker: { batchSize: 3, pollMs: 60_000 } } });
const server = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
const name = new URL(database.url).pathname.slice(1);
afterAll(async () => {
  await server.unsafe(`alter database ${name} with allow_connections true`);
  await server.end();
  await Promise.all([a.close(), b.close()]);
  await peer.close();
  await database.drop();
});

const mailTo = (to: string): OutgoingMail => ({ to, locale: "en", template: "password-changed", params: { name: "Ada" } });

async function queue(app: TestApp, recipients: string[]) {
  await app.db.transaction(async (tx) => {
    for (const to of recipients) await enqueueMail(tx, mailTo(to));
  });
  return app.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients));
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await Bun.sleep(20);
}

test("two instances draining one outbox at once deliver each mail once (FOR UPDATE SKIP LOCKED)", async () => {
  const recipients = Array.from({ length: 30 }, (_, i) => `once-${i}@studio.example`);
  const rows = await queue(a, recipients);
  const [fromA, fromB] = await Promise.all([a.drainMail(), b.drainMail()]);
  expect(fromA.sent + fromB.sent).toBe(30);
  // Both took part (batches of 3, sent while the other claims).
  expect(fromA.sent).toBeGreaterThan(0);
  expect(fromB.sent).toBeGreaterThan(0);

  await until(() => peer.received.filter((m) => m.to[0]?.startsWith("once-")).length >= 30);
  const delivered = peer.received.filter((m) => m.to[0]?.startsWith("once-"));
  expect(delivered).toHaveLength(30);
  expect(new Set(delivered.map((m) => m.parsed.messageId)).size).toBe(30);
  const after = await a.db
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.id,
        rows.map((r) => r.id),
      ),
    );
  expect(after.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
});

test("a mail queued on one instance is sent at once by another's worker (NOTIFY reaches every instance)", async () => {
  await b.mail.start();
  try {
    // b's first look at the outbox is over; its next poll is a minute away.
    await Bun.sleep(200);
    const started = Date.now();
    await queue(a, ["across@studio.example"]);
    await peer.waitForMail((m) => m.to.includes("across@studio.example"));
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    await b.mail.worker.stop();
  }
});

test("the database going away does not stop the worker: logged once, mail delivered once it is back", async () => {
  await a.mail.start();
  try {
    await server.unsafe(`alter database ${name} with allow_connections false`);
    await server.unsafe(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
    await until(() => logLines.some((l) => l.msg === "mail outbox unavailable"));
    expect(logLines.filter((l) => l.msg === "mail outbox unavailable")).toHaveLength(1);

    await server.unsafe(`alter database ${name} with allow_connections true`);
    await until(() => logLines.some((l) => l.msg === "mail outbox reachable again"));
    const [row] = await queue(a, ["after-outage@studio.example"]);
    await peer.waitForMail((m) => m.to.includes("after-outage@studio.example"), 10_000);
    // Recorded just after the server's answer.
    let status: string | undefined;
    const deadline = Date.now() + 5_000;
    while (status !== "sent" && Date.now() < deadline) {
      [{ status } = { status: undefined }] = await a.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      if (status !== "sent") await Bun.sleep(20);
    }
    expect(status).toBe("sent");
  } finally {
    await a.mail.worker.stop();
  }
});
