import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  test("everything is optional", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: "./data",
      cookieSecure: false,
      storage: { driver: "local" },
      admin: undefined,
      seedDemo: true,
      trustProxy: { hops: 0 },
      logLevel: "info",
    });
  });

  test("the islands: `bun start` builds them as production does and keeps them, `bun dev` rebuilds them at each start", async () => {
    expect(loadConfig({}).islands).toBe("fresh");
    expect(loadConfig({ NODE_ENV: "test" }).islands).toBe("fresh");
    expect(loadConfig({ NODE_ENV: "production" }).islands).toBe("built");
    expect(loadConfig({ NODE_ENV: "development" }).islands).toBe("rebuild");
    const { scripts } = await Bun.file(new URL("../../package.json", import.meta.url)).json();
    expect(scripts.dev).toStartWith("NODE_ENV=development bun --watch ");
    expect(scripts.start).toBe("bun src/server.ts");
  });

  test("the pool has a connection per core but the one the server runs on, at least one", () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(1, navigator.hardwareConcurrency - 1));
  });

  test("RATE_LIMIT_SCALE multiplies the budgets for load tests: 1 unless set, never below 1", () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: "10000" }).rateLimitScale).toBe(10_000);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: "0.5" })).toThrow("Invalid configuration: RATE_LIMIT_SCALE must be 1 or more");
    expect(() => loadConfig({ RATE_LIMIT_SCALE: "lots" })).toThrow("Invalid configuration: RATE_LIMIT_SCALE must be a number");
  });

  test("scheduled backups: off without BACKUP_DIR, every 24 hours keeping 7 unless told; bounds named", () => {
    expect(loadConfig({}).backups).toEqual({ dir: undefined, intervalHours: 24, keep: 7 });
    expect(loadConfig({ BACKUP_DIR: "/backups", BACKUP_INTERVAL_HOURS: "6", BACKUP_KEEP: "30" }).backups).toEqual({
      dir: "/backups",
      intervalHours: 6,
      keep: 30,
    });
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: "0" })).toThrow("Invalid configuration: BACKUP_INTERVAL_HOURS must be 1 or more");
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: "1.5" })).toThrow("Invalid configuration: BACKUP_INTERVAL_HOURS must be a whole number");
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: "1e9" })).toThrow("Invalid configuration: BACKUP_INTERVAL_HOURS must be at most 8760 (a year)");
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow("Invalid configuration: BACKUP_KEEP must be 1 or more");
    expect(() => loadConfig({ BACKUP_KEEP: "many" })).toThrow("Invalid configuration: BACKUP_KEEP must be a number");
  });

  test("empty strings count as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  test("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      DATABASE_POOL_SIZE: "16",
      DATA_DIR: "/var/data",
      JWT_SECRET: "x".repeat(40),
      COOKIE_SECURE: "1",
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY: "key",
      S3_SECRET_KEY: "secret",
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
      ADMIN_EMAIL: "admin@agency.ca",
      ADMIN_PASSWORD: "long-enough",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
    });
    expect(config.port).toBe(8080);
    expect(config.databasePoolSize).toBe(16);
    expect(config.cookieSecure).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.storage).toMatchObject({ driver: "s3", bucket: "uploads", region: "us-east-1" });
    expect(config.admin).toEqual({ email: "admin@agency.ca", password: "long-enough" });
    expect(config.dataEncryption).toEqual({ key: Buffer.alloc(32, 1), previous: [] });
  });

  test.each([
    [{ PORT: "eighty" }, "Invalid configuration: PORT must be a port number"],
    [{ PORT: "70000" }, "Invalid configuration: PORT"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must be memory:// or a postgres:// URL"],
    [{ DATABASE_POOL_SIZE: "0" }, "Invalid configuration: DATABASE_POOL_SIZE must be 1 or more"],
    [{ DATABASE_POOL_SIZE: "many" }, "Invalid configuration: DATABASE_POOL_SIZE must be a number"],
    [{ JWT_SECRET: "short" }, "Invalid configuration: JWT_SECRET must be at least 32 characters"],
    [{ SEED_DEMO: "maybe" }, "Invalid configuration: SEED_DEMO must be one of"],
    [{ STORAGE_DRIVER: "ftp" }, "Invalid configuration: STORAGE_DRIVER must be local or s3"],
    [{ STORAGE_DRIVER: "s3" }, "Invalid configuration: S3_ENDPOINT is required when STORAGE_DRIVER=s3"],
    [
      { STORAGE_DRIVER: "s3", S3_ENDPOINT: "http://minio:9000", S3_BUCKET: "b", S3_ACCESS_KEY: "k", S3_SECRET_KEY: "s" },
      "Invalid configuration: DATA_ENCRYPTION_KEY is required when STORAGE_DRIVER=s3",
    ],
    [{ DATA_ENCRYPTION_KEY: "not-a-key" }, "Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes in base64"],
    [{ ADMIN_EMAIL: "a@b.co" }, "Invalid configuration: ADMIN_PASSWORD is required"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough" }, "Invalid configuration: ADMIN_EMAIL must be an email address"],
    [{ SMTP_URL: "http://mail.example.com" }, "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ SMTP_URL: "mail.example.com:587" }, "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ MAIL_FROM: "DanceLink" }, "Invalid configuration: MAIL_FROM must be an e-mail address"],
    [{ MAIL_FROM: '"DanceLink" <no-reply>' }, "Invalid configuration: MAIL_FROM must be an e-mail address"],
    [{ PUBLIC_URL: "dancelink.ca" }, "Invalid configuration: PUBLIC_URL must be an http:// or https:// URL"],
    [{ PUBLIC_URL: "ftp://dancelink.ca" }, "Invalid configuration: PUBLIC_URL must be an http:// or https:// URL"],
    [{ SOCIAL_INSTAGRAM_URL: "http://instagram.com/dancelink" }, "Invalid configuration: SOCIAL_INSTAGRAM_URL must start with https://"],
    [{ SOCIAL_TIKTOK_URL: "javascript:alert(1)" }, "Invalid configuration: SOCIAL_TIKTOK_URL must start with https://"],
    [{ SOCIAL_FACEBOOK_URL: "facebook" }, "Invalid configuration: SOCIAL_FACEBOOK_URL must be a URL"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "Invalid configuration: STRIPE_WEBHOOK_SECRET is required when the other Stripe variable is set"],
    [{ STRIPE_WEBHOOK_SECRET: "whsec_1" }, "Invalid configuration: STRIPE_SECRET_KEY is required when the other Stripe variable is set"],
    [{ STRIPE_API_BASE: "http://127.0.0.1:9/v1" }, "Invalid configuration: STRIPE_API_BASE must be an http:// or https:// address without a path"],
  ])("a bad value stops the start with one line naming it: %p", (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toStartWith(message);
    expect((error as Error).message).not.toContain("\n");
  });

  describe("card payments", () => {
    test("hidden unless both Stripe keys are set; STRIPE_API_BASE points the SDK elsewhere", () => {
      expect(loadConfig({}).stripe).toBeUndefined();
      const stripe = loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_BASE: "http://127.0.0.1:12111" }).stripe;
      expect(stripe).toMatchObject({ secretKey: "sk_test_1", webhookSecret: "whsec_1" });
      expect(stripe?.apiBase?.host).toBe("127.0.0.1:12111");
      expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).stripe?.apiBase).toBeUndefined();
    });
  });

  describe("mail", () => {
    test("unset: mail goes to files, from DanceLink at localhost, links to this server", () => {
      expect(loadConfig({}).mail).toEqual({
        smtpUrl: undefined,
        from: { name: "DanceLink", address: "no-reply@localhost" },
        publicUrl: "http://localhost:3000",
        ratePerSecond: 20,
      });
      expect(loadConfig({ PORT: "8080" }).mail.publicUrl).toBe("http://localhost:8080");
      expect(loadConfig({ MAIL_RATE_PER_SECOND: "2.5" }).mail.ratePerSecond).toBe(2.5);
      for (const bad of ["0", "-1", "fast", "1e9"]) expect(() => loadConfig({ MAIL_RATE_PER_SECOND: bad })).toThrow(/MAIL_RATE_PER_SECOND/);
    });

    test("SMTP_URL: smtp:// (STARTTLS when offered) or smtps://, credentials percent-encoded", () => {
      const smtp = loadConfig({ SMTP_URL: "smtp://mailer:p%40ss@mail.example.com:587" }).mail.smtpUrl!;
      expect([smtp.protocol, smtp.hostname, smtp.port, smtp.username, decodeURIComponent(smtp.password)]).toEqual([
        "smtp:",
        "mail.example.com",
        "587",
        "mailer",
        "p@ss",
      ]);
      expect(loadConfig({ SMTP_URL: "smtps://mail.example.com:465" }).mail.smtpUrl!.protocol).toBe("smtps:");
    });

    test("a bad SMTP_URL is named without repeating its password", () => {
      expect(() => loadConfig({ SMTP_URL: "imap://user:hunter2@mail.example.com" })).toThrow(/^Invalid configuration: SMTP_URL (?!.*hunter2)/);
    });

    test("MAIL_FROM: a name and an address, or an address alone", () => {
      expect(loadConfig({ MAIL_FROM: '"Agence DanceLink" <bonjour@dancelink.ca>' }).mail.from).toEqual({
        name: "Agence DanceLink",
        address: "bonjour@dancelink.ca",
      });
      expect(loadConfig({ MAIL_FROM: "DanceLink <hello@dancelink.ca>" }).mail.from).toEqual({ name: "DanceLink", address: "hello@dancelink.ca" });
      expect(loadConfig({ MAIL_FROM: "hello@dancelink.ca" }).mail.from).toEqual({ name: "", address: "hello@dancelink.ca" });
      expect(() => loadConfig({ MAIL_FROM: "hello@dancelink.ca\r\nBcc: x@evil.test" })).toThrow("MAIL_FROM");
    });

    test("PUBLIC_URL loses its trailing slash; a path is kept", () => {
      expect(loadConfig({ PUBLIC_URL: "https://dancelink.ca/" }).mail.publicUrl).toBe("https://dancelink.ca");
      expect(loadConfig({ PUBLIC_URL: "https://example.com/dance/" }).mail.publicUrl).toBe("https://example.com/dance");
    });
  });
});
