import { z } from "zod";
import type { SocialLinks } from "./contract/social-links.ts";
import { isNetwork, type TrustedProxies } from "./http/client-ip.ts";
import { parseMasterKey } from "./storage/master-keys.ts";

/** A master key setting: 32 bytes in base64 or hex, refused (never echoed) otherwise. */
function masterKeySetting(value: string, ctx: z.RefinementCtx): Uint8Array {
  const key = parseMasterKey(value);
  if (!key) ctx.addIssue({ code: "custom", message: "must be 32 bytes in base64 (openssl rand -base64 32) or 64 hex digits" });
  return key ?? new Uint8Array(0);
}

/**
 * The only reader of the environment. Every setting is optional; a bad value
 * stops the start with one line naming the variable (the README's table explains each).
 */
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    error: "must be one of 1, 0, true, false, yes, no, on, off",
  })
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

/**
 * TRUST_PROXY: how many reverse proxies stand in front (`1`: one, `0`: none; the
 * flag words mean one or none, as before), or the proxies' addresses and networks,
 * comma-separated ("10.0.0.0/8, fd00::/8").
 */
const trustProxy = z.string().transform((value, ctx): TrustedProxies => {
  const word = value.trim().toLowerCase();
  if (["true", "yes", "on"].includes(word)) return { hops: 1 };
  if (["false", "no", "off"].includes(word)) return { hops: 0 };
  if (/^\d{1,2}$/.test(word)) return { hops: Number(word) };
  const networks = word
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const bad = networks.find((n) => !isNetwork(n));
  if (networks.length === 0 || bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `must be a number of proxies (0, 1, 2…) or their addresses and networks such as 10.0.0.0/8${bad ? `; "${bad}" is neither` : ""}`,
    });
    return z.NEVER;
  }
  return { networks };
});

const databaseUrl = z.string().refine((v) => v === "memory://" || /^postgres(ql)?:\/\/.+/.test(v), {
  message: "must be memory:// or a postgres:// URL",
});

/**
 * SMTP_URL: where mail goes. `smtp://user:pass@host:587` (STARTTLS when the server
 * offers it) or `smtps://user:pass@host:465` (TLS from the first byte); user and
 * password percent-encoded. Unset: mail is written to DATA_DIR/mail as .eml files.
 */
const smtpUrl = z.string().transform((value, ctx) => {
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
    // The value may hold a password: the message never repeats it.
    ctx.addIssue({ code: "custom", message: "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587" });
    return z.NEVER;
  }
  return url;
});

/** MAIL_FROM: `"Name" <address>` or a bare address, on one line. */
const mailFrom = z.string().transform((value, ctx) => {
  const text = value.trim();
  const match = /^(?:"?([^"<>\r\n]*?)"?\s*)?<([^<>\s]+)>$/.exec(text);
  const address = match ? match[2]! : text;
  const name = match?.[1]?.trim() ?? "";
  if (/[\r\n]/.test(text) || !z.email().safeParse(address).success) {
    ctx.addIssue({ code: "custom", message: 'must be an e-mail address, optionally with a name: "DanceLink" <no-reply@example.com>' });
    return z.NEVER;
  }
  return { name, address };
});

/** A social profile's page: an https address, linked from every public page's footer. */
const socialProfileUrl = z.url({ error: "must be a URL" }).refine((value) => value.startsWith("https://"), "must start with https://");

/** PUBLIC_URL: the site's address as people reach it; every link in a mail starts with it. */
const publicUrl = z.string().transform((value, ctx) => {
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    ctx.addIssue({ code: "custom", message: "must be an http:// or https:// URL such as https://dancelink.ca" });
    return z.NEVER;
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
});

/** STRIPE_API_BASE: another address for Stripe's API (a local double in tests), http:// or https://, no path. */
const stripeApiBase = z.string().transform((value, ctx) => {
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || (url.pathname !== "/" && url.pathname !== "") || url.search) {
    ctx.addIssue({ code: "custom", message: "must be an http:// or https:// address without a path, such as http://127.0.0.1:12111" });
    return z.NEVER;
  }
  return url;
});

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
    // Loopback unless told otherwise: the container sets 0.0.0.0 (Dockerfile), a developer's machine stays private.
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATABASE_URL: databaseUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(100, "must be at most 100")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    UPLOAD_CONCURRENCY: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(1000, "must be at most 1000")
      .default(16),
    UPLOAD_CONCURRENCY_PER_USER: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(1000, "must be at most 1000")
      .default(2),
    RATE_LIMIT_SCALE: z.coerce.number({ error: "must be a number" }).min(1, "must be 1 or more").max(1_000_000, "must be at most 1000000").default(1),
    /** Milliseconds between two rounds of the notifications' scheduler (reminders, chat digests); a minute unless tests say otherwise. */
    NOTIFICATION_TICK_MS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(100, "must be 100 or more")
      .max(3_600_000, "must be at most 3600000")
      .default(60_000),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The master key private files are sealed under; unset, one is generated once into DATA_DIR/encryption-key. */
    DATA_ENCRYPTION_KEY: z.string().transform(masterKeySetting).optional(),
    /** Master keys files may still be sealed under, comma-separated, until `keys rotate` has moved them to DATA_ENCRYPTION_KEY. */
    DATA_ENCRYPTION_KEY_PREVIOUS: z
      .string()
      .transform((value, ctx) =>
        value
          .split(",")
          .filter((part) => part.trim() !== "")
          .map((part) => masterKeySetting(part, ctx)),
      )
      .optional(),
    /** Scheduled backups: the folder their archives go to; unset, none are made. */
    BACKUP_DIR: z.string().trim().min(1).optional(),
    BACKUP_INTERVAL_HOURS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(8760, "must be at most 8760 (a year)")
      .default(24),
    BACKUP_KEEP: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(1000, "must be at most 1000")
      .default(7),
    COOKIE_SECURE: flag.default(false),
    STORAGE_DRIVER: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
    S3_ENDPOINT: z.url({ error: "must be a URL" }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url({ error: "must be a URL" }).optional(),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: mailFrom.default({ name: "DanceLink", address: "no-reply@localhost" }),
    PUBLIC_URL: publicUrl.optional(),
    /** The agency's profiles the footer links to; a network without one is not drawn. */
    SOCIAL_INSTAGRAM_URL: socialProfileUrl.optional(),
    SOCIAL_FACEBOOK_URL: socialProfileUrl.optional(),
    SOCIAL_TIKTOK_URL: socialProfileUrl.optional(),
    /** Mails the outbox's worker sends per second at most, per instance: a burst of changes is mailed over the next seconds instead of taking the cores from the requests. */
    MAIL_RATE_PER_SECOND: z.coerce.number({ error: "must be a number" }).min(0.1, "must be 0.1 or more").max(10_000, "must be at most 10000").default(20),
    /** Web Push's VAPID key pair (RFC 8292), base64url as `web-push generate-vapid-keys` prints it; unset, one is generated once into DATA_DIR. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url (87 characters)")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (43 characters)")
      .optional(),
    /** Who push services may contact about our pushes: a mailto: or https: URL (MAIL_FROM's address by default). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s]+|https:\/\/[^\s]+)$/, "must be a mailto: or https: URL")
      .optional(),
    /** Turns /metrics on: Prometheus sends it as a bearer token. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** Card payments with Stripe: both set, or neither (then invoices show the e-Transfer and cheque instructions alone). Secrets: never logged. */
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    STRIPE_API_BASE: stripeApiBase.optional(),
    ADMIN_EMAIL: z.email({ error: "must be an email address" }).optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SEED_DEMO: flag.default(true),
    TRUST_PROXY: trustProxy.default({ hops: 0 }),
    LOG_LEVEL: z
      .enum(["debug", "info", "warn", "error", "silent"], {
        error: "must be debug, info, warn, error or silent",
      })
      .default("info"),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === "s3") {
      for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when STORAGE_DRIVER=s3" });
      }
      // A key generated into one instance's DATA_DIR would seal documents no other instance (nor a new container) can open.
      if (!env.DATA_ENCRYPTION_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["DATA_ENCRYPTION_KEY"],
          message: "is required when STORAGE_DRIVER=s3 (every instance opens the bucket's documents with it)",
        });
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when the other Stripe variable is set" });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when the other VAPID key is set" });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when the other admin variable is set" });
    }
  });

export type Env = z.output<typeof envSchema>;

/** "rebuild": this process's own build at each start; "built": the build there is; "fresh": that build while newer than the sources, else a new one. */
export type IslandBuild = "rebuild" | "built" | "fresh";

export interface Config {
  port: number;
  /** The interface to listen on: 127.0.0.1 by default, 0.0.0.0 in the container. */
  host: string;
  /** undefined: PGlite on disk in DATA_DIR/pg; "memory://": PGlite in memory; else postgres:// */
  databaseUrl: string | undefined;
  /** Connections to a postgres:// database. */
  databasePoolSize: number;
  dataDir: string;
  /** Uploads read at once: server-wide, and per user. */
  uploadConcurrency: { total: number; perUser: number };
  /** Multiplies every rate limit's budget: 1 in production; load tests raise it to measure capacity, not the limits. */
  rateLimitScale: number;
  /** METRICS_TOKEN; undefined: /metrics answers 404. A secret: never logged. */
  metricsToken: string | undefined;
  /** NOTIFICATION_TICK_MS: between two rounds of the notifications' scheduler. */
  notificationTickMs: number;
  jwtSecret: string | undefined;
  /** DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY_PREVIOUS (src/platform/storage/master-keys.ts). Secrets: never logged. */
  dataEncryption: { key: Uint8Array | undefined; previous: Uint8Array[] };
  /** Scheduled backups: BACKUP_DIR (undefined: none), every BACKUP_INTERVAL_HOURS, the newest BACKUP_KEEP archives kept. */
  backups: { dir: string | undefined; intervalHours: number; keep: number };
  cookieSecure: boolean;
  storage:
    | { driver: "local" }
    | {
        driver: "s3";
        endpoint: string;
        bucket: string;
        region: string;
        accessKey: string;
        secretKey: string;
        publicUrl: string | undefined;
      };
  admin: { email: string; password: string } | undefined;
  mail: MailConfig;
  push: PushConfig;
  seedDemo: boolean;
  /** Behind reverse proxies: which ones append the client's address to X-Forwarded-For. */
  trustProxy: TrustedProxies;
  logLevel: Env["LOG_LEVEL"];
  /**
   * Where the islands come from: `bun dev` (NODE_ENV=development) rebuilds them at each start, production
   * (NODE_ENV=production) serves `bun run build`'s, and `bun start` builds them as production does and keeps
   * that build until a source changes.
   */
  islands: IslandBuild;
  /** The agency's social profiles (SOCIAL_*_URL). */
  socialLinks: SocialLinks;
  /** Card payments (STRIPE_*); undefined: the feature is hidden. */
  stripe: StripeConfig | undefined;
}

/** Stripe's keys, and where its API is (Stripe's own unless STRIPE_API_BASE says otherwise). */
export interface StripeConfig {
  secretKey: string;
  /** Checks the Stripe-Signature of the webhook's events. */
  webhookSecret: string;
  apiBase: URL | undefined;
}

/**
 * One connection per core Bun leaves to the database: the server's JavaScript
 * runs on one core, PostgreSQL (on the same machine by default) gets the rest.
 * postgres.js pipelines queries on a connection, so more connections than that
 * only make them fight over the cores (the artist's offers on 2 cores:
 * 2 connections 6,000-6,400 req/s and p99 34-36 ms; 1 connection 6,900-7,400
 * req/s and p99 14-18 ms). A database on its own machine wants
 * DATABASE_POOL_SIZE set to its cores.
 */
function defaultPoolSize(): number {
  return Math.max(1, navigator.hardwareConcurrency - 1);
}

/** Transactional mail: where it goes, who it is from, where its links point. */
export interface MailConfig {
  /** SMTP_URL; undefined: mail is written as .eml files under DATA_DIR/mail. Holds credentials: never log it whole. */
  smtpUrl: URL | undefined;
  /** MAIL_FROM: the From of every mail. */
  from: { name: string; address: string };
  /** PUBLIC_URL without a trailing slash (http://localhost:PORT by default): the base of every link in a mail. */
  publicUrl: string;
  /** MAIL_RATE_PER_SECOND: the worker's pace (20 by default). */
  ratePerSecond: number;
}

/** Web Push: the VAPID keys and subject, and which push services the server may be asked to post to. */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; undefined: a pair generated once into DATA_DIR (src/features/push/vapid.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT, else `mailto:` MAIL_FROM's address. */
  subject: string;
  /**
   * Plain-http endpoints on this machine (127.0.0.1, ::1, localhost) are accepted: a local push
   * service for development and tests. Never with NODE_ENV=production, where an endpoint must be
   * https on a named host.
   */
  localEndpoints: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most shells and .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    dataDir: e.DATA_DIR,
    uploadConcurrency: { total: e.UPLOAD_CONCURRENCY, perUser: e.UPLOAD_CONCURRENCY_PER_USER },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    metricsToken: e.METRICS_TOKEN,
    notificationTickMs: e.NOTIFICATION_TICK_MS,
    jwtSecret: e.JWT_SECRET,
    dataEncryption: { key: e.DATA_ENCRYPTION_KEY, previous: e.DATA_ENCRYPTION_KEY_PREVIOUS ?? [] },
    backups: { dir: e.BACKUP_DIR, intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP },
    cookieSecure: e.COOKIE_SECURE,
    storage:
      e.STORAGE_DRIVER === "s3"
        ? {
            driver: "s3",
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKey: e.S3_ACCESS_KEY!,
            secretKey: e.S3_SECRET_KEY!,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : { driver: "local" },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, ratePerSecond: e.MAIL_RATE_PER_SECOND },
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.MAIL_FROM.address}`,
      localEndpoints: e.NODE_ENV !== "production",
    },
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    islands: e.NODE_ENV === "development" ? "rebuild" : e.NODE_ENV === "production" ? "built" : "fresh",
    socialLinks: { instagram: e.SOCIAL_INSTAGRAM_URL, facebook: e.SOCIAL_FACEBOOK_URL, tiktok: e.SOCIAL_TIKTOK_URL },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
  };
}
