import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../platform/db/client.ts";
import { knownMigrations, schemaLevel } from "../platform/db/migrator.ts";
import { spawnServer } from "../../scripts/bench/process.ts";
import packageJson from "../../package.json" with { type: "json" };
import { COMMANDS } from "./index.ts";

const entry = join(import.meta.dir, "..", "server.ts");
const dataDir = mkdtempSync(join(tmpdir(), "cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command line from the source tree, on the embedded database of `dataDir` with no demo people (each a process: seconds on a busy machine). */
const run = (args: string[], env: Record<string, string> = {}) => {
  const done = Bun.spawnSync(["bun", entry, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", ...env },
  });
  return { code: done.exitCode, out: done.stdout.toString(), err: done.stderr.toString() };
};

test("--help lists every command, and each command's --help gives its usage", () => {
  const help = run(["--help"]);
  expect(help.code).toBe(0);
  for (const command of COMMANDS) expect(help.out).toContain(`  ${command.name} `);
  for (const command of COMMANDS) {
    const own = run([command.name, "--help"]);
    expect(own.code).toBe(0);
    expect(own.out).toStartWith(`Usage: bun run ${command.name}`);
    expect(own.out).toContain(command.help);
  }
}, 60_000);

test("an unknown command or option is refused with the usage, exit code 2", () => {
  const unknown = run(["frobnicate"]);
  expect(unknown.code).toBe(2);
  expect(unknown.err).toStartWith("Unknown command frobnicate.\n");
  const option = run(["version", "--colour"]);
  expect(option.code).toBe(2);
  expect(option.err).toContain("Usage: bun run version (--help says more)");
}, 60_000);

test("version names the product's version, its commit and its schema level", () => {
  const commit = Bun.spawnSync(["git", "rev-parse", "--short", "HEAD"]).stdout.toString().trim();
  const version = run(["version"]);
  expect(version.code).toBe(0);
  expect(version.out).toBe(`DanceLink ${packageJson.version} (commit ${commit}), schema level ${schemaLevel()}\n`);
}, 60_000);

test("migrate brings an empty data folder to the schema level, then has nothing to apply", () => {
  const first = run(["migrate"]);
  expect(first.err).toBe("");
  expect(first.out).toBe(`The database went from schema level 0 to ${schemaLevel()}.\n`);
  expect(first.code).toBe(0);
  expect(run(["migrate"]).out).toBe(`The database is at schema level ${schemaLevel()}: nothing to apply.\n`);
}, 60_000);

test("healthcheck exits 0 while the server answers, 1 when nothing does", async () => {
  const server = await spawnServer(entry, { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0" });
  try {
    const port = new URL(server.url).port;
    expect(run(["healthcheck"], { PORT: port }).code).toBe(0);
  } finally {
    expect(await server.stop()).toBe(0);
  }
  const down = run(["healthcheck"], { PORT: new URL(server.url).port });
  expect(down.code).toBe(1);
  expect(down.err).toStartWith(`http://127.0.0.1:${new URL(server.url).port}/healthz did not answer`);
}, 60_000);

test("a start on a database a newer version upgraded stops with one line", async () => {
  const database = await openDatabase(undefined, dataDir);
  await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${knownMigrations().at(-1)!.folderMillis + 1})`);
  await database.close();
  const start = run([], { PORT: "0" });
  expect(start.code).toBe(1);
  expect(start.err).toBe(
    `The database's schema is at level ${schemaLevel() + 1}, newer than this version of DanceLink knows (level ${schemaLevel()}): run the version that upgraded it, or a newer one.\n`,
  );
}, 60_000);
