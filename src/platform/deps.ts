import type { SocialLinks } from "./contract/social-links.ts";
import type { Database } from "./db/client.ts";
import type { EventBus } from "./events/bus.ts";
import type { AssetManifest } from "./assets/assets.ts";
import type { AfterReply } from "./http/after-reply.ts";
import type { TrustedProxies } from "./http/client-ip.ts";
import type { JsonCache } from "./http/json-cache.ts";
import type { Metrics } from "./http/metrics.ts";
import type { SecurityHeaderSets } from "./http/security-headers.ts";
import type { UploadSlots } from "./http/multipart.ts";
import type { WriteKind } from "./http/rate-limit.ts";
import type { SessionOptions } from "./http/session.ts";
import type { Logger } from "./log.ts";
import type { MailService } from "./mail/index.ts";
import type { FileStore } from "./storage/file-store.ts";

export interface RateLimitSettings {
  limit: number;
  windowMs: number;
}

/**
 * What the platform gives every feature's routes, built by src/server.ts (or a test): the composition
 * root's AppDeps (src/deps.ts) adds the services features own. A feature takes these and names the
 * feature services it needs next to them.
 */
export interface PlatformDeps {
  db: Database;
  /** The roster search's connections (DatabaseHandle.search): its long statements never hold the rest behind them. */
  searchDb: Database;
  /** The durable write rounds' connection (DatabaseHandle.commits): their wait for the disk holds no request's statement. */
  commitDb: Database;
  files: FileStore;
  log: Logger;
  cache: JsonCache;
  session: SessionOptions;
  /** Made once at start: the middleware adds them to replies, the caches build them into theirs. */
  securityHeaders: SecurityHeaderSets;
  /** The reverse proxies whose X-Forwarded-For and X-Forwarded-Host are believed (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  /** Per client address (account: per user), for the endpoints that attract abuse. */
  rateLimits: {
    login: RateLimitSettings;
    register: RateLimitSettings;
    contact: RateLimitSettings;
    account: RateLimitSettings;
    /** Per address: forgot-password, reset-password and verify-email, links mailed and followed while signed out. */
    recovery: RateLimitSettings;
    /** Per user: a new verification mail. */
    verification: RateLimitSettings;
    /** Every signed-in write, per user and kind (src/platform/http/rate-limit.ts, `writeRateLimits`). */
    writes: Record<WriteKind, RateLimitSettings>;
  };
  /** URLs of the built island bundles and stylesheet. */
  assets: AssetManifest;
  /** Domain events, delivered to subscribers in every instance (caches, chat sockets). */
  events: EventBus;
  /** Uploads read at once, server-wide and per user (UPLOAD_CONCURRENCY, UPLOAD_CONCURRENCY_PER_USER). */
  uploadSlots: UploadSlots;
  /** Transactional mail: the transport (SMTP_URL, or .eml files) and the outbox's worker. */
  mail: MailService;
  /** Work a route leaves for after its reply (forgot-password's link and mail); the server waits for it before it stops. */
  afterReply: AfterReply;
  /** True when the database answers; /readyz reports it. */
  ping(): Promise<void>;
  /** Request counts and latencies and the gauges /metrics reports; `metricsToken` turns /metrics on. */
  metrics: Metrics;
  metricsToken: string | undefined;
  /** PUBLIC_URL without a trailing slash: absolute links in pages, calendar feeds and events. */
  siteUrl: string;
  /** The agency's social profiles, linked from the public pages' footer. */
  socialLinks: SocialLinks;
}
