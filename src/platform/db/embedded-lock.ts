import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * One process at a time on an embedded (PGlite) database folder. PGlite keeps
 * the database in the process and writes it back to the folder, so a second
 * process on the same folder works on its own copy and one of the two loses its
 * writes: a `bun run admin:create` beside a running server said "Admin account
 * ready" and the server's next write-back erased the account.
 *
 * Like PostgreSQL's postmaster.pid: the folder's `.lock` file beside it names the
 * process that has it open. A lock whose process is gone (a crash, a kill) is
 * taken over; so is one naming this very process id when this process does not
 * hold it (restarted in place: PID 1 again in a container).
 */
export class DatabaseInUseError extends Error {
  /** `pid`: the process named by the lock, when it can be read; `advice`: what the refused command suggests, after the reason. */
  constructor(
    readonly folder: string,
    readonly pid: number | undefined,
    readonly lockFile: string,
    advice = `Stop that process first (if none is running, delete ${lockFile}).`,
  ) {
    super(`The embedded database in ${folder} is open in another process${pid ? ` (pid ${pid})` : ""}; only one process at a time may open it. ${advice}`);
    this.name = "DatabaseInUseError";
  }
}

/** Lock files this process holds. */
const held = new Set<string>();

/** Takes the lock of `folder` or throws `DatabaseInUseError`; returns its release. */
export function lockEmbeddedDatabase(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  if (held.has(lockFile)) throw new DatabaseInUseError(folder, process.pid, lockFile);
  // Twice: a stale lock is removed once, then a second miss means another process just took it.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(lockFile)) {
      held.add(lockFile);
      return () => {
        if (!held.delete(lockFile)) return;
        if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    }
    const owner = ownerOf(lockFile);
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) throw new DatabaseInUseError(folder, owner, lockFile);
    rmSync(lockFile, { force: true });
  }
  throw new DatabaseInUseError(folder, ownerOf(lockFile), lockFile);
}

/**
 * Creates the lock file with this process id in it, or returns false when it
 * exists. Written aside then linked into place: the link fails if the file
 * exists, and the file is never seen without its process id.
 */
function create(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function ownerOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Signal 0 checks that a process exists; EPERM means it does, under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
