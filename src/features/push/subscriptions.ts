import { and, eq, ne, sql } from "drizzle-orm";
import { isIP } from "node:net";
import { pushSubscriptions } from "../../../db/schema.ts";
import type { Queryable } from "../../platform/db/client.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import type { PushSubscriptionInput } from "./push.contract.ts";

/** The hosts a local push service answers on (development and tests). */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * Whether the server may post to this endpoint. It posts there on its own, later, for
 * whoever subscribed: https only, to a named host (never an address or this machine,
 * so a subscription cannot aim the server at the inside of its network), no
 * credentials in the URL. With `localEndpoints` (any NODE_ENV but production), a
 * plain-http service on this machine is accepted too: the tests' and a developer's.
 */
export function acceptableEndpoint(endpoint: string, localEndpoints: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (localEndpoints && LOOPBACK_HOSTS.has(url.hostname)) return url.protocol === "http:" || url.protocol === "https:";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return url.protocol === "https:" && isIP(host) === 0 && host !== "localhost" && host.includes(".");
}

/**
 * `POST /api/push/subscriptions`: this browser's subscription for the signed-in user.
 * The endpoint names the browser: sent again (new keys, or another user signed in on it),
 * the row is replaced and belongs to the caller, so a device never pushes one person's
 * notifications to the next one who signs in there.
 */
export async function subscribe(
  db: Queryable,
  userId: string,
  input: PushSubscriptionInput,
  options: { localEndpoints: boolean },
): Promise<{ endpoint: string }> {
  if (!acceptableEndpoint(input.endpoint, options.localEndpoints)) throw invalid("api.push.endpoint");
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  // Another user's row for this browser goes, with the pushes still waiting for it.
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, userId)));
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } });
  return { endpoint: input.endpoint };
}

/** `DELETE /api/push/subscriptions`: the caller's own only; another user's endpoint, or none, is not found. */
export async function unsubscribe(db: Queryable, userId: string, endpoint: string): Promise<{ endpoint: string }> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound("api.push.notFound");
  return { endpoint };
}

/** A push service said the subscription is no more (404, 410): its pending pushes go with it. */
export async function forgetSubscription(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
