import { eq } from "drizzle-orm";
import webpush from "web-push";
import { notifications, pushOutbox, pushSubscriptions, users } from "../../../db/schema.ts";
import type { Database } from "../../platform/db/client.ts";
import { localizePath } from "../../platform/i18n/paths.ts";
import type { Logger } from "../../platform/log.ts";
import { createOutboxWorker, type FailureVerdict, type OutboxWorker, type OutboxWorkerOptions } from "../../platform/outbox/worker.ts";
import { type NotificationKind, renderNotification } from "../notifications/index.ts";
import type { PushPayload } from "./push.contract.ts";
import { forgetSubscription } from "./subscriptions.ts";
import type { VapidKeys } from "./vapid.ts";

/** How long a push service keeps a push for a device that is off (RFC 8030 TTL): a day, after which the news is stale and the bell has it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is tried again later. */
const PUSH_TIMEOUT_MS = 10_000;
/** A Retry-After beyond this is taken as this: a push a day late is worth little. */
const LONGEST_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** A row the push worker claimed. */
export interface ClaimedPush {
  id: string;
  attempts: number;
  subscriptionId: string;
  notificationId: string;
  urgency: "normal" | "high";
}

/** The push service's refusal: its status and, on 429 and 503, how long it asked us to wait. */
export class PushServiceError extends Error {
  override name = "PushServiceError";
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
    detail: string,
  ) {
    super(`push service answered ${status}${detail ? `: ${detail}` : ""}`);
  }
}

/** The subscription or its notification went between the queueing and the claim: nothing to push. */
class NothingToPush extends Error {
  override name = "NothingToPush";
}

/** Retry-After (RFC 9110 §10.2.3): seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), LONGEST_RETRY_AFTER_MS);
}

/**
 * What a refusal means (RFC 8030 §5, §8.4): 404 and 410 say the subscription is gone
 * (it is deleted, its other pushes with it); 429 and 5xx are the service's trouble, tried
 * again after its Retry-After (or the backoff); any other 4xx is ours and would fail again.
 * A network failure or a timeout is tried again.
 */
export async function judgePushFailure(db: Database, row: ClaimedPush, error: unknown): Promise<FailureVerdict> {
  if (error instanceof NothingToPush) return { permanent: true };
  if (!(error instanceof PushServiceError)) return { permanent: false };
  if (error.status === 404 || error.status === 410) {
    await forgetSubscription(db, row.subscriptionId);
    return { permanent: true };
  }
  if (error.status === 429 || error.status >= 500) return { permanent: false, retryInMs: error.retryAfterMs };
  return { permanent: true };
}

export interface PushWorkerDeps {
  db: Database;
  log: Logger;
  keys: VapidKeys;
  /** VAPID_SUBJECT: who the push services may contact. */
  subject: string;
}

/**
 * The push outbox's worker (src/platform/outbox/worker.ts): each claimed push is
 * rendered in its user's language from its notification, encrypted to the
 * subscription's keys (RFC 8291 aes128gcm) and signed (VAPID, RFC 8292) by `web-push`,
 * and posted to the push service with a TTL and its urgency.
 */
export function createPushWorker(deps: PushWorkerDeps, options: OutboxWorkerOptions = {}): OutboxWorker {
  const { db } = deps;
  const vapidDetails = { subject: deps.subject, publicKey: deps.keys.publicKey, privateKey: deps.keys.privateKey };

  async function deliver(row: ClaimedPush): Promise<void> {
    const [target] = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        kind: notifications.kind,
        params: notifications.params,
        link: notifications.link,
        locale: users.locale,
      })
      .from(pushSubscriptions)
      .innerJoin(notifications, eq(notifications.id, row.notificationId))
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.id, row.subscriptionId))
      .limit(1);
    if (!target) throw new NothingToPush("the subscription or the notification is gone");
    const locale = target.locale ?? "en";
    const kind = target.kind as NotificationKind;
    const payload: PushPayload = { kind, ...renderNotification(locale, kind, target.params), link: localizePath(locale, target.link) };
    const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails,
      TTL: PUSH_TTL_SECONDS,
      urgency: row.urgency,
      contentEncoding: "aes128gcm",
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: "POST",
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (response.status >= 200 && response.status < 300) return;
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    throw new PushServiceError(response.status, retryAfterMs(response.headers.get("retry-after")), detail);
  }

  return createOutboxWorker<ClaimedPush>(
    deps,
    {
      name: "push",
      table: pushOutbox,
      fields: {
        id: pushOutbox.id,
        attempts: pushOutbox.attempts,
        subscriptionId: pushOutbox.subscriptionId,
        notificationId: pushOutbox.notificationId,
        urgency: pushOutbox.urgency,
      },
      deliver,
      judge: (row, error) => judgePushFailure(db, row, error),
      describe: (row) => ({ pushId: row.id, subscriptionId: row.subscriptionId, urgency: row.urgency }),
    },
    options,
  );
}
