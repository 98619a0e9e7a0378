import type { PgColumn } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Logger } from "../log.ts";
import { claimDue, markDelivered, markUndelivered, type OutboxTable, purgeOld } from "./queue.ts";
import { DAY, HOUR, MINUTE } from "../durations.ts";

export interface OutboxWorkerOptions {
  /** Between two looks at the outbox when nothing woke the worker (ms). */
  pollMs?: number;
  /**
   * After a wake, how long the worker gathers before its round (ms): rows queued by
   * a burst of changes go in one claim and one "sent" mark instead of a round
   * each, and the requests making them keep the connection and the CPU.
   */
  gatherMs?: number;
  /** Rows claimed (and delivered at once) per round. */
  batchSize?: number;
  /**
   * Deliveries per second at most: after a round, the next waits until its rows' share of
   * time has passed, so a burst's deliveries yield to the requests. Wakes do not cut that wait.
   */
  ratePerSecond?: number;
  /** How long a claimed row is the worker's before another may try it: well above a delivery's timeouts. */
  leaseMs?: number;
  /** Tries before a row is dead. */
  maxAttempts?: number;
  /** The wait before try `attempt + 1`, after try `attempt` (1-based) failed. Tests make it short. */
  backoffMs?: (attempt: number) => number;
  /** Sent rows are forgotten after this long, dead rows after `keepDeadMs`; the purge runs every `purgeEveryMs`. */
  keepSentMs?: number;
  keepDeadMs?: number;
  purgeEveryMs?: number;
  /** stop() waits this long for deliveries in flight; one still running then is retried by the next start (lease). */
  stopGraceMs?: number;
}

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
  /** Stops polling; waits up to `stopGraceMs` for the deliveries in flight. */
  stop(): Promise<void>;
  /** Looks at the outbox now instead of at the next poll (after an enqueue or a retry). */
  wake(): void;
  /** One round: claim due rows, deliver them, record each outcome. */
  runOnce(): Promise<RoundResult>;
  /** Rounds until one claims nothing or delivers nothing (the peer down: one try each, then it returns). For tests and scripts. */
  drain(): Promise<RoundResult>;
}

/** What a failed delivery means: never worth another try, or worth one after `retryInMs` (else the backoff's wait). */
export interface FailureVerdict {
  permanent: boolean;
  retryInMs?: number;
}

/** One outbox's rows and how they are delivered; the claiming, retries, pacing and purging are the worker's. */
export interface OutboxChannel<Row extends { id: string; attempts: number }> {
  /** "mail", "push": the log's words. */
  name: string;
  table: OutboxTable;
  /** The claimed row's values, by name. */
  fields: Record<keyof Row & string, PgColumn>;
  /** What "sent" also sets (values that must not outlive their delivery). */
  clearOnSent?: SQL;
  /** Delivers one row; throws when it did not go. */
  deliver(row: Row): Promise<void>;
  /** What a failure of `deliver` means. */
  judge(row: Row, error: unknown): FailureVerdict | Promise<FailureVerdict>;
  /** The log fields naming a row (never a person's address). */
  describe(row: Row): Record<string, unknown>;
  /** Said once when the worker starts. */
  startFields?: Record<string, unknown>;
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
 * An outbox's worker: in the server process, it claims due rows (FOR UPDATE SKIP
 * LOCKED with a lease), delivers each through its channel and records the outcome:
 * sent, retried after a backoff (or the peer's own wait), or dead after
 * `maxAttempts`. Delivery is at least once: a process killed between the peer's
 * acceptance and the update delivers that row again when its lease ends. A database
 * that does not answer is logged and tried at the next poll.
 */
export function createOutboxWorker<Row extends { id: string; attempts: number }>(
  deps: { db: Database; log: Logger },
  channel: OutboxChannel<Row>,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  const backoff = options.backoffMs ?? defaultBackoff;
  const { db, log } = deps;
  const { name, table } = channel;

  async function deliver(row: Row): Promise<keyof Omit<RoundResult, "claimed">> {
    const fields = { ...channel.describe(row), attempt: row.attempts };
    try {
      await channel.deliver(row);
    } catch (error) {
      const verdict = await channel.judge(row, error);
      const dead = verdict.permanent || row.attempts >= settings.maxAttempts;
      const message = shortError(error);
      await markUndelivered(db, table, { id: row.id, error: message, retryInMs: dead ? undefined : (verdict.retryInMs ?? backoff(row.attempts)) });
      (dead ? log.error : log.warn)(dead ? `${name} dead` : `${name} not sent, will retry`, { ...fields, error: message });
      return dead ? "dead" : "retrying";
    }
    log.info(`${name} sent`, fields);
    return "sent";
  }

  async function runOnce(): Promise<RoundResult> {
    const rows = await claimDue<Row>(db, table, { limit: settings.batchSize, leaseMs: settings.leaseMs, fields: channel.fields });
    const result: RoundResult = { claimed: rows.length, sent: 0, retrying: 0, dead: 0 };
    const outcomes = await Promise.allSettled(rows.map(deliver));
    const sent: string[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status === "rejected") {
        log.error(`${name} outbox: outcome not recorded`, { error: outcome.reason });
        continue;
      }
      result[outcome.value]++;
      if (outcome.value === "sent") sent.push(rows[i]!.id);
    }
    // Accepted by the peer, marked together: if this update fails, the lease ends and the rows go again (at least once).
    await markDelivered(db, table, sent, channel.clearOnSent);
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
    const purged = await purgeOld(db, table, settings.keepSentMs, settings.keepDeadMs);
    if (purged > 0) log.info(`${name} outbox purged`, { rows: purged });
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
        if (failing) log.info(`${name} outbox reachable again`);
        failing = false;
      } catch (error) {
        // The database is down or restarting: say so once, look again at the next poll.
        if (!failing) log.warn(`${name} outbox unavailable`, { error });
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
      log.info(`${name} outbox worker started`, channel.startFields ?? {});
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
