/**
 * `bun run bench`: the figures of issue #8 in one table. Starts the production
 * server on a fresh PostgreSQL database seeded at scale (2,000 approved artists,
 * 20,000 jobs) and a bare Bun.serve hello-world as the ceiling (measured before
 * and after the calls, the better kept), then loads each call with Debian's wrk
 * (its own process, one thread) at 64 connections (the roster search at 16); then
 * chat delivery with 1,000 sockets (scripts/bench-chat.ts), and the gzipped JS of
 * each public page and dashboard (scripts/bundle-sizes.ts): up front, a dashboard's
 * messages, what loads on demand (a dashboard's screens), and the total.
 *
 *   bun run bench                 # 10 s per call after 3 s of warm-up
 *   bun run bench --smoke         # 2 s per call: checks the bench itself (CI)
 *   bun run bench --duration 20
 *   bun run bench --only confirm  # only the calls whose name has "confirm" (no chat, no pages' JS)
 *   bun run bench --smtp smtp://127.0.0.1:9  # the server's SMTP_URL (default: .eml files)
 *   bun run bench --smtp blackhole  # an SMTP server that never greets: the outbox's worker waits out its timeouts (its writes out of the way)
 *
 * Exits non-zero when a call failed (non-2xx, errors) or a chat message was not
 * delivered; budget misses are reported.
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BUILD_DIR, buildAssets, type AssetManifest } from "../src/assets.ts";
import { ARTIST_SEARCH_PAGE_SIZE } from "../src/contracts/artist-search.ts";
import { eventuallyEncoded } from "../tests/encoding.ts";
import { createTestDatabase } from "../tests/harness.ts";
import { benchChat, formatChatBench } from "./bench-chat.ts";
import { bundleSizes, DASHBOARD_BUDGET_BYTES, DASHBOARDS, dashboardBundle, PAGE_BUDGET_BYTES } from "./bundle-sizes.ts";
import { prepareConfirmableJobs } from "./bench/confirm.ts";
import { BENCH_ADMIN, LOCAL_POSTGRES, logIn, startMarketplace } from "./bench/marketplace.ts";
import { peakRss, spawnServer } from "./bench/process.ts";
import { ceilingRow, describeBudget, kib, markdownTable, mib, requestRow, type Budget, type Measured } from "./bench/report.ts";
import { searchPaths } from "./bench/search.ts";
import { FULL_SEED, SEED_PASSWORD } from "./bench/seed.ts";
import { haveWrk, load, type LoadResult, type LoadSpec } from "./bench/wrk.ts";

const { values: args } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    duration: { type: "string" },
    connections: { type: "string", default: "64" },
    only: { type: "string" },
    smtp: { type: "string" },
  },
});
const duration = Number(args.duration ?? (args.smoke ? 2 : 10));
const warmup = args.smoke ? 1 : 3;
const connections = Number(args.connections);
/** `--only <text>`: the calls whose name contains it (any case), measured alone; the chat and the bundles are skipped. */
const only = args.only?.toLowerCase();

const CATALOG: Budget = { minShareOfHello: 0.5, maxP99Ms: 25 };
const SSR: Budget = { minShareOfHello: 0.25, maxP99Ms: 25 };

/** What every browser sends: the server may compress. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

const log = (msg: string) => console.error(`[bench] ${msg}`);

if (!haveWrk()) {
  console.error("wrk is not installed: apt-get install -y wrk");
  process.exit(1);
}
log("building the islands and measuring each page's JavaScript");
await buildAssets();
const pages = await bundleSizes();
log("starting the server on a fresh PostgreSQL database and seeding it");
const started = Date.now();
// A listener that accepts and never answers: each send waits for the SMTP greeting timeout (10 s), so the worker hardly writes.
const blackhole = args.smtp === "blackhole" ? Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } }) : undefined;
const smtpUrl = blackhole ? `smtp://127.0.0.1:${blackhole.port}` : args.smtp;
const market = await startMarketplace({ counts: FULL_SEED, env: smtpUrl ? { SMTP_URL: smtpUrl } : undefined });
let hello: Awaited<ReturnType<typeof spawnServer>> | undefined;
let failed = false;
try {
  const roster = await wholeRosterAsSent(market.server.url);
  hello = await spawnServer("scripts/bench/hello.ts", { PAYLOAD_FILE: roster.file, PAYLOAD_ENCODING: roster.encoding });
  rmSync(roster.file);
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; logging in as an approved artist`);
  const { url } = market.server;
  const artistCookie = await logIn(url, market.seeded.approvedArtistEmails[0]!, SEED_PASSWORD);

  type Spec = Omit<LoadSpec, "connections" | "duration">;
  /** A `spec` that is a function makes it just before its run (rows a call uses up) and cleans up after it. */
  type Target = {
    name: string;
    budget: Budget;
    spec: Spec | (() => Promise<{ spec: Spec; done(): void }>);
    minDuration?: number;
    connections?: number;
  };
  const login: Spec = {
    url,
    path: "/api/auth/login",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: market.seeded.clientEmails[0], password: SEED_PASSWORD }),
    // Many users behind the proxy: the per-address limiter must not be what is measured.
    distinctForwardedFor: true,
    timeout: 60,
    // A warm-up would leave a queue of hashes behind that the measured run pays for.
    warmup: 0,
  };
  const targets: Target[] = [
    // The whole roster (SPEC §7: what the spec's client asks for), then one page of it (DESIGN §2).
    { name: "GET /api/artist/all-list", budget: CATALOG, spec: { url, path: "/api/artist/all-list" } },
    { name: "GET /api/artist/all-list?page=1&limit=24", budget: CATALOG, spec: { url, path: "/api/artist/all-list?page=1&limit=24" } },
    // The roster search (issue 22): 50 searches in turn (text with typos, styles, cities, orders) over the 2,000 artists.
    {
      name: "GET /api/artist/search (50 searches in turn), 16 connections",
      budget: { maxP99Ms: 20 },
      connections: 16,
      spec: async () => {
        const searches = await searchPaths(url);
        return { spec: { url, path: "/", pathsFile: searches.pathsFile }, done: searches.remove };
      },
    },
    { name: "GET /api/service/all-list", budget: CATALOG, spec: { url, path: "/api/service/all-list" } },
    { name: "GET / (SSR)", budget: SSR, spec: { url, path: "/" } },
    {
      name: `GET /artists (SSR, first of ${Math.ceil(FULL_SEED.approvedArtists / ARTIST_SEARCH_PAGE_SIZE)} pages)`,
      budget: SSR,
      spec: { url, path: "/artists" },
    },
    // The artist's Jobs page: the first page of offers, as islands/artist asks for it.
    {
      name: "GET /api/job/available-jobs (approved artist)",
      budget: { maxP99Ms: 25 },
      spec: { url, path: "/api/job/available-jobs?page=1&limit=10", headers: { cookie: artistCookie } },
    },
    // The cost of one argon2id verification, then what 64 people logging in at once wait.
    { name: "POST /api/auth/login, 1 connection", budget: {}, spec: login, connections: 1 },
    { name: "POST /api/auth/login (argon2id)", budget: {}, spec: login, minDuration: args.smoke ? 0 : 10 },
    // Confirm an artist (issue 20 point 7: it now also writes notifications and their mail): each request confirms
    // another fresh job with an opt-in, made last so the lists above are measured on the seeded marketplace alone.
    {
      name: "PUT /api/admin/jobs/:id/confirm (confirm an artist)",
      budget: {},
      // A transaction each on a pool of one connection per spare core: 64 at once would measure the pool's queue (503s), not the call.
      connections: 8,
      spec: async () => {
        const admin = await logIn(url, BENCH_ADMIN.email, BENCH_ADMIN.password, "198.51.100.4");
        const jobs = await prepareConfirmableJobs(market.databaseUrl, args.smoke ? 5_000 : 60_000);
        const spec: Spec = {
          url,
          path: "/",
          pathsFile: jobs.pathsFile,
          method: "PUT",
          headers: { cookie: admin, "content-type": "application/json" },
          body: JSON.stringify({ artistId: jobs.artistId }),
          warmup: 0,
        };
        return { spec, done: jobs.remove };
      },
    },
  ].filter((t) => !only || t.name.toLowerCase().includes(only));

  const run = (spec: Spec, minDuration = 0, conns = connections) =>
    load({ warmup, ...spec, headers: { ...BROWSER_HEADERS, ...spec.headers }, connections: conns, duration: Math.max(duration, minDuration) });
  // The ceilings are measured before and after the calls and the better run kept: the
  // machine's speed drifts, and a slow ceiling would flatter every ratio against it.
  const ceilings = async () => {
    log(`hello-world, then the whole roster's bytes from a bare Bun.serve: ${duration} s each at ${connections} connections`);
    return { hello: await run({ url: hello!.url, path: "/" }), payload: await run({ url: hello!.url, path: "/payload" }) };
  };
  const before = await ceilings();
  const measured: Measured[] = [];
  for (const t of targets) {
    log(`${t.name}: ${Math.max(duration, t.minDuration ?? 0)} s at ${t.connections ?? connections} connections`);
    const prepared = typeof t.spec === "function" ? await t.spec() : { spec: t.spec, done() {} };
    measured.push({ name: t.name, budget: t.budget, result: await run(prepared.spec, t.minDuration, t.connections).finally(prepared.done) });
  }
  const after = await ceilings();
  const better = (a: LoadResult, b: LoadResult) => (a.rps >= b.rps ? a : b);
  const helloResult = better(before.hello, after.hello);
  const payloadResult = better(before.payload, after.payload);
  const rss = await peakRss(market.server.proc.pid);

  // Each dashboard's JS: its entry and static imports (up front), its English messages, its screens.
  const manifest = (await Bun.file(`${BUILD_DIR}/manifest.json`).json()) as AssetManifest;
  const dashboards = DASHBOARDS.map((area) => dashboardBundle(area, manifest));

  // Chat delivery: scripts/bench-chat.ts starts its own server, here on its own fresh PostgreSQL database.
  const chatSockets = args.smoke ? 200 : 1_000;
  let chat: Awaited<ReturnType<typeof benchChat>> | undefined;
  if (!only) {
    log(`chat: ${chatSockets} sockets`);
    const chatDatabase = await createTestDatabase(process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES);
    chat = await benchChat({ sockets: chatSockets, messages: args.smoke ? 40 : 200, databaseUrl: chatDatabase.url }).finally(() => chatDatabase.drop());
  }

  const rows = [
    ceilingRow("hello-world (bare Bun.serve, better of before and after)", helloResult, helloResult.rps, "ceiling"),
    ...measured.map((m) => requestRow(m, helloResult.rps)),
    // What the whole roster's size alone allows: the same bytes with no app in front.
    ceilingRow(`bare Bun.serve sending the whole roster's ${kib(roster.bytes)} (${roster.encoding})`, payloadResult, helloResult.rps, "ceiling for that size"),
  ];
  failed = measured.some((m) => m.result.non2xx + m.result.errors + m.result.timeouts > 0) || (chat?.missing ?? 0) > 0;

  console.log(
    `\nDanceLink bench, ${new Date().toISOString().slice(0, 10)}: ${connections} connections, ${duration} s per call, PostgreSQL, ${FULL_SEED.approvedArtists} approved artists, ${FULL_SEED.jobs} jobs\n`,
  );
  console.log(
    markdownTable(
      ["call", "req/s", "vs hello", "p50 ms", "p99 ms", "budget", "verdict"],
      rows.map((r) => r.cells),
    ),
  );
  console.log(`\nserver peak RSS: ${mib(rss)}\n`);
  if (chat) console.log(`${formatChatBench(chat)}\n`);
  console.log(
    markdownTable(
      ["page", "JS gzipped up front", "+ messages", "on demand", "total", "budget", "verdict"],
      [
        ...pages.map((p) => [
          p.page,
          kib(p.gzipBytes),
          "-",
          p.onDemandGzipBytes ? kib(p.onDemandGzipBytes) : "-",
          kib(p.gzipBytes + p.onDemandGzipBytes),
          `≤ ${kib(PAGE_BUDGET_BYTES)}`,
          p.gzipBytes <= PAGE_BUDGET_BYTES ? "ok" : "MISSED",
        ]),
        ...dashboards.map((d) => [
          `/${d.area} (dashboard)`,
          kib(d.gzipBytes),
          kib(d.messagesGzipBytes),
          kib(d.onDemandGzipBytes),
          kib(d.gzipBytes + d.messagesGzipBytes + d.onDemandGzipBytes),
          `≤ ${kib(DASHBOARD_BUDGET_BYTES)}`,
          d.gzipBytes <= DASHBOARD_BUDGET_BYTES ? "ok" : "MISSED",
        ]),
      ],
    ),
  );
  console.log(`budgets: catalog lists ${describeBudget(CATALOG)}; SSR pages ${describeBudget(SSR)}; login reported (argon2id is meant to be slow)`);
} finally {
  await hello?.stop();
  await market.close();
  blackhole?.stop(true);
}
process.exit(failed ? 1 : 0);

/**
 * The whole roster exactly as a browser gets it once the server has compressed it
 * at its best (brotli comes a moment after the first replies), saved to a file
 * for the hello-world server to send.
 */
async function wholeRosterAsSent(url: string): Promise<{ file: string; encoding: string; bytes: number }> {
  const request = () => fetch(`${url}/api/artist/all-list`, { headers: BROWSER_HEADERS, decompress: false });
  const res = await eventuallyEncoded(request, "br", 60_000);
  const body = new Uint8Array(await res.arrayBuffer());
  const file = join(tmpdir(), `bench-roster-${process.pid}.br`);
  await Bun.write(file, body);
  return { file, encoding: "br", bytes: body.length };
}
