import { afterAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { BOOT_TIMEOUT, createTestApp } from "../../../tests/harness.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../tests/smtp-peer.ts";
import { createLogger } from "../log.ts";
import { enqueueMail } from "./outgoing.ts";
import { renderMail } from "../../features/notifications/mail-templates/index.ts";
import { type MailMessage, smtpTarget, smtpTransport } from "./transport.ts";

const peers: SmtpPeer[] = [];
afterAll(() => Promise.all(peers.map((p) => p.close())));

const message = (to: string): MailMessage => ({
  id: Bun.randomUUIDv7(),
  to,
  from: { name: "DanceLink", address: "no-reply@dancelink.example" },
  locale: "en",
  template: "password-changed",
  rendered: renderMail({ template: "password-changed", locale: "en", params: { name: "Ada" } }, { publicUrl: "https://dance.example" }),
});

/** The test peers' certificate is smtp-server's own, self-signed: trusted here, as a real server's would be by its CA. */
const selfSigned = { rejectUnauthorized: false };

describe("SMTP transport", () => {
  test("smtp:// upgrades with STARTTLS when the server offers it", async () => {
    const peer = await startSmtpPeer({ tls: "starttls", auth: { user: "u", pass: "p w" } });
    peers.push(peer);
    const transport = smtpTransport(new URL(peer.url), { tls: selfSigned });
    await transport.send(message("a@studio.example"));
    transport.close();
    const mail = await peer.waitForMail();
    expect(mail).toMatchObject({ secure: true, user: "u", subject: "Your DanceLink password was changed" });
  });

  test("smtp:// without STARTTLS on offer still sends (plain, as the server allows)", async () => {
    const peer = await startSmtpPeer();
    peers.push(peer);
    const transport = smtpTransport(new URL(peer.url));
    await transport.send(message("b@studio.example"));
    transport.close();
    expect(await peer.waitForMail()).toMatchObject({ secure: false });
  });

  test("smtps:// speaks TLS from the first byte", async () => {
    const peer = await startSmtpPeer({ tls: "implicit" });
    peers.push(peer);
    expect(peer.url).toStartWith("smtps://");
    const transport = smtpTransport(new URL(peer.url), { tls: selfSigned });
    await transport.send(message("c@studio.example"));
    transport.close();
    expect(await peer.waitForMail()).toMatchObject({ secure: true });
  });

  test("a wrong password is an error that does not repeat it; the target names the host only", async () => {
    const peer = await startSmtpPeer({ auth: { user: "u", pass: "right" } });
    peers.push(peer);
    const url = new URL(peer.url.replace("u:right@", "u:wrong-secret@"));
    const transport = smtpTransport(url);
    const error = await transport.send(message("d@studio.example")).catch((e: Error) => e);
    transport.close();
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain("535");
    expect(String((error as Error).message)).not.toContain("wrong-secret");
    expect(transport.target).toBe(`127.0.0.1:${peer.port}`);
    expect(smtpTarget(new URL("smtps://user:pass@mail.example.com"))).toBe("mail.example.com:465");
    expect(smtpTarget(new URL("smtp://user:pass@mail.example.com"))).toBe("mail.example.com:587");
  });
});

describe("file transport (no SMTP_URL: the offline quick start)", () => {
  test(
    "each mail is an .eml file under DATA_DIR/mail, its subject and link logged",
    async () => {
      const lines: Record<string, unknown>[] = [];
      const t = await createTestApp({ log: createLogger("info", (line) => lines.push(JSON.parse(line))) });
      try {
        expect(t.mail.transport).toMatchObject({ kind: "file", target: join(t.config.dataDir, "mail") });
        await t.db.transaction((tx) =>
          enqueueMail(tx, { to: "ada@studio.example", locale: "fr", template: "verify-email", params: { name: "Ada", path: "/verify-email?token=abc123" } }),
        );
        expect(await t.drainMail()).toMatchObject({ sent: 1 });

        const folder = join(t.config.dataDir, "mail");
        const files = readdirSync(folder);
        expect(files).toHaveLength(1);
        expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.eml$/);
        const parsed = await simpleParser(await Bun.file(join(folder, files[0]!)).text());
        expect(parsed.subject).toBe("Confirmez votre adresse courriel");
        expect(parsed.text).toContain("http://localhost:3000/fr/verify-email?token=abc123");
        expect(parsed.html).toContain('href="http://localhost:3000/fr/verify-email?token=abc123"');

        const written = lines.find((l) => l.msg === "mail written");
        expect(written).toMatchObject({ subject: "Confirmez votre adresse courriel", link: "http://localhost:3000/fr/verify-email?token=abc123" });
        expect(written).not.toHaveProperty("text");
        expect(JSON.stringify(lines)).not.toContain("Bonjour");
      } finally {
        await t.close();
      }
    },
    BOOT_TIMEOUT,
  );
});
