import { chmodSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "../../platform/log.ts";
import { PRIVATE_FILE_MODE } from "../../platform/storage/private-files.ts";
import { type BackupGate, type BackupSource, startBackup } from "./write.ts";

/**
 * The running server's backup socket. The embedded database lives inside
 * the server's process, so `dancelink backup` cannot open it beside the server: it asks
 * the server over this Unix socket, and the server streams the archive back. The socket
 * is a file in DATA_DIR, 0600 in a 0700 folder: only the server's own user reaches it;
 * it answers `POST /backup` and nothing else.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, "backup.sock");

/** Unix socket paths are at most 107 bytes on Linux (fewer on macOS). */
const SOCKET_PATH_LIMIT = 100;

export interface BackupSocket {
  stop(): void;
}

export function serveBackupSocket(deps: { dataDir: string; source: BackupSource; gate: BackupGate; log: Logger }): BackupSocket | undefined {
  const path = backupSocketPath(deps.dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_LIMIT) {
    deps.log.warn("backup socket off: DATA_DIR's path is too long for a socket", { path });
    return undefined;
  }
  // This process holds the embedded database's lock: a socket file left here is a stopped server's.
  rmSync(path, { force: true });
  const server = Bun.serve({
    unix: path,
    async fetch(req) {
      if (req.method !== "POST" || new URL(req.url).pathname !== "/backup") return Response.json({ message: "Not found" }, { status: 404 });
      const release = deps.gate.tryTake();
      if (!release) return Response.json({ message: "A backup is being written by the server already: try again once it is done." }, { status: 409 });
      try {
        const backup = await startBackup(deps.source);
        backup.manifest.then(
          (manifest) => deps.log.info("backup streamed", { files: manifest.files.length }),
          (error: unknown) => deps.log.error("backup failed", { error: error instanceof Error ? error.message : String(error) }),
        );
        backup.manifest.finally(release).catch(() => {});
        return new Response(backup.stream, { headers: { "content-type": "application/gzip" } });
      } catch (error) {
        release();
        const message = error instanceof Error ? error.message : String(error);
        deps.log.error("backup failed", { error: message });
        return Response.json({ message: `The server could not take the database's snapshot: ${message}` }, { status: 500 });
      }
    },
  });
  chmodSync(path, PRIVATE_FILE_MODE);
  return {
    stop() {
      void server.stop(true);
      rmSync(path, { force: true });
    },
  };
}
