import { afterAll, setDefaultTimeout } from "bun:test";
import { UploadSlots } from "../src/platform/http/multipart.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { createApp } from "../src/app.tsx";
import { boot, type Runtime } from "../src/boot.ts";
import { loadConfig } from "../src/platform/config.ts";
import type { Role, SessionUser, StaffRole } from "../src/platform/contract/roles.ts";
import { users } from "../db/schema.ts";
import { hashPassword } from "../src/features/accounts/passwords.ts";
import type { Envelope } from "../src/platform/contract/envelope.ts";
import type { AppDeps } from "../src/deps.ts";
import { WRITE_KINDS } from "../src/platform/http/rate-limit.ts";
import type { Logger } from "../src/platform/log.ts";
import type { MailServiceOptions } from "../src/platform/mail/index.ts";

export const ADMIN_EMAIL = "admin@test.local";
export const ADMIN_PASSWORD = "admin-password-1";

/**
 * A database for one test file. With `server` (a postgres:// URL of a server we
 * may create databases on; TEST_DATABASE_URL by default) a fresh database with a
 * unique name, dropped afterwards; otherwise PGlite in memory.
 */
export async function createTestDatabase(server = process.env.TEST_DATABASE_URL): Promise<{ url: string; drop(): Promise<void> }> {
  if (!server) return { url: "memory://", drop: async () => {} };
  const name = `test_${Bun.randomUUIDv7().replaceAll("-", "")}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(server, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
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
  const database = await createTestDatabase();
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

  async function close() {
    await runtime.deps.afterReply.settled();
    await runtime.deps.mail.close();
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
