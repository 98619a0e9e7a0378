import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { ADMIN_ID } from "../src/contracts/roles.ts";

const dataDir = mkdtempSync(join(tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  Bun.spawnSync(["bun", join(import.meta.dir, "create-admin.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
  });

test("bun run admin:create creates, then updates, the admin with the fixed id", async () => {
  const first = run("boss@agency.ca", "first-password");
  expect(first.exitCode).toBe(0);
  expect(first.stdout.toString()).toContain("Admin account ready: boss@agency.ca");
  const second = run("owner@agency.ca", "second-password");
  expect(second.exitCode).toBe(0);

  const database = await openDatabase(undefined, dataDir);
  try {
    const admins = await database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(admins[0]!.id).toBe(ADMIN_ID);
    expect(admins[0]!.email).toBe("owner@agency.ca");
    expect(await Bun.password.verify("second-password", admins[0]!.passwordHash)).toBe(true);
  } finally {
    await database.close();
  }
}, 60_000);

test("a bad password is refused with one clear line", () => {
  const r = run("boss@agency.ca", "short");
  expect(r.exitCode).toBe(1);
  expect(r.stderr.toString()).toStartWith("The password must be at least 8 characters.");
});
