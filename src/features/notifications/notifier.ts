import type { Database } from "../../platform/db/client.ts";
import { type CreatedNotification, type Delivery, findNotificationIds, notify } from "./notifications.ts";
import type { Logger } from "../../platform/log.ts";
import { coalesce } from "../../platform/db/coalesce.ts";
import type { UnsubscribeTokens } from "./tokens.ts";

/** A chat hub of this process: who has an open socket here, and the push of a notification to them. */
export interface SocketsHere {
  isConnected(userId: string): boolean;
  push(userId: string, notificationId: string): void;
}

/** The hubs of this process (src/features/chat/hub.ts adds itself): notifications ask them who is connected and push through them. */
export interface PresenceBoard {
  isConnected(userId: string): boolean;
  /** Adds a hub; returns its removal. */
  add(hub: SocketsHere): () => void;
  push(userId: string, notificationId: string): void;
}

export function presenceBoard(): PresenceBoard {
  const hubs = new Set<SocketsHere>();
  return {
    isConnected: (userId) => [...hubs].some((h) => h.isConnected(userId)),
    add(hub) {
      hubs.add(hub);
      return () => void hubs.delete(hub);
    },
    push(userId, notificationId) {
      for (const hub of hubs) if (hub.isConnected(userId)) hub.push(userId, notificationId);
    },
  };
}

export interface Notifier {
  /** Writes the deliveries (once per user and key, across instances) and pushes them to this process's sockets; resolves with the rows this call wrote. */
  send(deliveries: Delivery[]): Promise<CreatedNotification[]>;
}

/**
 * The one way notifications are written: deliveries asked for while a
 * write runs wait for the next one and go together (one transaction for many
 * events under load, one statement each for users, inserts, mail). After the
 * commit, each delivery to a user with an open socket in this process is pushed
 * there: the rows this instance wrote, and the ones another instance wrote first
 * (found by their key), so every instance pushes to its own sockets and nothing
 * crosses the bus.
 */
export function createNotifier(deps: { db: Database; tokens: UnsubscribeTokens; presence: PresenceBoard; log: Logger }): Notifier {
  async function pushHere(deliveries: Delivery[], created: CreatedNotification[]) {
    const connected = deliveries.filter((d) => deps.presence.isConnected(d.userId));
    if (connected.length === 0) return;
    const key = (n: { userId: string; dedupeKey: string }) => `${n.userId} ${n.dedupeKey}`;
    const ids = new Map(created.map((n) => [key(n), n.id]));
    const others = connected.filter((d) => !ids.has(key(d)));
    for (const n of await findNotificationIds(deps.db, others)) ids.set(key(n), n.id);
    for (const d of connected) {
      const id = ids.get(key(d));
      if (id) deps.presence.push(d.userId, id);
    }
  }

  const write = coalesce(async (deliveries: Delivery[]) => {
    const created = await notify(deps, deliveries);
    await pushHere(deliveries, created);
    return created;
  });

  return {
    async send(deliveries) {
      if (deliveries.length === 0) return [];
      // This call's rows among the batch's.
      return (await write(deliveries)).filter((r) => deliveries.some((d) => d.userId === r.userId && d.dedupeKey === r.dedupeKey));
    },
  };
}
