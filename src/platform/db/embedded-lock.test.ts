import { afterAll, afterEach, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./client.ts";
import { DatabaseInUseError, lockEmbeddedDatabase } from "./embedded-lock.ts";

const root = mkdtempSync(join(tmpdir(), "embedded-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh database folder path (the lock file goes beside it). */
const folder = () => join(root, `pg-${++n}`);

const releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
});
const lock = (path: string) => {
  const release = lockEmbeddedDatabase(path);
  releases.push(release);
  return release;
};

/** The id of a process that has exited. */
async function deadPid(): Promise<number> {
  const proc = Bun.spawn(["true"]);
  await proc.exited;
  return proc.pid;
}

test("the lock file beside the folder names this process until released", () => {
  const path = folder();
  const release = lock(path);
  expect(readFileSync(`${path}.lock`, "utf8").trim()).toBe(String(process.pid));
  release();
  expect(existsSync(`${path}.lock`)).toBe(false);
  // Nothing else is left beside it (the draft written before linking is gone).
  expect(readdirSync(root).filter((name) => name.startsWith(`pg-${n}`))).toEqual([]);
});

test("a second lock in the same process is refused", () => {
  const path = folder();
  lock(path);
  expect(() => lock(path)).toThrow(DatabaseInUseError);
});

test("a lock held by another running process is refused, named, and left alone", () => {
  const path = folder();
  const other = Bun.spawn(["sleep", "30"]);
  try {
    writeFileSync(`${path}.lock`, `${other.pid}\n`);
    expect(() => lock(path)).toThrow(`The embedded database in ${path} is open in another process (pid ${other.pid})`);
    expect(readFileSync(`${path}.lock`, "utf8").trim()).toBe(String(other.pid));
  } finally {
    other.kill();
  }
});

test("a lock left by a process that is gone is taken over", async () => {
  const path = folder();
  writeFileSync(`${path}.lock`, `${await deadPid()}\n`);
  lock(path);
  expect(readFileSync(`${path}.lock`, "utf8").trim()).toBe(String(process.pid));
});

test("a lock naming this process id that this process does not hold is taken over (restarted in place, PID 1 in a container)", () => {
  const path = folder();
  writeFileSync(`${path}.lock`, `${process.pid}\n`);
  lock(path);
  expect(() => lock(path)).toThrow(DatabaseInUseError);
});

test("releasing does not remove a lock another process has taken since", async () => {
  const path = folder();
  const release = lock(path);
  const other = Bun.spawn(["sleep", "30"]);
  try {
    writeFileSync(`${path}.lock`, `${other.pid}\n`);
    release();
    expect(readFileSync(`${path}.lock`, "utf8").trim()).toBe(String(other.pid));
  } finally {
    other.kill();
  }
});

test("the embedded database opens in one handle at a time, and again once closed", async () => {
  const dataDir = folder();
  const first = await openDatabase(undefined, dataDir);
  let closed = false;
  try {
    await expect(openDatabase(undefined, dataDir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    closed = true;
    const again = await openDatabase(undefined, dataDir);
    await again.ping();
    await again.close();
    expect(existsSync(join(dataDir, "pg.lock"))).toBe(false);
  } finally {
    if (!closed) await first.close();
  }
}, 60_000);
