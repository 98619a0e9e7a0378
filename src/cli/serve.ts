import { createApp } from "../app.tsx";
import { loadAssets } from "../platform/assets/assets.ts";
import { boot } from "../boot.ts";
import { serveBackupSocket } from "../features/backups/control-socket.ts";
import { databaseSourceOf } from "../features/backups/database-dump.ts";
import { createBackupScheduler } from "../features/backups/schedule.ts";
import { BackupGate } from "../features/backups/write.ts";
import { loadConfig } from "../platform/config.ts";
import { keepStoredHeadshots } from "../features/artists/artist-files.ts";
import { createChatHub } from "../platform/realtime/hub.ts";
import { serveWithChat } from "../platform/realtime/serve.ts";
import { ensurePrivateDir, restrictToOwner } from "../platform/storage/private-files.ts";
import type { Command } from "./command.ts";
import { AUDIT_PURGE_INTERVAL_MS, purgeExpiredAudit } from "../features/audit/audit.ts";

/**
 * Configuration, islands, database. What a person must fix before the server can
 * start (a bad setting; the embedded database open in another process, another
 * server or `admin create`; a database a newer version upgraded) stops it with one
 * line (src/cli/index.ts).
 */
async function start() {
  const config = loadConfig();
  await ensurePrivateDir(config.dataDir);
  const assets = await loadAssets(config.islands);
  const runtime = await boot(config, { assets });
  await restrictToOwner(config.dataDir);
  return { config, ...runtime };
}

/** The server: configuration, database, app, socket, graceful stop. */
async function serve(): Promise<undefined> {
  const { config, deps, database, log } = await start();
  const app = createApp(deps);
  const hub = createChatHub({
    db: deps.db,
    events: deps.events,
    session: deps.session,
    log,
    trustProxy: deps.trustProxy,
    presence: deps.notifications.presence,
  });
  deps.metrics.addGauge({ name: "chat_sockets_open", help: "Chat sockets open in this process.", read: () => hub.connections });
  const server = serveWithChat(app, hub, config.port, config.host);
  const backups = new BackupGate();
  const backupSource = { database: databaseSourceOf(database, config.databaseUrl), files: deps.files, dataDir: config.dataDir };
  // The embedded database is this process's alone: `dancelink backup` asks this process for the archive.
  const backupSocket = config.databaseUrl === undefined ? serveBackupSocket({ dataDir: config.dataDir, source: backupSource, gate: backups, log }) : undefined;
  const { dir: backupDir } = config.backups;
  const backupScheduler =
    backupDir === undefined
      ? undefined
      : createBackupScheduler({ db: deps.db, source: backupSource, schedule: { ...config.backups, dir: backupDir }, gate: backups, events: deps.events, log });

  let stopping = false;
  const background = new AbortController();
  // The audit log keeps the agency's retention (24 months by default): rows older go at each start and once a day.
  const purgeAudit = () =>
    purgeExpiredAudit(deps.db)
      .then((purged) => purged > 0 && log.info("audit rows purged", { purged }))
      .catch((error: unknown) => log.error("audit rows not purged", { error: error instanceof Error ? error.message : String(error) }));
  const auditPurge = setInterval(purgeAudit, AUDIT_PURGE_INTERVAL_MS);
  let keepingHeadshots: Promise<unknown> = Promise.resolve();
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping", { signal });
    // Sockets are told to reconnect (to another instance, or to this one once back);
    // then stop accepting: in-flight requests finish before the promise resolves.
    hub.close();
    backupSocket?.stop();
    await server.stop(false);
    // The work the replies left for later (forgot-password's links) ends before the database closes.
    await deps.afterReply.settled();
    background.abort();
    clearInterval(auditPurge);
    await keepingHeadshots;
    // A backup under way is written to its end.
    await backupScheduler?.stop();
    // Sends in flight get a few seconds; one cut short goes again when its lease ends (at least once).
    await deps.notifications.close();
    await deps.mail.close();
    await deps.events.close();
    await database.close();
    log.info("stopped");
    process.exit(0);
  };
  // Before "listening": a supervisor may stop the process as soon as it says so, and the
  // database must still be closed cleanly (PGlite on disk).
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  log.info("listening", { url: server.url.href, port: server.port, database: database.driver });
  // The outbox's worker: to SMTP_URL's server (only its host is logged), or .eml files in DATA_DIR/mail.
  await deps.mail.start();
  if (stopping) return;
  // Reminders and chat digests, every minute (each written once across instances and restarts).
  deps.notifications.scheduler.start();
  // Scheduled backups (BACKUP_DIR): a round now, then each minute; one instance at a time writes one when due.
  backupScheduler?.start();
  void purgeAudit();
  // Headshots stored before they were kept as WebP, in the background (a large photo takes a moment).
  keepingHeadshots = keepStoredHeadshots(deps.db, deps.files, deps.events, log, background.signal)
    .then((replaced) => replaced > 0 && log.info("headshots kept", { replaced }))
    .catch((error: unknown) => log.error("headshots not kept", { error: error instanceof Error ? error.message : String(error) }));
}

export const serveCommand: Command = {
  name: "serve",
  summary: "run the server (the default)",
  synopsis: "",
  help: [
    "Serves the site, the API and the chat socket on PORT (3000) until SIGTERM or Ctrl-C,",
    "migrating the database first. Reads its settings from the environment (the README's",
    "configuration table); on the embedded default the database, uploads and secrets live in",
    "DATA_DIR (./data).",
  ].join("\n"),
  run: () => serve(),
};
