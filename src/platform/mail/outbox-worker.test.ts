import { afterAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp, type TestAppOptions } from "../../../tests/harness.ts";
import { freePort, startSmtpPeer, withSmtpPeer } from "../../../tests/smtp-peer.ts";
import { createLogger } from "../log.ts";
import { claimDueMail, purgeOldMail } from "./outbox.ts";
import { enqueueMail, type OutgoingMail } from "./outgoing.ts";

const peer = await startSmtpPeer();
const t = await createTestApp({ env: { ...peer.env, MAIL_FROM: '"DanceLink Agency" <hello@dancelink.example>', PUBLIC_URL: "https://dance.example/" } });
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** Queues `mail` as a domain function does: inside a transaction. */
async function queue(app: TestApp, mail: OutgoingMail) {
  await app.db.transaction((tx) => enqueueMail(tx, mail));
  const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.to));
  return row!;
}

const rowOf = async (app: TestApp, id: string) => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

/** A password-reset mail to a new address. */
const resetMail = (to = `${Bun.randomUUIDv7()}@studio.example`) =>
  ({
    to,
    locale: "en",
    template: "reset-password",
    params: { name: "Ada", path: `/reset-password?token=${Bun.randomUUIDv7()}` },
  }) satisfies OutgoingMail;

/** Another app for one test, closed with it: its own database, its own mail settings. */
async function withApp<T>(options: TestAppOptions, run: (app: TestApp) => Promise<T>): Promise<T> {
  const app = await createTestApp(options);
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** Log lines written by an app, parsed. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  return { lines, log: createLogger("debug", (line) => lines.push(JSON.parse(line))) };
}

describe("the outbox's worker against a real SMTP server", () => {
  test("a queued mail arrives with its headers, both parts and its link; the row is sent and keeps no token", async () => {
    const to = `ada-${Bun.randomUUIDv7()}@studio.example`;
    const row = await queue(t, { to, locale: "en", template: "reset-password", params: { name: "Ada", path: "/reset-password?token=secret-token-1" } });
    expect(await t.drainMail()).toMatchObject({ claimed: 1, sent: 1 });

    const mail = await peer.waitForMail((m) => m.to.includes(to));
    expect(mail.envelope).toEqual({ from: "hello@dancelink.example", to: [to] });
    expect(mail.parsed.from?.text).toBe('"DanceLink Agency" <hello@dancelink.example>');
    expect(mail.subject).toBe("Reset your DanceLink password");
    expect(mail.parsed.messageId).toBe(`<${row.id}@dancelink.example>`);
    expect(mail.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.parsed.headers.get("content-language")).toBe("en-CA");
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.text).toContain("https://dance.example/reset-password?token=secret-token-1");
    expect(mail.html).toContain('href="https://dance.example/reset-password?token=secret-token-1"');
    expect(mail.links).toContain("https://dance.example/reset-password?token=secret-token-1");
    expect(mail.images).toEqual(["https://dance.example/images/logo-mail.png"]);

    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after).toMatchObject({ status: "sent", attempts: 1, lastError: null, params: {} });
    expect(after!.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(after)).not.toContain("secret-token-1");
  });

  test("French mail: French subject and texts, links under /fr", async () => {
    const to = `beatrice-${Bun.randomUUIDv7()}@studio.example`;
    await queue(t, { to, locale: "fr", template: "verify-email", params: { name: "Béatrice", path: "/verify-email?token=t2" } });
    await t.drainMail();
    const mail = await peer.waitForMail((m) => m.to.includes(to));
    expect(mail.subject).toBe("Confirmez votre adresse courriel");
    expect(mail.parsed.headers.get("content-language")).toBe("fr-CA");
    expect(mail.text).toContain("Bonjour Béatrice,");
    expect(mail.links).toContain("https://dance.example/fr/verify-email?token=t2");
    expect(mail.links).toContain("https://dance.example/fr");
  });
});

describe("retries, dead letters, leases", () => {
  test(
    "SMTP down (connection refused): the row stays pending with its error and tries; delivered once the server is back",
    async () => {
      const port = await freePort();
      await withApp({ env: { SMTP_URL: `smtp://mailer:hunter2-secret@127.0.0.1:${port}` }, mail: { worker: { backoffMs: () => 0 } } }, async (app) => {
        const row = await queue(app, resetMail());
        expect(await app.drainMail()).toEqual({ claimed: 1, sent: 0, retrying: 1, dead: 0 });
        const failed = await rowOf(app, row.id);
        expect(failed).toMatchObject({ status: "pending", attempts: 1 });
        expect(failed.lastError).toContain("ECONNREFUSED");
        expect(failed.lastError).not.toContain("hunter2");
        expect(failed.params).toEqual(row.params);

        await withSmtpPeer({ port, auth: { user: "mailer", pass: "hunter2-secret" } }, async (back) => {
          expect(await app.drainMail()).toMatchObject({ sent: 1 });
          const mail = await back.waitForMail();
          expect(mail.user).toBe("mailer");
          expect(await rowOf(app, row.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
        });
      });
    },
    BOOT_TIMEOUT,
  );

  test(
    "a server that keeps answering 'try later' makes the mail dead after the last try; the backoff spaces the tries",
    async () => {
      const waits: number[] = [];
      const backoffMs = (attempt: number) => {
        waits.push(attempt);
        return 0;
      };
      await withSmtpPeer({ refuse: "temporary" }, (busy) =>
        withApp({ env: busy.env, mail: { worker: { maxAttempts: 3, backoffMs } } }, async (app) => {
          const row = await queue(app, resetMail());
          await app.drainMail();
          await app.drainMail();
          expect(await rowOf(app, row.id)).toMatchObject({ status: "pending", attempts: 2 });
          expect(await app.drainMail()).toEqual({ claimed: 1, sent: 0, retrying: 0, dead: 1 });
          const dead = await rowOf(app, row.id);
          expect(dead).toMatchObject({ status: "dead", attempts: 3 });
          expect(dead.lastError).toContain("451");
          expect(waits).toEqual([1, 2]);
          // Dead is dead: no more tries.
          expect(await app.drainMail()).toMatchObject({ claimed: 0 });
        }),
      );
    },
    BOOT_TIMEOUT,
  );

  test(
    "a recipient the server refuses for good (550) is dead at once",
    async () => {
      await withSmtpPeer({ refuse: "recipient" }, (strict) =>
        withApp({ env: strict.env }, async (app) => {
          const row = await queue(app, resetMail());
          expect(await app.drainMail()).toMatchObject({ dead: 1 });
          expect(await rowOf(app, row.id)).toMatchObject({ status: "dead", attempts: 1 });
          expect((await rowOf(app, row.id)).lastError).toContain("550");
        }),
      );
    },
    BOOT_TIMEOUT,
  );

  test("a row whose sender died mid-send (its lease still running) waits for the lease, then goes (at least once)", async () => {
    const row = await queue(t, resetMail());
    // A worker claims it and dies: nothing records the outcome.
    expect((await claimDueMail(t.db, 100, 300)).map((r) => r.id)).toEqual([row.id]);
    expect(await t.drainMail()).toMatchObject({ claimed: 0 });
    await Bun.sleep(350);
    expect(await t.drainMail()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowOf(t, row.id)).toMatchObject({ status: "sent", attempts: 2 });
    await peer.waitForMail((m) => m.to.includes(row.recipient));
  });

  test("a mail that cannot be rendered (unknown template) is dead at once, with the reason", async () => {
    const to = `${Bun.randomUUIDv7()}@studio.example`;
    await t.db.insert(mailOutbox).values({ recipient: to, locale: "en", template: "newsletter", params: {} });
    expect(await t.drainMail()).toMatchObject({ dead: 1 });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(row).toMatchObject({ status: "dead", attempts: 1, lastError: 'unknown mail template "newsletter"' });
  });

  test("old sent mail (30 days) and old dead mail (90 days) are purged, the rest stays", async () => {
    const ids = await t.db
      .insert(mailOutbox)
      .values([
        { recipient: "old-sent@x.example", locale: "en", template: "password-changed", params: {}, status: "sent", sentAt: sql`now() - interval '31 days'` },
        { recipient: "new-sent@x.example", locale: "en", template: "password-changed", params: {}, status: "sent", sentAt: sql`now() - interval '29 days'` },
        { recipient: "old-dead@x.example", locale: "en", template: "password-changed", params: {}, status: "dead", createdAt: sql`now() - interval '91 days'` },
        { recipient: "new-dead@x.example", locale: "en", template: "password-changed", params: {}, status: "dead", createdAt: sql`now() - interval '89 days'` },
        {
          recipient: "old-pending@x.example",
          locale: "en",
          template: "password-changed",
          params: {},
          nextAttemptAt: sql`now() + interval '1 hour'`,
          createdAt: sql`now() - interval '200 days'`,
        },
      ])
      .returning({ id: mailOutbox.id, recipient: mailOutbox.recipient });
    expect(await purgeOldMail(t.db, 30 * 86_400_000, 90 * 86_400_000)).toBe(2);
    const left = await t.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} in ${ids.map((r) => r.id)}`);
    expect(left.map((r) => r.recipient).sort()).toEqual(["new-dead@x.example", "new-sent@x.example", "old-pending@x.example"]);
  });
});

describe("the worker in the background", () => {
  test(
    "started, it delivers a mail as soon as the transaction that queued it commits (NOTIFY), not at the next poll",
    async () => {
      await withApp({ env: peer.env, mail: { start: true, worker: { pollMs: 60_000 } } }, async (app) => {
        // Its first look at the outbox (at start) is over; the next poll is a minute away.
        await Bun.sleep(100);
        const mail = resetMail();
        const started = Date.now();
        await app.db.transaction((tx) => enqueueMail(tx, mail));
        await peer.waitForMail((m) => m.to.includes(mail.to), 5_000);
        expect(Date.now() - started).toBeLessThan(2_000);
        // A transaction that rolls back sends nothing.
        const rolledBack = resetMail();
        await app.db
          .transaction(async (tx) => {
            await enqueueMail(tx, rolledBack);
            throw new Error("the change failed");
          })
          .catch(() => {});
        await Bun.sleep(200);
        expect(peer.received.some((m) => m.to.includes(rolledBack.to))).toBe(false);
      });
    },
    BOOT_TIMEOUT,
  );

  test(
    "a slow SMTP server (no greeting) does not hold the app nor the worker: the send gives up after its timeout and is retried",
    async () => {
      const { lines, log } = captureLog();
      await withSmtpPeer({ greetingDelayMs: 10_000 }, (slow) =>
        withApp(
          {
            env: slow.env,
            log,
            mail: { start: true, smtpTimeouts: { connection: 1_000, greeting: 1_500, socket: 5_000 }, worker: { backoffMs: () => 60_000 } },
          },
          async (app) => {
            const row = await queue(app, resetMail());
            const deadline = Date.now() + 5_000;
            while (slow.connections === 0 && Date.now() < deadline) await Bun.sleep(10);
            expect(slow.connections).toBe(1);
            // While the worker waits for the greeting, the app answers (and the send is still waiting).
            expect((await app.request("GET", "/healthz")).status).toBe(200);
            expect((await rowOf(app, row.id)).lastError).toBeNull();
            while ((await rowOf(app, row.id)).lastError === null && Date.now() < deadline) await Bun.sleep(20);
            const failed = await rowOf(app, row.id);
            expect(failed).toMatchObject({ status: "pending", attempts: 1 });
            expect(failed.lastError).toMatch(/greeting/i);
            expect(lines.some((l) => l.msg === "mail not sent, will retry" && l.mailId === row.id)).toBe(true);
          },
        ),
      );
    },
    BOOT_TIMEOUT,
  );

  test(
    "each send is logged with its template and the recipient's domain, never the address, the body or the link",
    async () => {
      const { lines, log } = captureLog();
      await withApp({ env: peer.env, log }, async (app) => {
        const mail = resetMail();
        await queue(app, mail);
        await app.drainMail();
        const sent = lines.find((l) => l.msg === "mail sent");
        expect(sent).toMatchObject({ template: "reset-password", domain: "studio.example", transport: "smtp", attempt: 1 });
        const all = JSON.stringify(lines);
        expect(all).not.toContain(mail.to);
        expect(all).not.toContain(mail.params.path);
      });
    },
    BOOT_TIMEOUT,
  );

  test(
    "a burst is sent at the configured pace: rounds are spaced by their mails' share of a second, wakes do not hurry them",
    async () => {
      const sentAt: number[] = [];
      const log = createLogger("debug", (line) => {
        if (JSON.parse(line).msg === "mail sent") sentAt.push(Date.now());
      });
      await withApp({ env: peer.env, log, mail: { start: true, worker: { batchSize: 2, ratePerSecond: 10 } } }, async (app) => {
        await Bun.sleep(100);
        const burst = Array.from({ length: 6 }, () => resetMail());
        await app.db.transaction(async (tx) => {
          for (const mail of burst) await enqueueMail(tx, mail);
        });
        // More wakes while the burst goes out: each would cut a pause to the gathering time.
        for (let i = 0; i < 5; i++) {
          await Bun.sleep(40);
          app.mail.worker.wake();
        }
        for (const mail of burst) await peer.waitForMail((m) => m.to.includes(mail.to), 10_000);
        // Each send is logged once the peer answered it.
        const deadline = Date.now() + 5_000;
        while (sentAt.length < 6 && Date.now() < deadline) await Bun.sleep(10);
        // Three rounds of two at ten a second: the third starts at least 2 × 200 ms after the first.
        expect(sentAt).toHaveLength(6);
        expect(sentAt[5]! - sentAt[0]!).toBeGreaterThanOrEqual(390);
      });
    },
    BOOT_TIMEOUT,
  );
});
