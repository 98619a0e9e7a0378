import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../log.ts";
import { INTL_LOCALE, type Locale } from "../i18n/locales.ts";
import type { RenderedMail } from "./layout.ts";

/** A mail as the transport sends it: its parts, and what its headers and attachments carry. */
export interface SendableMail extends RenderedMail {
  /** The link to act on (the action's URL): logged in file mode so the demo works offline. */
  link: string | undefined;
  /** The one-click unsubscribe URL: sent as List-Unsubscribe (RFC 8058). */
  unsubscribe?: string;
  /** A booking's calendar invitation or its withdrawal: the text/calendar part (`invite.ics`), its iTIP method and VCALENDAR text. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

/** One mail ready to go: rendered, addressed, with the outbox row's id (its Message-ID, so a repeat is recognisable). */
export interface MailMessage {
  id: string;
  to: string;
  from: { name: string; address: string };
  locale: Locale;
  template: string;
  rendered: SendableMail;
}

/** Where mail goes: an SMTP server, or files for the offline demo. */
export interface MailTransport {
  kind: "smtp" | "file";
  /** Safe to log: the SMTP host and port (never the credentials), or the folder. */
  target: string;
  /** Resolves once the server accepted the message (or the file is written); rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long an SMTP server may take (milliseconds) before a send gives up: a slow server cannot hold the worker. */
export interface SmtpTimeouts {
  /** TCP (and TLS) connection established. */
  connection: number;
  /** The server's 220 greeting after connecting. */
  greeting: number;
  /** Silence on an open connection (any command's answer, DATA included). */
  socket: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 30_000 };

/** The message nodemailer composes: both parts, the recipient's language, marked as automatic (no out-of-office replies). */
function mailOptions(message: MailMessage) {
  const domain = message.from.address.split("@")[1] ?? "localhost";
  return {
    from: { name: message.from.name, address: message.from.address },
    to: message.to,
    subject: message.rendered.subject,
    text: message.rendered.text,
    html: message.rendered.html,
    messageId: `<${message.id}@${domain}>`,
    headers: {
      "Auto-Submitted": "auto-generated",
      "Content-Language": INTL_LOCALE[message.locale],
      // RFC 8058 one-click unsubscribe (notifications): the mail provider POSTs to the List-Unsubscribe URL.
      ...(message.rendered.unsubscribe ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
    },
    ...(message.rendered.unsubscribe ? { list: { unsubscribe: message.rendered.unsubscribe } } : {}),
    // A booking's event as the text/calendar part mail clients offer to add (iTIP: organizer and attendee named).
    ...(message.rendered.calendar ? { icalEvent: { ...message.rendered.calendar, filename: "invite.ics" } } : {}),
  };
}

/** "mail.example.com:587": where an SMTP_URL points, without its user and password. */
export function smtpTarget(url: URL): string {
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return `${url.hostname}:${port}`;
}

/**
 * Mail through the SMTP server of SMTP_URL (nodemailer): smtps:// speaks TLS from
 * the first byte (465 by default); smtp:// upgrades with STARTTLS whenever the
 * server offers it (587 by default). One connection per send, each step bounded by
 * `timeouts`. `tls` is for tests (a peer's self-signed certificate).
 */
export function smtpTransport(url: URL, options: { timeouts?: SmtpTimeouts; tls?: { rejectUnauthorized: boolean } } = {}): MailTransport {
  const timeouts = options.timeouts ?? SMTP_TIMEOUTS;
  const secure = url.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    dnsTimeout: timeouts.connection,
    ...(options.tls ? { tls: options.tls } : {}),
  });
  return {
    kind: "smtp",
    target: smtpTarget(url),
    async send(message) {
      await transporter.sendMail(mailOptions(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Mail as .eml files under `folder` (DATA_DIR/mail when SMTP_URL is unset): each
 * one's subject and link are logged, so the quick start's sign-up and password
 * reset work offline. Open a file in any mail client to see it as sent.
 */
export function fileTransport(folder: string, log: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    target: folder,
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(folder, `${stamp}-${message.id}.eml`);
      // Bun.write makes the folder (and its parents) when missing.
      await Bun.write(file, info.message as Buffer);
      // On purpose, for the offline demo: the link is what a person follows to verify or reset.
      log.info("mail written", { file, to: message.to, subject: message.rendered.subject, link: message.rendered.link });
    },
    close: () => transporter.close(),
  };
}
