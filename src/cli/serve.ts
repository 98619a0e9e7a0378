import { createApp } from "../app.tsx";
import { loadAssets } from "../platform/assets/assets.ts";
import { boot } from "../boot.ts";
import { serveBackupSocket } from "../features/backups/control-socket.ts";
import { databaseSourceOf } from "../features/backups/database-dump.ts";
import { createBackupScheduler } from "../features/backups/schedule.ts";
import { BackupGate } from "../features/backups/write.ts";
import { loadConfig } from "../platform/config.ts";
import { keepStoredHeadshots } from "../features/artists/artist-files.ts";
import { createChatHub } from "../features/chat/hub.ts";
import { serveWithSocket } from "../platform/realtime/serve.ts";
import { ensurePrivateDir, restrictToOwner } from "../platform/storage/private-files.ts";
import { createFileStore } from "../platform/storage/index.ts";
import { sealKeptFiles } from "../platform/storage/seal-pass.ts";
import type { Command } from "./command.ts";
import { createRetentionJob } from "../features/retention/retention.ts";

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
  const server = serveWithSocket(app, hub, config.port, config.host);
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
  // What the agency no longer needs (old contact messages, the audit log past its months, rejected applications' and deleted accounts' files) goes in a daily pass, on one instance.
  const retention = createRetentionJob({ db: deps.db, files: deps.files, log });
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
    await retention.stop();
    await keepingHeadshots;
    // A backup under way is written to its end.
    await backupScheduler?.stop();
    // Sends in flight get a few seconds; one cut short goes again when its lease ends (at least once).
    await deps.notifications.close();
    await deps.mail.close();
    await deps.push.close();
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
  // The push outbox's worker: notifications to the devices that asked for them.
  await deps.push.start();
  if (stopping) return;
  // Reminders and chat digests, every minute (each written once across instances and restarts).
  deps.notifications.scheduler.start();
  // Scheduled backups (BACKUP_DIR): a round now, then each minute; one instance at a time writes one when due.
  backupScheduler?.start();
  retention.start();
  // Headshots stored before they were kept as WebP, in the background (a large photo takes a moment).
  keepingHeadshots = keepStoredHeadshots({ db: deps.db, files: deps.files, events: deps.events, log, signal: background.signal })
    .then((replaced) => replaced > 0 && log.info("headshots kept", { replaced }))
    .catch((error: unknown) => log.error("headshots not kept", { error: error instanceof Error ? error.message : String(error) }))
    // Then private files kept before sealing began are sealed where they are (once each, across instances).
    .then(() => sealKeptFiles(deps.db, createFileStore(config), log, background.signal))
    .catch((error: unknown) => log.error("private files not sealed", { error: error instanceof Error ? error.message : String(error) }));
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
