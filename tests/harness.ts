import { afterAll, setDefaultTimeout } from "bun:test";
import { UploadSlots } from "../src/platform/http/multipart.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { createScratchDatabase, databaseUrl } from "../scripts/lib/scratch-database.ts";
import { createApp } from "../src/app.tsx";
import { boot, type Runtime } from "../src/boot.ts";
import { openDatabase } from "../src/platform/db/client.ts";
import { migrationsDigest } from "../src/platform/db/migrator.ts";
import { loadConfig } from "../src/platform/config.ts";
import type { Role, SessionUser, StaffRole } from "../src/platform/contract/roles.ts";
import { users } from "../db/schema.ts";
import { hashPassword } from "../src/features/accounts/passwords.ts";
import type { Envelope } from "../src/platform/contract/envelope.ts";
import type { AppDeps } from "../src/deps.ts";
import { WRITE_KINDS } from "../src/platform/http/rate-limit.ts";
import type { Logger } from "../src/platform/log.ts";
import type { MailServiceOptions } from "../src/platform/mail/index.ts";
import type { OutboxWorkerOptions } from "../src/platform/outbox/worker.ts";

export const ADMIN_EMAIL = "admin@test.local";
export const ADMIN_PASSWORD = "admin-password-1";

/**
 * A database for one test file. With `server` (a postgres:// URL of a server we
 * may create databases on; TEST_DATABASE_URL by default) a fresh database with a
 * unique name (empty, or a copy of `template`), dropped afterwards; otherwise PGlite in memory.
 */
export async function createTestDatabase(server = process.env.TEST_DATABASE_URL, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!server) return { url: "memory://", drop: async () => {} };
  return createScratchDatabase(server, template);
}

/** Any constant works: every process building the migrated template on one server takes this lock first. */
const TEMPLATE_LOCK_ID = 727_012;

/** Each server's migrated template, by the server's URL. */
const migratedTemplates = new Map<string, Promise<string>>();

/**
 * A database on `server` holding every migration and nothing else, made once per schema for every
 * process and run: the first process to need it takes an advisory lock, migrates a database under a
 * building name, then renames it into place, so another process copies it whole or waits for the lock.
 * A database left half-made by a crash keeps the building name and is dropped by the next builder.
 * Templates of older schemas stay on the server until dropped by hand (`test_template_*`).
 */
function migratedTemplateOn(server: string): Promise<string> {
  const made = migratedTemplates.get(server);
  if (made) return made;
  const making = (async () => {
    // Named by the migrations: a change of schema names a new template and an old one is never copied.
    const name = `test_template_${migrationsDigest().slice(0, 24)}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    try {
      if (await exists()) return name;
      await admin`select pg_advisory_lock(${TEMPLATE_LOCK_ID})`;
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      await admin.unsafe(`create database ${building}`);
      const migrated = await openDatabase(databaseUrl(server, building), tmpdir(), 1);
      await migrated.close();
      await admin.unsafe(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      // Ending the session releases the lock.
      await admin.end();
    }
  })().catch((error: unknown) => {
    migratedTemplates.delete(server);
    throw error;
  });
  migratedTemplates.set(server, making);
  return making;
}

/**
 * `createTestDatabase` already migrated, for a suite that opens it with the migrations (the app,
 * a table's triggers): on PostgreSQL a copy of the migrated template (tens of milliseconds, not a
 * migration of every file); in memory the migrated image, as every "memory://" open.
 */
export async function createMigratedTestDatabase(server = process.env.TEST_DATABASE_URL): Promise<{ url: string; drop(): Promise<void> }> {
  if (!server) return createTestDatabase(server);
  return createTestDatabase(server, await migratedTemplateOn(server));
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Limits per client address; generous by default so suites are not throttled. */
  rateLimits?: Partial<AppDeps["rateLimits"]>;
  /** Uploads read at once; generous by default, like the rate limits. */
  uploadSlots?: UploadSlots;
  log?: Logger;
  /**
   * The outbox's worker and SMTP timeouts (short in tests). Mail goes where the
   * configuration says: `env: smtpPeer.env` (tests/smtp-peer.ts) for a real SMTP
   * server, else .eml files in the app's data folder. The worker does not run
   * unless `start` is set: call `t.drainMail()` to deliver what is queued.
   */
  mail?: Pick<MailServiceOptions, "worker" | "smtpTimeouts"> & { start?: boolean };
  /** The push outbox's worker (short backoffs in a test of retries); it does not run: `t.drainPush()` delivers what is queued. */
  push?: OutboxWorkerOptions;
}

/** Tests' mail settings: quick polls and stops, SMTP timeouts of a few seconds. */
const TEST_MAIL: Pick<MailServiceOptions, "worker" | "smtpTimeouts"> = {
  worker: { pollMs: 50, stopGraceMs: 2_000 },
  smtpTimeouts: { connection: 3_000, greeting: 3_000, socket: 5_000 },
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Booting the app (migrations, seed, argon2) can take seconds on a busy machine: give hooks room. */
export const BOOT_TIMEOUT = 60_000;

/** The real app on a throwaway database and data folder, with helpers to call it as a browser would. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createMigratedTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "dance-test-"));
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    JWT_SECRET: "test-secret-test-secret-test-secret-42",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...options.env,
  });
  const runtime: Runtime = await boot(config, {
    assets: {},
    log: options.log,
    mail: { worker: { ...TEST_MAIL.worker, ...options.mail?.worker }, smtpTimeouts: options.mail?.smtpTimeouts ?? TEST_MAIL.smtpTimeouts },
    push: { ...TEST_MAIL.worker, ...options.push },
  });
  if (options.mail?.start) await runtime.deps.mail.start();
  const generous = { limit: 10_000, windowMs: 60_000 };
  const writes = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, generous])) as AppDeps["rateLimits"]["writes"];
  runtime.deps.rateLimits = {
    login: generous,
    register: generous,
    contact: generous,
    account: generous,
    recovery: generous,
    verification: generous,
    writes,
    ...options.rateLimits,
  };
  runtime.deps.uploadSlots = options.uploadSlots ?? new UploadSlots(1_000, 1_000);
  const app = createApp(runtime.deps);

  /** Calls the app; `body` as JSON (or FormData), `cookie` as the session. */
  async function request(method: string, path: string, init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) {
      // Encoded once with its length, as a browser sends a form (the server refuses an oversized one by its Content-Length).
      const encoded = new Response(init.body);
      headers["content-type"] ??= encoded.headers.get("content-type") ?? "multipart/form-data";
      body = await encoded.arrayBuffer();
      headers["content-length"] = String(body.byteLength);
    } else if (init.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    }
    const res = await app.request(path, { method, headers, body });
    // What the server does after a reply (forgot-password's link and mail) is done before the test reads on.
    await runtime.deps.afterReply.settled();
    return res;
  }

  /** Calls the app and reads the envelope. */
  async function call<T = unknown>(method: string, path: string, init: Parameters<typeof request>[2] = {}) {
    const res = await request(method, path, init);
    const json = (await res.json()) as Envelope<T>;
    return { res, status: res.status, json, body: json.response };
  }

  let counter = 0;
  /** Registers a new user of `role`, signed in by the sign-up itself; returns its session cookie and user. */
  async function signUp(role: Exclude<Role, "admin">, name = `${role} ${++counter}`): Promise<{ cookie: string; user: SessionUser; email: string }> {
    const email = `${role}-${Bun.randomUUIDv7()}@test.local`;
    const password = "password-123";
    const reg = await request("POST", "/api/auth/register", { body: { name, email, role, password } });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
    const { response } = (await reg.json()) as Envelope<SessionUser>;
    return { cookie: sessionCookie(reg), user: { role: response.role, userId: response.userId, name: response.name }, email };
  }

  async function logIn(email: string, password: string): Promise<{ cookie: string; user: SessionUser }> {
    const res = await request("POST", "/api/auth/login", { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    const cookie = sessionCookie(res);
    const json = (await res.json()) as Envelope<SessionUser>;
    return { cookie, user: json.response };
  }

  const adminLogin = () => logIn(ADMIN_EMAIL, ADMIN_PASSWORD);

  /** A new member of the agency's staff with `staffRole`, signed in (the invitation's own journey is tested in the staff feature). */
  async function addStaff(staffRole: StaffRole, name = `${staffRole} ${++counter}`): Promise<{ cookie: string; user: SessionUser; email: string }> {
    const email = `${staffRole}-${Bun.randomUUIDv7()}@test.local`;
    await runtime.deps.db
      .insert(users)
      .values({ name, email, role: "admin", staffRole, passwordHash: await hashPassword("password-123"), emailVerifiedAt: new Date() });
    return { ...(await logIn(email, "password-123")), email };
  }

  /** Delivers the queued mail now (rounds of the outbox's worker until nothing is due or nothing goes): what the server's worker does in the background. */
  const drainMail = () => runtime.deps.mail.worker.drain();

  /** Delivers the queued pushes now, as the server's push worker does in the background. */
  const drainPush = () => runtime.deps.push.worker.drain();

  async function close() {
    await runtime.deps.afterReply.settled();
    await runtime.deps.mail.close();
    await runtime.deps.push.close();
    await runtime.database.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    runtime,
    deps: runtime.deps,
    db: runtime.deps.db,
    config,
    mail: runtime.deps.mail,
    drainMail,
    drainPush,
    request,
    call,
    signUp,
    logIn,
    adminLogin,
    addStaff,
    close,
  };
}

/**
 * Gives the calling file's tests 60 s: they sign accounts up (an argon2 hash each) against a real database or
 * server, and on a busy two-core machine one takes more than the default 5 s. It must run in the file's own
 * code: the preload's call reaches only the first file a worker runs (`--no-isolate`, and a serial `bun test`).
 */
export const allowSlowTests = () => setDefaultTimeout(60_000);

/**
 * `createTestApp` for a whole test file: booted while the file loads (top-level
 * await, so no hook timeout applies) and closed after its tests.
 */
export async function suiteApp(options: TestAppOptions = {}): Promise<TestApp> {
  allowSlowTests();
  const t = await createTestApp(options);
  afterAll(() => t.close());
  return t;
}

/** "session=...": the cookie pair a browser would send back. */
export function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("session="));
  if (!header) throw new Error("no session cookie set");
  return header.split(";")[0]!;
}
