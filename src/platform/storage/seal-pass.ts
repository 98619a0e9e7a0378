import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Logger } from "../log.ts";
import type { EncryptedFileStore } from "./encrypted-store.ts";
import type { StoredFile } from "./file-store.ts";
import { HEADER_BYTES, isSealed, MAGIC, peek, rewrap, sealedKeyId } from "./sealed-format.ts";
import { fileSealClaims } from "./tables.ts";

const isPrivateKey = (key: string) => key.startsWith("private/");

/** A claim this old is an instance that stopped while sealing: another takes it over. */
const STALE_CLAIM = sql`now() - interval '10 minutes'`;

/** The stored file's first bytes, and the file whole again. */
async function headOf(file: StoredFile, n: number) {
  const { head, stream } = await peek(file.body, n);
  return { head, file: { ...file, body: stream } };
}

async function claim(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .insert(fileSealClaims)
    .values({ key })
    .onConflictDoUpdate({ target: fileSealClaims.key, set: { claimedAt: sql`now()` }, setWhere: sql`${fileSealClaims.claimedAt} < ${STALE_CLAIM}` })
    .returning({ key: fileSealClaims.key });
  return rows.length > 0;
}

/**
 * Seals the private files kept before sealing began. Started in the background at every
 * start (src/cli/serve.ts); each file is sealed once across instances: an instance
 * claims it (a row of file_seal_claims), looks again, seals it in place, and lets it go.
 * A file that cannot be read is left as it was, and logged. Returns how many it sealed.
 */
export async function sealKeptFiles(db: Database, files: EncryptedFileStore, log: Logger, signal?: AbortSignal): Promise<number> {
  let sealed = 0;
  for await (const key of files.keys()) {
    if (signal?.aborted) break;
    if (!isPrivateKey(key)) continue;
    try {
      const seen = await files.getStored(key);
      if (!seen) continue;
      const { head, file } = await headOf(seen, MAGIC.length);
      await file.body.cancel();
      if (isSealed(head) || !(await claim(db, key))) continue;
      try {
        // Looked at again once claimed: another instance may have sealed it in between.
        const current = await files.getStored(key);
        if (!current) continue;
        const again = await headOf(current, MAGIC.length);
        if (isSealed(again.head)) {
          await again.file.body.cancel();
          continue;
        }
        await files.sealAt(key, again.file.body as unknown as AsyncIterable<Uint8Array>, current.size, current.contentType);
        sealed++;
      } finally {
        await db.delete(fileSealClaims).where(eq(fileSealClaims.key, key));
      }
    } catch (error) {
      log.warn("private file not sealed", { key, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (sealed > 0) log.info("private files sealed", { sealed });
  return sealed;
}

export interface RewrapReport {
  /** Files whose key is now wrapped by the current master key. */
  rewrapped: number;
  /** Files kept before sealing began, sealed on the way. */
  sealed: number;
  /** Private files already under the current master key. */
  current: number;
}

/**
 * Every private file under the current master key (`keys rotate`, src/cli/keys.ts): each
 * sealed file's key is unwrapped with the key its header names and wrapped again under the
 * current one (its chunks are copied as they are); a file not sealed yet is sealed. A file
 * that does not open stops the rotation: the previous key must stay until it is dealt with.
 */
export async function rewrapKeptFiles(files: EncryptedFileStore): Promise<RewrapReport> {
  const report: RewrapReport = { rewrapped: 0, sealed: 0, current: 0 };
  const to = await files.masterKeys.current();
  for await (const key of files.keys()) {
    if (!isPrivateKey(key)) continue;
    const stored = await files.getStored(key);
    if (!stored) continue;
    const { head, file } = await headOf(stored, HEADER_BYTES);
    if (!isSealed(head)) {
      await files.sealAt(key, file.body as unknown as AsyncIterable<Uint8Array>, stored.size, stored.contentType);
      report.sealed++;
    } else if (Buffer.compare(sealedKeyId(head), to.id) === 0) {
      await file.body.cancel();
      report.current++;
    } else {
      const body = await rewrap(file.body, (id) => files.masterKeys.byId(id), to, key);
      await files.putAt(key, { stream: body, size: stored.size }, stored.contentType);
      report.rewrapped++;
    }
  }
  return report;
}
