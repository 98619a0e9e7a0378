import type { Database } from "../db/client.ts";
import type { Logger } from "../log.ts";
import { type ClaimedMail, claimDueMail, markFailed, markSent, purgeOldMail } from "./outbox.ts";
import { MailRenderError, type MailSite, renderMail } from "../../features/notifications/mail-templates/index.ts";
import type { MailTransport } from "./transport.ts";

export interface OutboxWorkerOptions {
  /** Between two looks at the outbox when nothing woke the worker (ms). */
  pollMs?: number;
  /**
   * After a wake, how long the worker gathers before its round (ms): mails queued by
   * a burst of changes go in one claim and one "sent" mark instead of a round
   * each, and the requests making them keep the connection and the CPU.
   */
  gatherMs?: number;
  /** Rows claimed (and sent at once) per round. */
  batchSize?: number;
  /**
   * Mails per second at most: after a round, the next waits until its mails' share of
   * time has passed, so composing and sending a burst's mail (about 0.6 ms of CPU each)
   * yields to the requests. Wakes do not cut that wait.
   */
  ratePerSecond?: number;
  /** How long a claimed row is the worker's before another may try it: well above the SMTP timeouts' sum. */
  leaseMs?: number;
  /** Tries before a mail is dead. */
  maxAttempts?: number;
  /** The wait before try `attempt + 1`, after try `attempt` (1-based) failed. Tests make it short. */
  backoffMs?: (attempt: number) => number;
  /** Sent mail is forgotten after this long, dead mail after `keepDeadMs`; the purge runs every `purgeEveryMs`. */
  keepSentMs?: number;
  keepDeadMs?: number;
  purgeEveryMs?: number;
  /** stop() waits this long for sends in flight; a send still running then is retried by the next start (lease). */
  stopGraceMs?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h: eight tries over about 22 hours. */
const BACKOFF_STEPS = [30_000, 2 * MINUTE, 10 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR];
export const defaultBackoff = (attempt: number) => BACKOFF_STEPS[Math.min(attempt, BACKOFF_STEPS.length) - 1] ?? BACKOFF_STEPS[0]!;

export const OUTBOX_DEFAULTS = {
  pollMs: 1_000,
  gatherMs: 100,
  batchSize: 10,
  ratePerSecond: 20,
  leaseMs: 5 * MINUTE,
  maxAttempts: 8,
  keepSentMs: 30 * DAY,
  keepDeadMs: 90 * DAY,
  purgeEveryMs: HOUR,
  stopGraceMs: 5_000,
} as const;

/** What one round (or a drain) did. */
export interface RoundResult {
  claimed: number;
  sent: number;
  /** Failed and queued for another try. */
  retrying: number;
  /** Failed for the last time (or could never succeed). */
  dead: number;
}

export interface OutboxWorker {
  /** Starts polling (idempotent). */
  start(): void;
  /** Stops polling; waits up to `stopGraceMs` for the sends in flight. */
  stop(): Promise<void>;
  /** Looks at the outbox now instead of at the next poll (after an enqueue or a retry). */
  wake(): void;
  /** One round: claim due rows, send them, record each outcome. */
  runOnce(): Promise<RoundResult>;
  /** Rounds until one claims nothing or delivers nothing (SMTP down: one try each, then it returns). For tests and scripts. */
  drain(): Promise<RoundResult>;
}

export interface OutboxWorkerDeps {
  db: Database;
  transport: MailTransport;
  site: MailSite;
  from: { name: string; address: string };
  log: Logger;
}

/** "…" after `max` characters, on one line, without a URL's user:password. */
export function shortError(error: unknown, max = 300): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { responseCode?: unknown; code?: unknown } | null)?.code;
  const text = `${typeof code === "string" && !message.includes(code) ? `${code}: ` : ""}${message}`
    .replace(/\/\/[^/\s:@]*:[^/\s@]*@/g, "//")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The server refused the recipient for good (5xx to RCPT TO: no such mailbox):
 * trying again will not help. A 5xx to the login or the sender is the
 * configuration's, fixed by the operator: those keep their tries.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof MailRenderError) return true;
  const e = error as { responseCode?: unknown; code?: unknown; command?: unknown } | null;
  return typeof e?.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600 && (e.code === "EENVELOPE" || e.command === "RCPT TO");
}

/** The recipient's domain: enough to follow deliveries in the log without writing people's addresses there. */
const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1);

/**
 * The outbox's worker: in the server process, it claims due rows
 * (claimDueMail), renders each in its recipient's language, hands it to the
 * transport and records the outcome: sent (values erased), retried after a backoff,
 * or dead after `maxAttempts`. Delivery is at least once: a process killed
 * between the SMTP server's "250 OK" and the update sends that mail again when its
 * lease ends. A database that does not answer is logged and tried at the next poll.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps, options: OutboxWorkerOptions = {}): OutboxWorker {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  const backoff = options.backoffMs ?? defaultBackoff;
  const { db, transport, log } = deps;

  async function deliver(row: ClaimedMail): Promise<keyof Omit<RoundResult, "claimed">> {
    const fields = { mailId: row.id, template: row.template, domain: domainOf(row.recipient), attempt: row.attempts };
    try {
      const rendered = renderMail(row, deps.site);
      await transport.send({ id: row.id, to: row.recipient, from: deps.from, locale: row.locale, template: row.template, rendered });
    } catch (error) {
      const dead = isPermanent(error) || row.attempts >= settings.maxAttempts;
      const message = shortError(error);
      await markFailed(db, row.id, message, dead ? undefined : backoff(row.attempts));
      (dead ? log.error : log.warn)(dead ? "mail dead" : "mail not sent, will retry", { ...fields, error: message });
      return dead ? "dead" : "retrying";
    }
    log.info("mail sent", { ...fields, transport: transport.kind });
    return "sent";
  }

  async function runOnce(): Promise<RoundResult> {
    const rows = await claimDueMail(db, settings.batchSize, settings.leaseMs);
    const result: RoundResult = { claimed: rows.length, sent: 0, retrying: 0, dead: 0 };
    const outcomes = await Promise.allSettled(rows.map(deliver));
    const sent: string[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status === "rejected") {
        log.error("mail outbox: outcome not recorded", { error: outcome.reason });
        continue;
      }
      result[outcome.value]++;
      if (outcome.value === "sent") sent.push(rows[i]!.id);
    }
    // Accepted by the server, marked together: if this update fails, the lease ends and the mails go again (at least once).
    await markSent(db, sent);
    return result;
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  /** Before this time (ms since epoch) the next round would go over the rate. */
  let pacedUntil = 0;
  let interrupt: (() => void) | undefined;
  let nextPurge = 0;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        if (interrupt === done) interrupt = undefined;
        resolve();
      }
      interrupt = done;
    });

  async function purgeIfDue() {
    if (Date.now() < nextPurge) return;
    nextPurge = Date.now() + settings.purgeEveryMs;
    const purged = await purgeOldMail(db, settings.keepSentMs, settings.keepDeadMs);
    if (purged > 0) log.info("mail outbox purged", { rows: purged });
  }

  async function run() {
    let failing = false;
    while (running) {
      woken = false;
      let full = false;
      try {
        await purgeIfDue();
        const { claimed } = await runOnce();
        full = claimed === settings.batchSize;
        pacedUntil = Date.now() + Math.ceil((claimed * 1000) / settings.ratePerSecond);
        if (failing) log.info("mail outbox reachable again");
        failing = false;
      } catch (error) {
        // The database is down or restarting: say so once, look again at the next poll.
        if (!failing) log.warn("mail outbox unavailable", { error });
        failing = true;
      }
      const paced = pacedUntil - Date.now();
      if (running && full) await pause(paced);
      else if (running) await pause(Math.max(paced, woken ? settings.gatherMs : settings.pollMs));
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      log.info("mail outbox worker started", { transport: transport.kind, target: transport.target });
      loop = run();
    },
    async stop() {
      if (!running) return;
      running = false;
      interrupt?.();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, settings.stopGraceMs);
      });
      await Promise.race([loop, grace]);
      clearTimeout(timer);
      loop = undefined;
    },
    wake() {
      if (woken) return;
      woken = true;
      // A wake during the long pause cuts it to the gathering time, never below the pace.
      const cut = interrupt;
      if (cut) setTimeout(cut, Math.max(settings.gatherMs, pacedUntil - Date.now()));
    },
    runOnce,
    async drain() {
      const total: RoundResult = { claimed: 0, sent: 0, retrying: 0, dead: 0 };
      for (;;) {
        const round = await runOnce();
        for (const key of Object.keys(total) as (keyof RoundResult)[]) total[key] += round[key];
        if (round.claimed === 0 || round.sent === 0) return total;
      }
    },
  };
}
