import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../tests/harness.ts";
import { startSmtpPeer } from "../../tests/smtp-peer.ts";
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
