import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../scripts/bench/process.ts";
import { schemaLevel } from "../platform/db/migrator.ts";

const entry = join(import.meta.dir, "..", "server.ts");
const work = mkdtempSync(join(tmpdir(), "cli-backup-"));
const served = join(work, "served");
const restored = join(work, "restored");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The command line from the source tree on the embedded database of `dataDir`. */
const run = (dataDir: string, ...args: string[]) => {
  const done = Bun.spawnSync(["bun", entry, ...args], {
    cwd: work,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "1", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", JWT_SECRET: "" },
  });
  return { code: done.exitCode, out: done.stdout.toString(), err: done.stderr.toString() };
};

/** Resolves once the server has logged a line holding `text` (it fails the test if the server stops first). */
async function logged(server: ServerProcess, text: string) {
  while (!server.lines.some((line) => line.includes(text))) {
    if (server.proc.exitCode !== null) throw new Error(`the server stopped before logging ${text}`);
    await Bun.sleep(50);
  }
}

test("with no database yet there is nothing to back up", () => {
  const none = run(join(work, "empty"), "backup", join(work, "nothing.tar.gz"));
  expect(none.code).toBe(1);
  expect(none.err).toStartWith("There is nothing to back up: no database in ");
  expect(readdirSync(work)).not.toContain("nothing.tar.gz");
});

test("backup asks the running server for the archive; restore fills another folder; neither touches the server's", async () => {
  const scheduled = join(work, "scheduled");
  const server = await spawnServer(entry, { DATA_DIR: served, DATABASE_URL: "", SEED_DEMO: "1", JWT_SECRET: "", LOG_LEVEL: "info", BACKUP_DIR: scheduled });
  const archive = join(work, "while-serving.tar.gz");
  try {
    // BACKUP_DIR set: the server's first round writes one there (the schedule itself: src/features/backups/schedule.test.ts).
    await logged(server, '"msg":"backup written"');
    expect(readdirSync(scheduled)).toEqual([expect.stringMatching(/^dancelink-backup-\d{8}-\d{6}\.tar\.gz$/)]);
    // The server's socket is its user's alone, and answers the backup only.
    expect(statSync(join(served, "backup.sock")).mode & 0o777).toBe(0o600);
    const other = await fetch("http://dancelink/anything", { unix: join(served, "backup.sock") });
    expect(other.status).toBe(404);
    const backup = run(served, "backup", archive);
    expect(backup.err).toBe("");
    expect(backup.out).toMatch(new RegExp(`^Backed up to ${archive} \\(.+\\): \\d+ tables, \\d+ rows, \\d+ uploads; schema level ${schemaLevel()}\\.\\n$`));
    expect(backup.code).toBe(0);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // Not over an archive that exists.
    const again = run(served, "backup", archive);
    expect(again.code).toBe(1);
    expect(again.err).toBe(`${archive} exists already: name another file, or move that one away.\n`);
    // Not into the server's own place while it serves.
    const busy = run(served, "restore", "--force", archive);
    expect(busy.code).toBe(1);
    expect(busy.err).toEndWith("Stop the server first: a restore replaces what it serves.\n");
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }

  const restore = run(restored, "restore", archive);
  expect(restore.err).toBe("");
  expect(restore.out).toMatch(/^Restored .+: \d+ tables, \d+ rows, \d+ uploaded files, 3 secrets\. The database is at schema level \d+\.\n$/);
  // The demo's private documents were sealed under the generated master key: it comes back with them, and the
  // generated push keys, which every device's subscription is bound to.
  expect(readdirSync(restored).toSorted()).toEqual(["encryption-key", "jwt-secret", "pg", "uploads", "vapid-keys.json"]);
  for (const secret of ["jwt-secret", "encryption-key", "vapid-keys.json"]) {
    expect(await Bun.file(join(restored, secret)).text()).toBe(await Bun.file(join(served, secret)).text());
  }
  // The restored folder serves, signed in with the demo's password as before.
  const again = await spawnServer(entry, { DATA_DIR: restored, DATABASE_URL: "", SEED_DEMO: "1", JWT_SECRET: "" });
  try {
    const login = await fetch(`${again.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: again.url },
      body: JSON.stringify({ email: "studio@demo.dancelink.ca", password: "dance-demo-2026" }),
    });
    expect(login.status).toBe(200);
  } finally {
    expect(await again.stop()).toBe(0);
  }
}, 120_000);

test("restore without an archive, or of a file that is none, says so", () => {
  const missing = run(restored, "restore");
  expect(missing.code).toBe(2);
  expect(missing.err).toBe("Name the archive to restore.\nUsage: bun run restore FILE [--force] (--help says more)\n");
  const text = join(work, "notes.txt");
  writeFileSync(text, "not an archive");
  const refused = run(join(work, "fresh"), "restore", text);
  expect(refused.code).toBe(1);
  expect(refused.err).toStartWith(`${text} is not a backup archive`);
});
