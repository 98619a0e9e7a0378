import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { type SMTPServerOptions, SMTPServer, type SMTPServerSession } from "smtp-server";

/** One message the peer accepted, parsed as a mail client would read it. */
export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string; to: string[] };
  /** Whether the session was encrypted (STARTTLS or implicit TLS) and who logged in. */
  secure: boolean;
  user: string | undefined;
  /** mailparser's reading: headers, both parts, attachments. */
  parsed: ParsedMail;
  /** Shorthands: the From and To addresses, the subject, the plain-text and HTML parts. */
  from: string | undefined;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link: the text part's URLs, then the HTML part's hrefs (and img srcs under `images`). */
  links: string[];
  images: string[];
  /** The message as it came over the wire. */
  raw: string;
}

export interface SmtpPeerOptions {
  /** Listen on this port (127.0.0.1); an ephemeral one by default. Used to bring a peer "back" where one stopped. */
  port?: number;
  /** Require AUTH PLAIN/LOGIN with these credentials (over plain text: the test peer allows it). */
  auth?: { user: string; pass: string };
  /** Offer STARTTLS (smtp-server's self-signed certificate), or speak TLS from the first byte (an smtps:// peer). */
  tls?: "starttls" | "implicit";
  /** Wait this long before the greeting: a slow server (clients give up after their greeting timeout). */
  greetingDelayMs?: number;
  /**
   * Refuse mail: "temporary" answers 451 to every DATA (try again later), "recipient"
   * answers 550 to every RCPT TO (no such user: permanent). `peer.refuse(…)` changes it later.
   */
  refuse?: Refusal;
}

export type Refusal = "temporary" | "recipient" | undefined;

export interface SmtpPeer {
  /** `smtp://[user:pass@]127.0.0.1:<port>` (`smtps://` for an implicit-TLS peer). */
  url: string;
  port: number;
  /** `{ SMTP_URL: url }`: `createTestApp({ env: peer.env })` delivers its outbox here. */
  env: { SMTP_URL: string };
  /** Everything accepted so far, in order. */
  received: ReceivedMail[];
  /** SMTP sessions opened so far (a refused or timed-out try counts too). */
  connections: number;
  /** The first message (received already or to come) that `predicate` accepts; rejects after `timeoutMs`. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Changes what the peer refuses from now on (undefined: accept everything). */
  refuse(refusal: Refusal): void;
  /** Stops listening and drops open sessions. */
  close(): Promise<void>;
}

/** An error an SMTP server answers with: its text and reply code. */
function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? "")).filter(Boolean);

/** The http(s) URLs of a text, and the href / src values of an HTML document. */
function linksOf(text: string, html: string): { links: string[]; images: string[] } {
  const inText = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const decode = (value: string) =>
    value.replace(/&(amp|lt|gt|quot|#\d+);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[e] ?? String.fromCharCode(Number(e.slice(1))));
  const attribute = (name: string) => [...html.matchAll(new RegExp(`${name}="([^"]*)"`, "g"))].map((m) => decode(m[1]!));
  return { links: [...inText, ...attribute("href").filter((h) => /^https?:/.test(h))], images: attribute("src") };
}

/**
 * A real SMTP server in this process (smtp-server on 127.0.0.1, an ephemeral port)
 * that parses every message it accepts with mailparser: the peer the outbox's tests
 * deliver to. Close it after the test.
 */
export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<{ predicate: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }>();
  let refusal = options.refuse;
  let connections = 0;

  const serverOptions: SMTPServerOptions = {
    logger: false,
    // close() drops sessions still open after this long (a slow peer's waiting client).
    closeTimeout: 200,
    secure: options.tls === "implicit",
    disabledCommands: options.tls === "starttls" || options.tls === "implicit" ? [] : ["STARTTLS"],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onConnect(_session, callback) {
      connections++;
      if (options.greetingDelayMs) setTimeout(() => callback(), options.greetingDelayMs);
      else callback();
    },
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      callback(smtpError("Invalid username or password", 535));
    },
    onRcptTo(_address, _session, callback) {
      if (refusal === "recipient") return callback(smtpError("No such user here", 550));
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusal === "temporary") return callback(smtpError("Mailbox busy, try again later", 451));
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            const text = parsed.text ?? "";
            const html = parsed.html || "";
            const mail: ReceivedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              secure: session.secure,
              user: typeof session.user === "string" ? session.user : undefined,
              parsed,
              from: addresses(parsed.from)[0],
              to: addresses(parsed.to),
              subject: parsed.subject ?? "",
              text,
              html,
              ...linksOf(text, html),
              raw,
            };
            received.push(mail);
            for (const waiter of waiters) {
              if (!waiter.predicate(mail)) continue;
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  server.on("error", () => {});
  const port = (server.server.address() as { port: number }).port;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : "";
  const url = `${options.tls === "implicit" ? "smtps" : "smtp"}://${credentials}127.0.0.1:${port}`;

  return {
    url,
    port,
    env: { SMTP_URL: url },
    received,
    get connections() {
      return connections;
    },
    waitForMail(predicate = () => true, timeoutMs = 5_000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received: ${received.map((m) => m.subject).join(" | ")})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    refuse(next) {
      refusal = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `run` with a peer started for it, closed afterwards whatever happens. */
export async function withSmtpPeer<T>(options: SmtpPeerOptions, run: (peer: SmtpPeer) => Promise<T>): Promise<T> {
  const peer = await startSmtpPeer(options);
  try {
    return await run(peer);
  } finally {
    await peer.close();
  }
}

/** A port nothing listens on (taken, then freed): an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const listener = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = listener.port;
  listener.stop(true);
  return port;
}
