import { describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD } from "../../db/seed.ts";
import { users } from "../../db/schema.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, suiteApp } from "../harness.ts";
import { boot } from "../../src/boot.ts";
import { ConfigError, loadConfig } from "../../src/platform/config.ts";
import { PASSWORD_RULES } from "../../src/features/accounts/auth.contract.ts";
import { isCommonPassword, passwordProblem } from "../../src/features/accounts/password-policy.ts";
import { hashPassword } from "../../src/features/accounts/passwords.ts";

/**
 * `12345678` and eight spaces were accepted. A new password
 * has 10+ characters, is not only spaces, not the e-mail or its local part, and
 * not one of the 10,000 most common passwords; each refusal names its rule.
 * Passwords chosen before the rule still log in.
 */

const t = await suiteApp();

let n = 0;
const register = (password: string, email = `pw-${++n}-${Date.now()}@test.local`) =>
  t.call("POST", "/api/auth/register", { body: { name: "Pat", email, role: "client", password } });

describe("sign-up refuses weak passwords with the rule they break", () => {
  const cases: [string, string][] = [
    ["12345678", PASSWORD_RULES.tooShort],
    ["        ", PASSWORD_RULES.tooShort],
    [" ".repeat(12), PASSWORD_RULES.onlySpaces],
    ["\t\n".repeat(6), PASSWORD_RULES.onlySpaces],
    ["1234567890", PASSWORD_RULES.common],
    ["qwertyuiop", PASSWORD_RULES.common],
    ["QwertyUiop", PASSWORD_RULES.common],
  ];
  for (const [password, message] of cases) {
    test(`${JSON.stringify(password)}: ${message}`, async () => {
      const r = await register(password);
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ status: false, message, response: null });
    });
  }

  test("the e-mail address or its local part", async () => {
    for (const password of ["studio.owner.ca", "Studio.Owner.CA@example.com"]) {
      const r = await register(password, "studio.owner.ca@example.com");
      expect(r.json).toEqual({ status: false, message: PASSWORD_RULES.isEmail, response: null });
    }
  });

  test("a good password is accepted, and nothing was stored for the refused ones", async () => {
    const email = `good-${Date.now()}@test.local`;
    expect((await register("qwertyuiop", email)).status).toBe(400);
    expect((await register("pointe and plie at dawn", email)).status).toBe(201);
  });
});

describe("existing accounts are not locked out", () => {
  test("a password chosen before the rule still logs in", async () => {
    const email = `old-${Date.now()}@test.local`;
    await t.db.insert(users).values({ name: "Old Timer", email, role: "client", passwordHash: await hashPassword("12345678") });
    const login = await t.request("POST", "/api/auth/login", { body: { email, password: "12345678" } });
    expect(login.status).toBe(200);
  });
});

describe("the agency's password follows the same rules", () => {
  test("ADMIN_PASSWORD: a weak one stops the start naming the rule", async () => {
    const start = (password: string) => boot(loadConfig({ ADMIN_EMAIL: "owner@agency.ca", ADMIN_PASSWORD: password }), { assets: {} });
    await expect(start("12345678")).rejects.toThrow(new ConfigError(`Invalid configuration: ADMIN_PASSWORD is not accepted: ${PASSWORD_RULES.tooShort}`));
    await expect(start("1234567890")).rejects.toThrow(new ConfigError(`Invalid configuration: ADMIN_PASSWORD is not accepted: ${PASSWORD_RULES.common}`));
    await expect(start("owner@agency.ca")).rejects.toThrow(new ConfigError(`Invalid configuration: ADMIN_PASSWORD is not accepted: ${PASSWORD_RULES.isEmail}`));
    expect(loadConfig({ ADMIN_EMAIL: "owner@agency.ca", ADMIN_PASSWORD: "a sound passphrase" }).admin?.password).toBe("a sound passphrase");
  });

  test("admin create refuses a weak password before touching the database", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "create-admin-"));
    try {
      const run = Bun.spawnSync(["bun", "src/server.ts", "admin", "create", "owner@agency.ca", "password"], {
        cwd: join(import.meta.dir, "..", ".."),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "memory://", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      });
      expect(run.exitCode).toBe(2);
      expect(run.stderr.toString()).toContain(PASSWORD_RULES.tooShort);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("the shipped list holds the most common passwords; the demo and test passwords pass the rules", () => {
    for (const common of ["123456", "password", "iloveyou", "1q2w3e4r5t"]) expect(isCommonPassword(common)).toBe(true);
    expect(passwordProblem(DEMO_PASSWORD, "amelia.tremblay@demo.dancelink.ca")).toBeUndefined();
    expect(passwordProblem(ADMIN_PASSWORD, ADMIN_EMAIL)).toBeUndefined();
    expect(passwordProblem("password-123", "client@test.local")).toBeUndefined();
  });
});
