import { afterAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { databaseUnavailableCode } from "../http/error-handler.ts";
import { createTestDatabase } from "../../../tests/harness.ts";
import { startDatabaseProxy } from "../../../tests/pg-proxy.ts";
import { CONNECTION_LIFECYCLE, type DatabaseHandle, openDatabase, READ_TIMEOUT_MS, SESSION_BOUNDS, STATEMENT_TIMEOUT_MS } from "./client.ts";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createTestDatabase();
/** Between the pools under test and the database: passes, or swallows every byte (tests/pg-proxy.ts). */
const proxy = await startDatabaseProxy(Number(new URL(database.url).port || 5432));
afterAll(async () => {
  await proxy.close();
  await database.drop();
});

/** What a query ends with: "ok", or the code a request would answer 503 for (else the error). */
const outcome = (query: Promise<unknown>) =>
  query.then(
    () => "ok",
    (e: unknown) => databaseUnavailableCode(e) ?? String(e),
  );
const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
};

test("instances starting at once on one PostgreSQL migrate it exactly once", async () => {
  const handles = await Promise.all([1, 2, 3].map(() => openDatabase(database.url, "/tmp")));
  try {
    const [{ n }] = (await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as [{ n: number }];
    const files = [...new Bun.Glob("*.sql").scanSync(`${import.meta.dir}/../../../db/migrations`)];
    expect(n).toBe(files.length);
    for (const h of handles) await h.ping();
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
});

/**
 * A connection the server drops (a restart, a failover, an idle killer) must fail
 * the queries caught on it at once and serve the next ones on a new connection.
 * postgres.js 3.4.9 left a query sent in that instant unanswered forever and sent
 * the next connection's handshake never, so requests hung until their caller gave
 * up (patches/postgres@3.4.9.patch).
 */
test("queries on a connection the server drops fail fast, and the next ones succeed", async () => {
  const handle = await openDatabase(database.url, "/tmp", 1);
  const admin = await openDatabase(database.url, "/tmp", 1);
  const within = <T>(ms: number, work: Promise<T>) => Promise.race([work, Bun.sleep(ms).then(() => Promise.reject(new Error(`no answer within ${ms} ms`)))]);
  try {
    for (let round = 0; round < 3; round++) {
      const [{ pid }] = (await handle.db.execute(sql`select pg_backend_pid()::int as pid`)) as unknown as [{ pid: number }];
      await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i++) {
        outcomes.push(
          await within(
            3_000,
            handle.db.execute(sql`select 1`).then(
              () => "ok",
              (e) => databaseUnavailableCode(e) ?? String(e),
            ),
          ),
        );
      }
      // Failures are the ones a request answers with 503; the pool serves again within a few queries.
      for (const outcome of outcomes) expect(["ok", "ECONNRESET", "CONNECTION_CLOSED", "57P01"]).toContain(outcome);
      expect(outcomes.at(-1)).toBe("ok");
      await within(3_000, handle.ping());
    }
  } finally {
    await Promise.all([handle.close(), admin.close()]);
  }
});

test("every connection of the pool plans a prepared statement once, not on every run", async () => {
  const handle = await openDatabase(database.url, "/tmp", 2);
  try {
    const modes = await Promise.all(
      [1, 2].map(
        async () =>
          ((await handle.db.execute(sql`select current_setting('plan_cache_mode') as mode, pg_sleep(0.05)`)) as unknown as [{ mode: string }])[0].mode,
      ),
    );
    expect(modes).toEqual(["force_generic_plan", "force_generic_plan"]);
  } finally {
    await handle.close();
  }
});

test("every connection asks PostgreSQL for the session bounds: statement timeout, transactions left idle, TCP keepalives and user timeout", async () => {
  const handle = await openDatabase(database.url, "/tmp", 1);
  try {
    const rows = (await handle.db.execute(
      sql`select name, setting from pg_settings where name in (${sql.join(
        Object.keys(SESSION_BOUNDS).map((name) => sql`${name}`),
        sql`, `,
      )})`,
    )) as unknown as { name: string; setting: string }[];
    expect(Object.fromEntries(rows.map((r) => [r.name, Number(r.setting)]))).toEqual({ ...SESSION_BOUNDS });
  } finally {
    await handle.close();
  }
});

/**
 * Seconds until the next keepalive probe of the established TCP socket from port `local` to
 * port `peer`, as `ss` (iproute2) shows it ("4.972ms" is 4 s 972 ms, "59sec", "1min30sec");
 * undefined while another timer runs (a reply not yet acknowledged), so asked a few times.
 */
async function keepaliveDue(local: number, peer: number): Promise<number | undefined> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const ss = Bun.spawn(["ss", "-tnoH", "state", "established", `( sport = :${local} and dport = :${peer} )`], { stdout: "pipe" });
    const timer = /timer:\(keepalive,(?:(\d+)min)?(?:(\d+)(?:sec|\.))?(?:(\d+)ms)?,/.exec(await new Response(ss.stdout).text());
    if (timer) return Number(timer[1] ?? 0) * 60 + Number(timer[2] ?? 0) + Number(timer[3] ?? 0) / 1000;
    await Bun.sleep(100);
  }
  return undefined;
}

test("an idle connection is probed by TCP keepalives after 5 s of quiet, from both ends", async () => {
  const handle = await openDatabase(database.url, "/tmp", 1);
  try {
    const [{ client, server }] = (await handle.db.execute(sql`select inet_client_port() as client, inet_server_port() as server`)) as unknown as [
      { client: number; server: number },
    ];
    expect(await keepaliveDue(client, server)).toBeLessThanOrEqual(CONNECTION_LIFECYCLE.keep_alive);
    expect(await keepaliveDue(server, client)).toBeLessThanOrEqual(SESSION_BOUNDS.tcp_keepalives_idle);
  } finally {
    await handle.close();
  }
});

test("a statement running past STATEMENT_TIMEOUT_MS is cancelled by PostgreSQL: its caller answers 503", async () => {
  const handle = await openDatabase(database.url, "/tmp", 1);
  try {
    const { value, ms } = await timed(outcome(handle.db.execute(sql`select pg_sleep(${(STATEMENT_TIMEOUT_MS + 1_000) / 1000})`)));
    expect(value).toBe("57014");
    expect(ms).toBeLessThan(READ_TIMEOUT_MS);
    expect(await outcome(handle.db.execute(sql`select 1`))).toBe("ok");
  } finally {
    await handle.close();
  }
});

/**
 * The second security review: a connection to a database that stopped answering (a stopped
 * server, a network or proxy that swallows every byte) held what it carried for minutes.
 */
test("a connection silent while it owes answers fails what it carried within READ_TIMEOUT_MS, and a new one serves once the database answers", async () => {
  const handle = await openDatabase(proxy.through(database.url), "/tmp", 1);
  try {
    expect(await outcome(handle.db.execute(sql`select 1`))).toBe("ok");
    proxy.freeze();
    // Two queries in the pipeline, and a transaction behind them.
    const { value, ms } = await timed(
      Promise.all([
        outcome(handle.db.execute(sql`select 2`)),
        outcome(handle.db.execute(sql`select 3`)),
        outcome(handle.db.transaction((tx) => tx.execute(sql`select 4`))),
      ]),
    );
    // What was on the connection fails with READ_TIMEOUT (a transaction's own queries, with its connection's close); what waited for it, with POOL_TIMEOUT.
    for (const code of value) expect(["READ_TIMEOUT", "CONNECTION_CLOSED", "POOL_TIMEOUT"]).toContain(code);
    expect(value).toContain("READ_TIMEOUT");
    expect(ms).toBeLessThan(READ_TIMEOUT_MS + 500);

    // The frozen connection stays a black hole: the pool must open another.
    await proxy.pass();
    const back = await timed(handle.ping());
    expect(back.ms).toBeLessThan(1_000);
    expect(await outcome(handle.db.transaction((tx) => tx.execute(sql`select 5`)))).toBe("ok");
  } finally {
    await proxy.pass();
    await handle.close();
  }
});

test("a process busy past READ_TIMEOUT_MS keeps a connection whose answer came meanwhile", async () => {
  const handle = await openDatabase(database.url, "/tmp", 1);
  try {
    await handle.ping();
    for (let round = 0; round < 2; round++) {
      const answer = outcome(handle.db.execute(sql`select ${round}::int as round`));
      await Bun.sleep(0);
      // Synchronous work longer than the read timeout: the answer waits unread meanwhile.
      const until = performance.now() + READ_TIMEOUT_MS + 500;
      while (performance.now() < until);
      expect(await answer).toBe("ok");
    }
  } finally {
    await handle.close();
  }
});

test("a transaction its client left open when the connection fell silent is ended by PostgreSQL: its locks do not outlive the fault", async () => {
  const setup = await openDatabase(database.url, "/tmp", 1);
  let frozenSide: DatabaseHandle | undefined;
  try {
    await setup.db.execute(sql`create table if not exists freeze_locks (id int primary key, n int not null)`);
    await setup.db.execute(sql`insert into freeze_locks values (1, 0) on conflict (id) do update set n = 0`);
    frozenSide = await openDatabase(proxy.through(database.url), "/tmp", 1);
    const held = frozenSide.db.transaction(async (tx) => {
      await tx.execute(sql`update freeze_locks set n = n + 1 where id = 1`);
      // The row is locked; then the connection falls silent, and PostgreSQL is never told.
      proxy.freeze();
      await tx.execute(sql`select 1`);
    });
    expect(await outcome(held)).not.toBe("ok");
    const frozenAt = performance.now();
    await proxy.pass();

    // Another session wants the row: it waits at most a statement's time for it, again until the lock is gone.
    let updated = "";
    while (performance.now() - frozenAt < 10_000 && updated !== "ok") {
      updated = await outcome(setup.db.execute(sql`update freeze_locks set n = n + 10 where id = 1`));
      if (updated !== "ok") expect(updated).toBe("57014");
    }
    expect(updated).toBe("ok");
    expect(performance.now() - frozenAt).toBeLessThan(SESSION_BOUNDS.idle_in_transaction_session_timeout + STATEMENT_TIMEOUT_MS + 1_000);
    // The frozen transaction never committed.
    const [row] = (await setup.db.execute(sql`select n from freeze_locks where id = 1`)) as unknown as [{ n: number }];
    expect(row.n).toBe(10);
  } finally {
    await proxy.pass();
    await frozenSide?.close();
    await setup.close();
  }
});
