import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";

/** The server is the only reader of what it keeps: its owner alone may enter or read. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** `path` exists and only its owner can enter it (DATA_DIR: the embedded database, uploads, the JWT secret). */
export async function ensurePrivateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(path, PRIVATE_DIR_MODE);
}

/**
 * Every folder under `root` 0700 and every file 0600. PGlite sets 0666 on the
 * files of a new database whatever the umask (the files it creates later follow
 * the umask), and a folder from an older version may hold 0644 files: the start
 * puts them right. Symbolic links are left alone (chmod would follow them).
 */
export async function restrictToOwner(root: string): Promise<void> {
  const visit = async (path: string): Promise<void> => {
    const stat = await lstat(path);
    if (stat.isSymbolicLink()) return;
    const mode = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== mode) await chmod(path, mode);
    if (stat.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
}
