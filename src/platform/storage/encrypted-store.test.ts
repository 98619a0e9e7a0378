import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bucketClient, startS3Server, type TestS3Server } from "../../../tests/s3.ts";
import { createTestDatabase } from "../../../tests/harness.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { createLogger } from "../log.ts";
import { ENCRYPTION_KEY_FILE, PREVIOUS_ENCRYPTION_KEY_FILE } from "./data-dir-secrets.ts";
import type { EncryptedFileStore } from "./encrypted-store.ts";
import type { FileStore } from "./file-store.ts";
import { createFileStore, createKeptBytesStore } from "./index.ts";
import { forgetPreviousKeyFile, masterKey, parseMasterKey, replaceKeyFile } from "./master-keys.ts";
import { rewrapKeptFiles, sealKeptFiles } from "./seal-pass.ts";
import { CHUNK_BYTES, HEADER_BYTES, MAGIC, SealedFileError, sealedKeyId } from "./sealed-format.ts";

/** A PDF of `size` bytes whose body is a sentence repeated: easy to look for in what is stored. */
function document(size: number): Uint8Array<ArrayBuffer> {
  const text = `%PDF-1.4\n${"Transit 00011 institution 004 account 1234567 ".repeat(Math.ceil(size / 40))}`;
  return new TextEncoder().encode(text).slice(0, size);
}
const SECRET = new TextEncoder().encode("account 1234567");
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(haystack).includes(Buffer.from(needle));
}

const bytesOf = async (file: { body: ReadableStream<Uint8Array> }) => new Uint8Array(await new Response(file.body).arrayBuffer());

async function stored(files: FileStore, key: string): Promise<Uint8Array<ArrayBuffer>> {
  return bytesOf((await files.getStored(key))!);
}

const KEY_A = Buffer.alloc(32, 7).toString("base64");
const KEY_B = Buffer.alloc(32, 9).toString("base64");

let s3: TestS3Server;
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "dance-sealed-"));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startS3Server();
}, 60_000);
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await s3?.stop();
});

const drivers: [string, (env: Record<string, string>) => EncryptedFileStore][] = [
  ["local disk", (env) => createFileStore(loadConfig({ ...env }))],
  ["S3 (s3rver)", (env) => createFileStore(loadConfig({ ...s3.env, ...env }))],
];

for (const [name, make] of drivers) {
  describe(`private files sealed at rest on ${name}`, () => {
    test("what is kept never holds the document, and reads back whole with its plain size and type", async () => {
      const dataDir = newDataDir();
      const files = make({ DATA_DIR: dataDir });
      for (const size of [1, 40, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 17]) {
        const original = document(size);
        const key = await files.put("private", original, "application/pdf", "pdf");
        const kept = await stored(files, key);
        expect(kept.subarray(0, MAGIC.length)).toEqual(MAGIC);
        if (size > 40) expect(contains(kept, SECRET)).toBe(false);
        if (size >= 16) expect(contains(kept, original.subarray(0, Math.min(size, 32)))).toBe(false);
        const file = (await files.get(key))!;
        expect(file.size).toBe(size);
        expect(file.contentType).toBe("application/pdf");
        expect(await bytesOf(file)).toEqual(original);
      }
      // A streamed upload (a Blob on disk) is sealed as it is read.
      const upload = new Blob([document(2 * CHUNK_BYTES + 5)]);
      const key = await files.put("private", upload, "application/pdf", "pdf");
      expect(await bytesOf((await files.get(key))!)).toEqual(document(2 * CHUNK_BYTES + 5));
      // Without DATA_ENCRYPTION_KEY (required on S3) the key was generated once, for the owner alone.
      if (name === "local disk") expect(statSync(join(dataDir, ENCRYPTION_KEY_FILE)).mode & 0o777).toBe(0o600);
    });

    test("public pictures stay plain, as caches and the CDN serve them", async () => {
      const files = make({ DATA_DIR: newDataDir() });
      const key = await files.put("public", png, "image/png", "png");
      expect(await stored(files, key)).toEqual(png);
      expect(await bytesOf((await files.get(key))!)).toEqual(png);
    });

    test("without its master key a kept document does not open", async () => {
      const dataDir = newDataDir();
      const key = await make({ DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: KEY_A }).put("private", document(500), "application/pdf", "pdf");
      await expect(make({ DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: KEY_B }).get(key)).rejects.toThrow(SealedFileError);
      expect(await bytesOf((await make({ DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: KEY_A }).get(key))!)).toEqual(document(500));
    });
  });
}

describe("a kept document altered at rest", () => {
  const dataDir = newDataDir();
  const files = createFileStore(loadConfig({ DATA_DIR: dataDir }));
  const keptBytes = createKeptBytesStore(loadConfig({ DATA_DIR: dataDir }));
  const original = document(3 * CHUNK_BYTES + 100);
  const altered = async (change: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>) => {
    const key = await files.put("private", original, "application/pdf", "pdf");
    await keptBytes.putAt(key, new Blob([change(await stored(files, key))]), "application/pdf");
    return key;
  };
  const flip = (at: number) => (bytes: Uint8Array<ArrayBuffer>) => {
    const copy = bytes.slice();
    copy[at]! ^= 1;
    return copy;
  };

  test("its header or first chunk changed: refused before a byte is served", async () => {
    for (const at of [MAGIC.length + 10, HEADER_BYTES - 2, HEADER_BYTES + 5]) {
      await expect(files.get(await altered(flip(at)))).rejects.toThrow(SealedFileError);
    }
  });

  test("a later chunk changed, cut short or lengthened: the stream fails, never ends as a success", async () => {
    const chunk = CHUNK_BYTES + 16;
    const cases = [
      flip(HEADER_BYTES + 2 * chunk + 3),
      (bytes: Uint8Array<ArrayBuffer>) => bytes.slice(0, HEADER_BYTES + 3 * chunk),
      (bytes: Uint8Array<ArrayBuffer>) => bytes.slice(0, bytes.length - 1),
      (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array([...bytes, ...new Uint8Array(16)]),
    ];
    for (const change of cases) {
      const file = await files.get(await altered(change));
      expect(file).toBeDefined();
      await expect(bytesOf(file!)).rejects.toThrow(SealedFileError);
    }
  });

  test("moved under another document's key: does not open", async () => {
    const one = await files.put("private", original, "application/pdf", "pdf");
    const other = await files.put("private", document(10), "application/pdf", "pdf");
    await keptBytes.putAt(other, new Blob([await stored(files, one)]), "application/pdf");
    await expect(files.get(other)).rejects.toThrow(SealedFileError);
  });
});

describe("rotating the master key", () => {
  test("the generated key: a new one in DATA_DIR, every file rewrapped and readable, the old key gone", async () => {
    const dataDir = newDataDir();
    const env = { DATA_DIR: dataDir };
    const before = createFileStore(loadConfig(env));
    const docs = new Map<string, Uint8Array<ArrayBuffer>>();
    for (const size of [10, CHUNK_BYTES * 2 + 3]) docs.set(await before.put("private", document(size), "application/pdf", "pdf"), document(size));
    const oldKey = readFileSync(join(dataDir, ENCRYPTION_KEY_FILE), "utf8");

    expect(await replaceKeyFile(dataDir)).toBe(true);
    const report = await rewrapKeptFiles(createFileStore(loadConfig(env)));
    await forgetPreviousKeyFile(dataDir);

    expect(report).toEqual({ rewrapped: 2, sealed: 0, current: 0 });
    const newKey = readFileSync(join(dataDir, ENCRYPTION_KEY_FILE), "utf8");
    expect(newKey).not.toBe(oldKey);
    expect(existsSync(join(dataDir, PREVIOUS_ENCRYPTION_KEY_FILE))).toBe(false);
    const after = createFileStore(loadConfig(env));
    for (const [key, original] of docs) {
      expect(Buffer.from(sealedKeyId(await stored(after, key)))).toEqual(Buffer.from(masterKey(parseMasterKey(newKey)!).id));
      expect(await bytesOf((await after.get(key))!)).toEqual(original);
    }
  });

  test("a rotation stopped half-way is resumed, with no third key", async () => {
    const dataDir = newDataDir();
    const env = { DATA_DIR: dataDir };
    const key = await createFileStore(loadConfig(env)).put("private", document(99), "application/pdf", "pdf");
    expect(await replaceKeyFile(dataDir)).toBe(true);
    const next = readFileSync(join(dataDir, ENCRYPTION_KEY_FILE), "utf8");
    // The process stopped here; the files still open, and running again goes on with the same new key.
    expect(await bytesOf((await createFileStore(loadConfig(env)).get(key))!)).toEqual(document(99));
    expect(await replaceKeyFile(dataDir)).toBe(false);
    expect(readFileSync(join(dataDir, ENCRYPTION_KEY_FILE), "utf8")).toBe(next);
    expect(await rewrapKeptFiles(createFileStore(loadConfig(env)))).toEqual({ rewrapped: 1, sealed: 0, current: 0 });
  });

  test("DATA_ENCRYPTION_KEY: the old one in DATA_ENCRYPTION_KEY_PREVIOUS, then the new one alone opens every file (on S3 too)", async () => {
    // A bucket of its own: a rotation goes over every file, and stops at one it cannot open.
    const own = await startS3Server();
    const env = { ...own.env, DATA_DIR: newDataDir() };
    const under = (key: string, previous?: string) =>
      createFileStore(loadConfig({ ...env, DATA_ENCRYPTION_KEY: key, ...(previous ? { DATA_ENCRYPTION_KEY_PREVIOUS: previous } : {}) }));
    const key = await under(KEY_A).put("private", document(CHUNK_BYTES + 9), "application/pdf", "pdf");
    await expect(under(KEY_B).get(key)).rejects.toThrow(SealedFileError);
    const sealedBefore = await stored(under(KEY_A), key);
    expect(await rewrapKeptFiles(under(KEY_B, KEY_A))).toEqual({ rewrapped: 1, sealed: 0, current: 0 });
    expect(await bytesOf((await under(KEY_B).get(key))!)).toEqual(document(CHUNK_BYTES + 9));
    // Only the header changed: the chunks are the same bytes.
    const sealedAfter = await stored(under(KEY_B), key);
    expect(sealedAfter.subarray(HEADER_BYTES)).toEqual(sealedBefore.subarray(HEADER_BYTES));
    expect(sealedAfter.subarray(0, HEADER_BYTES)).not.toEqual(sealedBefore.subarray(0, HEADER_BYTES));
    expect(await rewrapKeptFiles(under(KEY_B))).toEqual({ rewrapped: 0, sealed: 0, current: 1 });
    await own.stop();
  }, 60_000);
});

describe("the pass at start over files kept before sealing", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase((await createTestDatabase()).url, newDataDir(), 2);
  }, 60_000);
  afterAll(() => database?.close());

  test("seals each private file once, leaves public ones plain, and finds nothing the next time", async () => {
    const dataDir = newDataDir();
    const keptBytes = createKeptBytesStore(loadConfig({ DATA_DIR: dataDir }));
    const legacy = new Map<string, Uint8Array<ArrayBuffer>>();
    for (const size of [20, CHUNK_BYTES + 1, 5]) {
      const key = await keptBytes.put("private", document(size), "application/pdf", "pdf");
      legacy.set(key, document(size));
    }
    const picture = await keptBytes.put("public", png, "image/png", "png");
    const files = createFileStore(loadConfig({ DATA_DIR: dataDir }));
    // Read as they are until sealed.
    for (const [key, original] of legacy) expect(await bytesOf((await files.get(key))!)).toEqual(original);

    const log = createLogger("silent");
    const other = createFileStore(loadConfig({ DATA_DIR: dataDir }));
    const counts = await Promise.all([sealKeptFiles(database.db, files, log), sealKeptFiles(database.db, other, log)]);
    expect(counts[0] + counts[1]).toBe(legacy.size);

    for (const [key, original] of legacy) {
      expect(contains(await stored(files, key), original.subarray(0, 5))).toBe(false);
      expect((await stored(files, key)).subarray(0, MAGIC.length)).toEqual(MAGIC);
      expect(await bytesOf((await files.get(key))!)).toEqual(original);
    }
    expect(await stored(files, picture)).toEqual(png);
    expect(await sealKeptFiles(database.db, files, log)).toBe(0);
  });

  test("on S3 too: the objects in the bucket no longer hold the document", async () => {
    const env = { ...s3.env, DATA_DIR: newDataDir(), DATA_ENCRYPTION_KEY: KEY_A };
    const keptBytes = createKeptBytesStore(loadConfig(env));
    const key = await keptBytes.put("private", document(CHUNK_BYTES * 2), "application/pdf", "pdf");
    expect(await sealKeptFiles(database.db, createFileStore(loadConfig(env)), createLogger("silent"))).toBeGreaterThanOrEqual(1);
    const object = await bucketClient(s3).getObject(key);
    expect(contains(new Uint8Array(await object.arrayBuffer()), SECRET)).toBe(false);
    expect(await bytesOf((await createFileStore(loadConfig(env)).get(key))!)).toEqual(document(CHUNK_BYTES * 2));
  });
});

test("a master key setting that is not 32 bytes is refused without being echoed", () => {
  expect(() => loadConfig({ DATA_ENCRYPTION_KEY: "too-short-secret" })).toThrow(
    "Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32) or 64 hex digits",
  );
  expect(Buffer.from(loadConfig({ DATA_ENCRYPTION_KEY: "ab".repeat(32) }).dataEncryption.key!)).toEqual(Buffer.alloc(32, 0xab));
});
