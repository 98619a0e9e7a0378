import type { SessionUser } from "../../platform/contract/roles.ts";
import type { Database } from "../../platform/db/client.ts";
import type { EventBus } from "../../platform/events/bus.ts";
import type { ActiveSession, SessionStore } from "../../platform/http/session.ts";
import { randomSecret } from "../../platform/random-secret.ts";
import { createSession, findActiveSession, hashSessionToken, LAST_SEEN_INTERVAL_MS, revokeSession, SESSION_RECHECK_MS, touchSession } from "./sessions.ts";

/** The longest a cookie's value can be and still be one of ours (43 base64url characters). */
const MAX_TOKEN_LENGTH = 64;
/** Sessions kept in memory per instance; the oldest goes first. */
const MAX_CACHED = 10_000;

interface Cached {
  session: ActiveSession;
  /** When the row was last read: read again after SESSION_RECHECK_MS. */
  checkedAt: number;
}

/**
 * Server-side sessions: the cookie carries a random secret, the
 * `sessions` table its hash. Each instance keeps the sessions it has checked in
 * memory; `session.revoked` drops them on every instance at once, and a row is
 * read again every SESSION_RECHECK_MS (10 s), the backstop should a notification
 * be lost. `last_seen_at` is written at most once a minute.
 */
export function createSessionStore(options: { db: Database; events: EventBus; secret: string }): SessionStore {
  const { db, events, secret } = options;
  const byHash = new Map<string, Cached>();
  /** Moves on every revocation: a read that began before one does not cache what it found. */
  let generation = 0;

  const hashOf = (token: string) => hashSessionToken(token, secret);
  const remember = (hash: string, session: ActiveSession, checkedAt: number) => {
    byHash.delete(hash);
    byHash.set(hash, { session, checkedAt });
    if (byHash.size > MAX_CACHED) byHash.delete(byHash.keys().next().value!);
  };
  const drop = (matches: (session: ActiveSession) => boolean) => {
    for (const [hash, entry] of byHash) if (matches(entry.session)) byHash.delete(hash);
  };

  const unsubscribe = events.on("session.revoked", (event) => {
    generation++;
    if ("userId" in event) drop((s) => s.user.userId === event.userId);
    else {
      const ids = new Set(event.sessionIds);
      drop((s) => ids.has(s.id));
    }
  });

  return {
    /** The live session a cookie's value names, or null when missing, unknown, revoked or expired. */
    async read(token: string | undefined): Promise<ActiveSession | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const hash = hashOf(token);
      const now = Date.now();
      const known = byHash.get(hash);
      if (known && now < known.session.expiresAt.getTime() && now - known.checkedAt < SESSION_RECHECK_MS) return known.session;
      const startedAt = generation;
      const unseenLately = (s: ActiveSession) => now - s.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS;
      // One query either way: the read that writes `last_seen_at` when it is due, else a plain read.
      let session = known && unseenLately(known.session) ? await touchSession(db, known.session.id) : await findActiveSession(db, hash);
      // A first read finds the row's `last_seen_at` (another instance's, or a restart's) due.
      if (session && unseenLately(session)) session = await touchSession(db, session.id);
      if (!session) {
        byHash.delete(hash);
        return null;
      }
      if (startedAt === generation) remember(hash, session, now);
      else if (!(await findActiveSession(db, hash))) return null;
      return session;
    },
    /**
     * Stores a new session for `user` and returns the cookie's value; the session
     * the browser had (`current`), whoever's it was, ends.
     */
    async start(user: SessionUser, userAgent: string | undefined, current: string | undefined) {
      const previous = await this.read(current);
      if (previous) await revokeSession(db, events, previous.id);
      const token = randomSecret();
      const hash = hashOf(token);
      const { id, expiresAt } = await createSession(db, { userId: user.userId, tokenHash: hash, userAgent });
      remember(hash, { id, user, expiresAt, lastSeenAt: new Date() }, Date.now());
      return { token, expiresAt };
    },
    /** The user of the session `token` names is now `user` (a new name): this instance serves it at once, the others within SESSION_RECHECK_MS. */
    async update(token: string | undefined, user: SessionUser): Promise<ActiveSession | null> {
      const session = await this.read(token);
      if (!session || session.user.userId !== user.userId) return null;
      const updated = { ...session, user };
      remember(hashOf(token!), updated, Date.now());
      return updated;
    },
    /** Ends the session a cookie's value names (nothing when there is none). */
    async end(token: string | undefined): Promise<void> {
      const session = await this.read(token);
      if (session) await revokeSession(db, events, session.id);
    },
    close: unsubscribe,
  };
}
