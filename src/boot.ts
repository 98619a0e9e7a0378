import { UploadSlots } from "./platform/http/multipart.ts";
import { createCardPayments } from "./features/invoices/card-payments.ts";
import { calendarFeedTokens } from "./features/calendar/feed-tokens.ts";
import { twoFactorSecretBox } from "./features/accounts/two-factor-secrets.ts";
import { chmod, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "./platform/db/client.ts";
import { seed } from "../db/seed.ts";
import { type Config, ConfigError } from "./platform/config.ts";
import type { AppDeps } from "./deps.ts";
import type { RateLimitSettings } from "./platform/deps.ts";
import { AfterReply } from "./platform/http/after-reply.ts";
import { upsertAdmin } from "./features/accounts/accounts.ts";
import { passwordProblem } from "./features/accounts/password-policy.ts";
import { currentTermsVersion } from "./features/privacy/index.ts";
import { reconcileArtistFiles } from "./features/artists/artist-files.ts";
import { chatMessagesByReference } from "./features/chat/index.ts";
import { createLocalEventBus, createPostgresEventBus } from "./platform/events/bus.ts";
import { invalidateCachesOnEvents } from "./cache-invalidation.ts";
import { JsonCache } from "./platform/http/json-cache.ts";
import { createMetrics, type Metrics } from "./platform/http/metrics.ts";
import { WRITE_BUDGETS } from "./platform/http/rate-limit.ts";
import { createSessionStore } from "./features/accounts/index.ts";
import { securityHeaderSets } from "./platform/http/security-headers.ts";
import { createLogger, type Logger } from "./platform/log.ts";
import { createMailService, type MailServiceOptions } from "./platform/mail/index.ts";
import { renderSendableMail } from "./features/notifications/mail-templates/index.ts";
import { outboxBacklog } from "./platform/mail/outbox.ts";
import { createNotificationService } from "./features/notifications/index.ts";
import { createPushService } from "./features/push/index.ts";
import type { OutboxWorkerOptions } from "./platform/outbox/worker.ts";
import type { SchedulerOptions } from "./features/notifications/scheduler.ts";
import type { AssetManifest } from "./platform/assets/assets.ts";
import { JWT_SECRET_FILE } from "./platform/storage/data-dir-secrets.ts";
import { createFileStore } from "./platform/storage/index.ts";

/** JWT_SECRET (it keys the stored hashes of session secrets), or one generated once and kept in DATA_DIR so sessions survive restarts. */
async function jwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const path = join(config.dataDir, JWT_SECRET_FILE);
  const file = Bun.file(path);
  if (await file.exists()) return (await file.text()).trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
  await Bun.write(path, secret);
  await chmod(path, 0o600);
  return secret;
}

/** Every budget times `scale` (RATE_LIMIT_SCALE), windows unchanged. */
function scaledRateLimits(limits: AppDeps["rateLimits"], scale: number): AppDeps["rateLimits"] {
  const scaled = (budget: RateLimitSettings) => ({ ...budget, limit: Math.ceil(budget.limit * scale) });
  const writes = Object.fromEntries(Object.entries(limits.writes).map(([kind, budget]) => [kind, scaled(budget)])) as AppDeps["rateLimits"]["writes"];
  return {
    login: scaled(limits.login),
    register: scaled(limits.register),
    contact: scaled(limits.contact),
    account: scaled(limits.account),
    recovery: scaled(limits.recovery),
    verification: scaled(limits.verification),
    writes,
  };
}

/** This process's metrics with the database's gauges: the pool's queries (PostgreSQL) and the mail waiting to go. */
function processMetrics(database: DatabaseHandle): Metrics {
  const metrics = createMetrics();
  const pools = [
    { prefix: "db_pool", what: "the pool", stats: database.pool },
    { prefix: "db_search_pool", what: "the roster search's pool", stats: database.search.pool },
    { prefix: "db_commit_pool", what: "the durable write rounds' connection", stats: database.commits.pool },
  ];
  for (const { prefix, what, stats } of pools) {
    if (!stats) continue;
    metrics.addGauge({ name: `${prefix}_queries_in_use`, help: `Queries sent to a connection of ${what} and not answered yet.`, read: stats.inUse });
    metrics.addGauge({ name: `${prefix}_queries_waiting`, help: `Queries waiting for a connection of ${what}.`, read: stats.waiting });
  }
  // One query per scrape for both outbox gauges.
  let backlog: ReturnType<typeof outboxBacklog> | undefined;
  const read = async <K extends "depth" | "oldestSeconds">(key: K) => {
    backlog ??= outboxBacklog(database.db).finally(() => setTimeout(() => (backlog = undefined), 1000));
    return (await backlog)[key];
  };
  metrics.addGauge({ name: "mail_outbox_depth", help: "Mails waiting to be sent (dead mail aside).", read: () => read("depth") });
  metrics.addGauge({ name: "mail_outbox_oldest_age_seconds", help: "Age of the oldest mail waiting to be sent.", read: () => read("oldestSeconds") });
  return metrics;
}

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  log: Logger;
}

/** Opens the database (migrating it), seeds it, ensures the admin, and builds the app's dependencies. */
export async function boot(
  config: Config,
  options: {
    assets: AssetManifest;
    log?: Logger;
    mail?: Pick<MailServiceOptions, "worker" | "smtpTimeouts">;
    push?: OutboxWorkerOptions;
    notifications?: SchedulerOptions;
  },
): Promise<Runtime> {
  // ADMIN_PASSWORD follows the accounts' password policy like any new password: a weak one stops the start before the database opens.
  const weakAdminPassword = config.admin && passwordProblem(config.admin.password, config.admin.email);
  if (weakAdminPassword) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD is not accepted: ${weakAdminPassword}`);
  const log = options.log ?? createLogger(config.logLevel);
  const database = await openDatabase(config.databaseUrl, config.dataDir, config.databasePoolSize);
  const files = createFileStore(config);
  await seed(database.db, files, { demo: config.seedDemo, termsVersion: await currentTermsVersion(database.db) });
  // Headshots and resumes where their artist's status says: rows from before the rule, or a move cut short.
  await reconcileArtistFiles(database.db, files);
  // PostgreSQL: instances share domain events by LISTEN/NOTIFY; PGlite is one process.
  const events = database.pg ? await createPostgresEventBus(database.pg, { log, largeEvents: chatMessagesByReference(database.db) }) : createLocalEventBus(log);
  // A changed admin password signs the admin out everywhere, running instances included.
  if (config.admin) await upsertAdmin(database.db, events, config.admin.email, config.admin.password);
  const securityHeaders = securityHeaderSets({ https: config.cookieSecure });
  const cache = new JsonCache({ headers: securityHeaders.api });
  invalidateCachesOnEvents(events, cache);
  const secret = await jwtSecret(config);
  const deps: AppDeps = {
    db: database.db,
    searchDb: database.search.db,
    commitDb: database.commits.db,
    files,
    log,
    cache,
    session: { store: createSessionStore({ db: database.db, events, secret }), secureCookie: config.cookieSecure },
    securityHeaders,
    trustProxy: config.trustProxy,
    rateLimits: scaledRateLimits(
      {
        login: { limit: 10, windowMs: 60_000 },
        register: { limit: 5, windowMs: 60_000 },
        contact: { limit: 5, windowMs: 60_000 },
        // Profile and application changes: a person makes a few; each can ask whether an e-mail has an account.
        account: { limit: 10, windowMs: 10 * 60_000 },
        // Forgot-password, reset and verify links from one address: a person needs a few, a prober many.
        recovery: { limit: 10, windowMs: 10 * 60_000 },
        // A new verification mail: a lost mail is asked for again once or twice, not every second.
        verification: { limit: 3, windowMs: 15 * 60_000 },
        // Each signed-in user's writes, by kind: far above what a person does, far below a script.
        writes: WRITE_BUDGETS,
      },
      config.rateLimitScale,
    ),
    assets: options.assets,
    events,
    uploadSlots: new UploadSlots(config.uploadConcurrency.total, config.uploadConcurrency.perUser),
    // Built here, started by src/server.ts (tests drain it or start it themselves).
    mail: createMailService(config.mail, {
      database,
      dataDir: config.dataDir,
      log,
      render: (mail, envelope) => renderSendableMail(mail, { publicUrl: config.mail.publicUrl }, envelope),
      ...options.mail,
    }),
    // Subscribed now (every instance writes what its events say, once per key); the scheduler is started by src/server.ts.
    notifications: createNotificationService(
      { db: database.db, events, log, secret },
      { scheduler: { everyMs: config.notificationTickMs, ...options.notifications } },
    ),
    // Built here (its keys read or generated once), started by src/cli/serve.ts like mail.
    push: await createPushService(config.push, { database, dataDir: config.dataDir, log, worker: options.push }),
    afterReply: new AfterReply(log),
    ping: database.ping,
    metrics: processMetrics(database),
    metricsToken: config.metricsToken,
    siteUrl: config.mail.publicUrl,
    socialLinks: config.socialLinks,
    calendarFeeds: calendarFeedTokens(secret),
    twoFactorSecrets: twoFactorSecretBox(secret),
    backupSchedule: config.backups,
    cardPayments: config.stripe ? createCardPayments(config.stripe) : undefined,
  };
  return { deps, database, log };
}
