import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../platform/db/client.ts";
import { users } from "../../db/schema.ts";
import { spawnServer } from "../../scripts/bench/process.ts";
import { ADMIN_ID } from "../platform/contract/roles.ts";

const dataDir = mkdtempSync(join(tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const entry = join(import.meta.dir, "..", "server.ts");
const run = (...args: string[]) =>
  Bun.spawnSync(["bun", entry, "admin", "create", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
  });

/** A server on the same embedded database as `run`, with no demo data or admin of its own. */
const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };

/** The admin accounts in the embedded database of `dataDir` (opened once nothing else has it open). */
async function admins() {
  const database = await openDatabase(undefined, dataDir);
  try {
    return await database.db.select().from(users).where(eq(users.role, "admin"));
  } finally {
    await database.close();
  }
}

test("admin create creates, then updates, the admin with the fixed id", async () => {
  const first = run("boss@agency.ca", "first-password");
  expect(first.exitCode).toBe(0);
  expect(first.stdout.toString()).toContain("Admin account ready: boss@agency.ca");
  const second = run("owner@agency.ca", "second-password");
  expect(second.exitCode).toBe(0);

  const [admin, ...others] = await admins();
  expect(others).toHaveLength(0);
  expect(admin!.id).toBe(ADMIN_ID);
  expect(admin!.email).toBe("owner@agency.ca");
  expect(admin!.staffRole).toBe("owner");
  expect(await Bun.password.verify("second-password", admin!.passwordHash)).toBe(true);
}, 60_000);

test("while the server has the embedded database open, admin create says so and changes nothing", async () => {
  // Before the lock, the script said "Admin account ready" and the server's next write-back erased the change.
  const server = await spawnServer("src/server.ts", serverEnv);
  let refused: ReturnType<typeof run>;
  try {
    refused = run("late@agency.ca", "late-password");
  } finally {
    expect(await server.stop()).toBe(0);
  }
  expect(refused.exitCode).toBe(1);
  expect(refused.stdout.toString()).toBe("");
  expect(refused.stderr.toString()).toContain(`open in another process (pid ${server.proc.pid})`);
  expect(refused.stderr.toString()).toContain("stop it and run this again, or start it with ADMIN_EMAIL and ADMIN_PASSWORD set");
  expect((await admins()).map((a) => a.email)).toEqual(["owner@agency.ca"]);
  // With the server stopped, the same command goes through.
  expect(run("late@agency.ca", "late-password").exitCode).toBe(0);
  expect((await admins()).map((a) => a.email)).toEqual(["late@agency.ca"]);
}, 60_000);

test("a second server on the same embedded database stops at start with one line", async () => {
  const server = await spawnServer("src/server.ts", serverEnv);
  try {
    const second = Bun.spawn(["bun", entry], {
      env: { ...process.env, PORT: "0", ...serverEnv },
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(await second.exited).toBe(1);
    const said = (await new Response(second.stderr).text()).trim();
    expect(said).toStartWith(`The embedded database in ${join(dataDir, "pg")} is open in another process (pid ${server.proc.pid})`);
    expect(said.split("\n")).toHaveLength(1);
    // The first server is untouched.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }
}, 60_000);

test("a bad password is refused with one clear line and the usage", () => {
  const r = run("boss@agency.ca", "short");
  expect(r.exitCode).toBe(2);
  expect(r.stderr.toString()).toBe("Password must be at least 10 characters.\nUsage: bun run admin create EMAIL PASSWORD (--help says more)\n");
});
