/**
 * `bun run load`: five minutes of mixed traffic from many users against the
 * production server on a fresh PostgreSQL database: visitors browse the
 * public site, studios log in, post jobs and read their bookings, approved artists
 * read their offers and opt in, everyone chats with the agency, which reviews
 * applications, confirms artists on jobs and answers, and people log in again
 * while all this runs.
 * Loopback only; every loop stops at the deadline.
 *
 *   bun run load                          # 300 s
 *   bun run load --duration 30            # a short run
 *
 * Prints, per call, its requests by status, p50, p99 and errors (statuses it should not
 * answer, network errors) with a verdict against the target, a p99 under 250 ms and no
 * error, then "N calls met, M missed" and each missed call.
 *
 * Fails (exit 1) on any 5xx or network error, any unexpected status, a job, an
 * opt-in or a confirmation that was acknowledged but is not in the database, or a
 * chat message that did not reach both its sender's and its receiver's sockets; a p99
 * over the target is reported, never a failure.
 */
import { parseArgs } from "node:util";
import postgres from "postgres";
import type { ChatMessage, ChatServerFrame } from "../src/features/chat/chat.contract.ts";
import { ADMIN_ID } from "../src/platform/contract/roles.ts";
import { socketWithCookie } from "./lib/socket.ts";
import { BENCH_ADMIN, logIn, startMarketplace } from "./bench/marketplace.ts";
import { describeLoadTarget, type LoadTarget, loadMisses, markdownTable, summary, type Verdict, verdictCell } from "./bench/report.ts";
import { SEED_PASSWORD } from "./bench/seed.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "300" },
    visitors: { type: "string", default: "20" },
    studios: { type: "string", default: "30" },
    artists: { type: "string", default: "50" },
  },
});
const durationMs = Number(args.duration) * 1000;
const counts = { visitors: Number(args.visitors), studios: Number(args.studios), artists: Number(args.artists) };
/** Each request gives up after this; a hung request is a failure, not a stuck run. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Users start within this long of one another. */
const ARRIVAL_SPREAD_MS = 2_000;
/** After the deadline, how long chat deliveries still in flight may take to arrive. */
const DELIVERY_GRACE_MS = 10_000;
/** Every call of the mixed load: a p99 under 250 ms and no error. */
const TARGET: LoadTarget = { maxP99Ms: 250 };

const log = (msg: string) => console.error(`[load] ${msg}`);

interface Sample {
  status: number;
  ms: number;
  /** A status the call should not answer, or a network error (status 0). */
  error: boolean;
}

/** Outcomes per action, and what went wrong. */
class Tally {
  samples = new Map<string, Sample[]>();
  problems: string[] = [];

  record(action: string, status: number, ms: number, expected: number[]) {
    const list = this.samples.get(action) ?? [];
    this.samples.set(action, list);
    const error = !expected.includes(status);
    list.push({ status, ms, error });
    if (error) this.problem(`${action}: status ${status === 0 ? "network error" : status}`);
  }

  problem(what: string) {
    if (this.problems.length < 50) this.problems.push(what);
    else if (this.problems.length === 50) this.problems.push("… (more)");
  }

  /** Each call's row, judged against TARGET; `verdicts` gets each call's. */
  table(verdicts: Verdict[]): string {
    const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    const rows = [...this.samples.entries()].sort().map(([action, list]) => {
      const ms = list.map((s) => s.ms).sort((a, b) => a - b);
      const by = (test: (s: number) => boolean) => String(list.filter((s) => test(s.status)).length);
      const errors = list.filter((s) => s.error).length;
      const missed = loadMisses({ p99: pct(ms, 99), errors }, TARGET);
      verdicts.push({ line: action, missed });
      return [
        action,
        String(list.length),
        by((s) => s >= 200 && s < 400),
        by((s) => s >= 400 && s < 500),
        by((s) => s >= 500),
        by((s) => s === 0),
        String(errors),
        pct(ms, 50).toFixed(1),
        pct(ms, 99).toFixed(1),
        describeLoadTarget(TARGET),
        verdictCell(missed),
      ];
    });
    return markdownTable(["action", "requests", "2xx/3xx", "4xx", "5xx", "network errors", "errors", "p50 ms", "p99 ms", "target", "verdict"], rows);
  }
}

const tally = new Tally();
let address = 0;

/** A signed-in (or anonymous) browser: its own forwarded address, its cookie, timed calls. */
class User {
  cookie: string | undefined;
  readonly from = `198.18.${Math.floor(++address / 250)}.${address % 250}`;

  constructor(
    readonly baseUrl: string,
    readonly email?: string,
  ) {}

  async logIn() {
    const started = performance.now();
    try {
      this.cookie = await logIn(this.baseUrl, this.email!, this.email === BENCH_ADMIN.email ? BENCH_ADMIN.password : SEED_PASSWORD, this.from);
      tally.record("POST /api/auth/login", 200, performance.now() - started, [200]);
    } catch (error) {
      tally.record("POST /api/auth/login", 0, performance.now() - started, [200]);
      throw error;
    }
  }

  /** Calls the server and reads the reply; `action` names the row in the table. */
  async call<T = unknown>(
    action: string,
    method: string,
    path: string,
    body?: unknown,
    expected = [200],
  ): Promise<{ status: number; json?: { response: T }; total?: number }> {
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          "x-forwarded-for": this.from,
          "accept-encoding": "gzip, deflate, br, zstd",
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = res.status;
      const type = res.headers.get("content-type") ?? "";
      // Read the body either way, so the connection is free for the next call.
      const reply = type.includes("json") ? ((await res.json()) as { response: T }) : await res.arrayBuffer();
      const json = reply instanceof ArrayBuffer ? undefined : reply;
      const total = res.headers.get("x-total-count");
      return { status, json, total: total === null ? undefined : Number(total) };
    } catch {
      return { status: 0 };
    } finally {
      tally.record(action, status, performance.now() - started, expected);
    }
  }
}

/** A random pause so users do not march in step (bounded: at most `maxMs`). */
const think = (maxMs: number) => Bun.sleep(Math.random() * maxMs);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Chat: every message acknowledged by POST /chat/send must reach the sockets of both ends. */
class ChatLedger {
  /** _id -> who must see it (user ids), and who has. */
  expected = new Map<string, { from: string; to: string; seenBy: Set<string> }>();
  sockets: WebSocket[] = [];

  /** The entry of a message, made by whichever comes first: the send's reply or a socket's frame. */
  private entry(chat: ChatMessage) {
    const entry = this.expected.get(chat._id) ?? { from: chat.senderId, to: chat.receiverId, seenBy: new Set<string>() };
    this.expected.set(chat._id, entry);
    return entry;
  }

  sent(chat: ChatMessage) {
    this.entry(chat);
  }

  received(userId: string, chat: ChatMessage) {
    this.entry(chat).seenBy.add(userId);
  }

  undelivered(acknowledged: Set<string>): string[] {
    return [...acknowledged].filter((id) => {
      const e = this.expected.get(id);
      return !e?.seenBy.has(e.from) || !e.seenBy.has(e.to);
    });
  }

  /** Opens `user`'s socket, joins its room, and records every message it receives. */
  async connect(baseUrl: string, userId: string, cookie: string) {
    const ws = socketWithCookie(`${baseUrl.replace(/^http/, "ws")}/ws`, cookie);
    this.sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("socket did not join within 10 s")), 10_000);
      ws.addEventListener("message", (e) => {
        const frame = JSON.parse(String(e.data)) as ChatServerFrame;
        if (frame.event === "joined") {
          clearTimeout(timer);
          resolve();
        }
        if (frame.event === "receive_message") this.received(userId, frame.data);
      });
      ws.addEventListener("open", () => ws.send(JSON.stringify({ event: "join_room", data: userId })), { once: true });
      ws.addEventListener("error", () => reject(new Error("socket refused")), { once: true });
    });
  }
}

async function main() {
  log("starting the production server on a fresh PostgreSQL database and seeding it");
  const market = await startMarketplace({ counts: { approvedArtists: 400, pendingArtists: 20, clients: Math.max(counts.studios, 40), jobs: 4_000 } });
  const { url } = market.server;
  const sql = postgres(market.databaseUrl, { max: 2, onnotice: () => {} });
  const ledger = new ChatLedger();
  const acknowledgedChats = new Set<string>();
  const postedJobs: string[] = [];
  const optIns: { jobId: string; email: string }[] = [];
  const confirmed = new Map<string, string>();
  let failed = false;
  try {
    const roster = ((await (await fetch(`${url}/api/artist/all-list`)).json()) as { response: { id: string }[] }).response.map((a) => a.id);
    const deadline = Date.now() + durationMs;
    const running = () => Date.now() < deadline;

    // Sign everyone in before the clock starts counting traffic (logins are slow on purpose).
    const admin = new User(url, BENCH_ADMIN.email);
    await admin.logIn();
    await ledger.connect(url, ADMIN_ID, admin.cookie!);
    const studios = market.seeded.clientEmails.slice(0, counts.studios).map((e) => new User(url, e));
    const artists = market.seeded.approvedArtistEmails.slice(0, counts.artists).map((e) => new User(url, e));
    const ids = new Map<User, string>();
    for (const u of [...studios, ...artists]) {
      await u.logIn();
      const me = await u.call<{ userId: string }>("GET /api/auth/me", "GET", "/api/auth/me");
      ids.set(u, me.json!.response.userId);
      await ledger.connect(url, ids.get(u)!, u.cookie!);
    }
    log(`${counts.visitors} visitors, ${studios.length} studios, ${artists.length} artists and the admin for ${durationMs / 1000} s`);

    const chat = async (u: User, receiverId: string, text: string) => {
      const r = await u.call<ChatMessage>("POST /api/chat/send", "POST", "/api/chat/send", { receiverId, message: text }, [201]);
      const saved = r.json?.response;
      if (saved?._id) {
        acknowledgedChats.add(saved._id);
        ledger.sent(saved);
      } else if (r.status === 201) tally.problem("chat send answered without the saved chat");
    };

    const visitor = async () => {
      const visitorUser = new User(url);
      while (running()) {
        const artistId = pick(roster);
        const path = pick([
          "/",
          "/artists",
          "/services",
          "/about",
          `/artist/profile/${artistId}`,
          "/api/artist/all-list",
          "/api/service/all-list",
          "/api/testimonial/list",
          `/api/artist/artist-detail/${artistId}`,
        ]);
        await visitorUser.call(`GET ${path.replace(artistId, ":id")}`, "GET", path);
        await think(200);
      }
    };

    const studio = async (u: User, n: number) => {
      for (let i = 0; running(); i++) {
        const roll = i % 10;
        if (roll < 3) {
          const start = 3 + ((n + i) % 40);
          const r = await u.call<{ _id: string }>(
            "POST /api/job/add",
            "POST",
            "/api/job/add",
            {
              studioName: `Load Studio ${n}`,
              style: pick(market.seeded.styles),
              rate: 45 + (i % 50),
              city: "Toronto",
              postalCode: "M5V 2T6",
              address: `${100 + n} King St W`,
              description: `Load test booking ${n}-${i}`,
              startDate: day(start),
              endDate: day(start + (i % 3)),
              startTime: "17:00",
              endTime: "19:30",
            },
            [201],
          );
          if (r.json?.response?._id) postedJobs.push(r.json.response._id);
        } else if (roll < 6) {
          const r = await u.call<{ _id: string }[]>("GET /api/job/user-pending-jobs", "GET", "/api/job/user-pending-jobs?page=1&limit=10");
          const job = r.json?.response[0];
          if (job) await u.call("GET /api/job/detail/:id", "GET", `/api/job/detail/${job._id}`);
        } else if (roll < 8) {
          await u.call("GET /api/job/user-confirmed-jobs", "GET", "/api/job/user-confirmed-jobs?page=1&limit=10");
        } else if (roll < 9) {
          await u.call("GET /api/client/profile", "GET", "/api/client/profile");
        } else {
          await chat(u, ADMIN_ID, `Studio ${n} question ${i}`);
          await u.call("GET /api/chat/history", "GET", `/api/chat/history?otherUserId=${ADMIN_ID}`);
        }
        await think(400);
      }
    };

    const artist = async (u: User, n: number) => {
      for (let i = 0; running(); i++) {
        const roll = i % 10;
        if (roll < 4) {
          const r = await u.call<{ _id: string }[]>("GET /api/job/available-jobs", "GET", "/api/job/available-jobs?page=1&limit=10");
          const offer = r.json?.response[0];
          if (offer && roll === 0) {
            const opted = await u.call("PUT /api/job/job-accept/:id", "PUT", `/api/job/job-accept/${offer._id}`, { note: `Load artist ${n}` });
            if (opted.status === 200) optIns.push({ jobId: offer._id, email: u.email! });
          }
        } else if (roll < 7) {
          await u.call("GET /api/job/confirmed-jobs", "GET", "/api/job/confirmed-jobs?page=1&limit=10");
        } else if (roll < 9) {
          await u.call("GET /api/artist/profile", "GET", "/api/artist/profile");
        } else {
          await chat(u, ADMIN_ID, `Artist ${n} message ${i}`);
        }
        await think(400);
      }
    };

    /** The agency: reviews applications, reads its inbox, answers people, confirms an artist on a job with opt-ins. */
    const agency = async () => {
      const people = [...ids.values()];
      for (let i = 0; running(); i++) {
        const roll = i % 4;
        if (roll === 0) await chat(admin, pick(people), `Agency reply ${i}`);
        else if (roll === 1) await admin.call("GET /api/admin/conversations", "GET", "/api/admin/conversations");
        else if (roll === 2) await admin.call("GET /api/admin/artists", "GET", "/api/admin/artists?status=pending&page=1&limit=10");
        else {
          const open = optIns.find((o) => !confirmed.has(o.jobId));
          if (open) {
            const applicants = await admin.call<{ artistId: string }[]>(
              "GET /api/admin/jobs/:id/applicants",
              "GET",
              `/api/admin/jobs/${open.jobId}/applicants`,
            );
            const artistId = applicants.json?.response[0]?.artistId;
            if (artistId) {
              const r = await admin.call("PUT /api/admin/jobs/:id/confirm", "PUT", `/api/admin/jobs/${open.jobId}/confirm`, { artistId });
              if (r.status === 200) confirmed.set(open.jobId, artistId);
            }
          }
        }
        await think(300);
      }
    };

    /** Users who log in again while the rest of the traffic runs (argon2 under load), within their address's limit. */
    const returning = async () => {
      while (running()) {
        await Bun.sleep(7_000);
        if (running()) await pick([...studios, ...artists]).logIn();
      }
    };

    // People arrive over the first seconds, not in one millisecond: started at once, the
    // hundred first requests queued behind one another (~100 ms), and in a short run that
    // burst was the p99 of every write.
    const arriving = async (start: () => Promise<void>) => {
      await think(ARRIVAL_SPREAD_MS);
      await start();
    };
    await Promise.all([
      ...Array.from({ length: counts.visitors }, () => arriving(visitor)),
      ...studios.map((u, n) => arriving(() => studio(u, n))),
      ...artists.map((u, n) => arriving(() => artist(u, n))),
      arriving(agency),
      arriving(returning),
    ]);

    log("traffic over; checking jobs, opt-ins and chat deliveries");
    const waitUntil = Date.now() + DELIVERY_GRACE_MS;
    while (ledger.undelivered(acknowledgedChats).length > 0 && Date.now() < waitUntil) await Bun.sleep(100);
    const lostChats = ledger.undelivered(acknowledgedChats);

    const storedJobs = postedJobs.length ? (await sql<{ n: number }[]>`select count(*)::int as n from jobs where id = any(${postedJobs}::uuid[])`)[0]!.n : 0;
    const storedOptIns = optIns.length
      ? (
          await sql<{ n: number }[]>`
            select count(*)::int as n from job_applications ja
            join artists a on a.id = ja.artist_id join users u on u.id = a.user_id
            join unnest(${optIns.map((o) => o.jobId)}::uuid[], ${optIns.map((o) => o.email)}::text[]) as acked(job_id, email)
              on acked.job_id = ja.job_id and acked.email = u.email`
        )[0]!.n
      : 0;
    const storedConfirmations = confirmed.size
      ? (
          await sql<{ n: number }[]>`
            select count(*)::int as n from jobs
            join unnest(${[...confirmed.keys()]}::uuid[], ${[...confirmed.values()]}::uuid[]) as acked(job_id, artist_id)
              on acked.job_id = jobs.id and acked.artist_id = jobs.confirmed_artist_id
            where jobs.status = 'confirmed'`
        )[0]!.n
      : 0;
    const storedChats = acknowledgedChats.size
      ? (await sql<{ n: number }[]>`select count(*)::int as n from chat_messages where id = any(${[...acknowledgedChats]}::uuid[])`)[0]!.n
      : 0;

    console.log(`\nDanceLink load test, ${new Date().toISOString().slice(0, 10)}: ${durationMs / 1000} s, PostgreSQL\n`);
    const verdicts: Verdict[] = [];
    console.log(tally.table(verdicts));
    console.log(
      `\njobs posted and acknowledged: ${postedJobs.length}, in the database: ${storedJobs}` +
        `\nopt-ins acknowledged: ${optIns.length}, in the database: ${storedOptIns}` +
        `\nconfirmations acknowledged: ${confirmed.size}, in the database: ${storedConfirmations}` +
        `\nchat messages acknowledged: ${acknowledgedChats.size}, in the database: ${storedChats}, delivered to both ends: ${acknowledgedChats.size - lostChats.length}`,
    );
    if (storedJobs !== postedJobs.length) tally.problem(`${postedJobs.length - storedJobs} acknowledged jobs are missing`);
    if (storedOptIns !== optIns.length) tally.problem(`${optIns.length - storedOptIns} acknowledged opt-ins are missing`);
    if (storedConfirmations !== confirmed.size) tally.problem(`${confirmed.size - storedConfirmations} acknowledged confirmations are missing`);
    if (storedChats !== acknowledgedChats.size) tally.problem(`${acknowledgedChats.size - storedChats} acknowledged chat messages are not stored`);
    if (lostChats.length) tally.problem(`${lostChats.length} chat messages did not reach both ends, e.g. ${lostChats.slice(0, 3).join(", ")}`);
    if (postedJobs.length === 0 || optIns.length === 0 || confirmed.size === 0 || acknowledgedChats.size === 0) {
      tally.problem("a kind of traffic never succeeded (jobs, opt-ins, confirmations or chats)");
    }
    failed = tally.problems.length > 0;
    console.log(failed ? `\nFAILED:\n- ${tally.problems.join("\n- ")}` : "\nno 5xx, no lost job, opt-in, confirmation or chat message");
    console.log(`\n${summary(verdicts, "calls")}`);
  } finally {
    for (const ws of ledger.sockets) ws.close();
    await sql.end();
    await market.close();
  }
  process.exit(failed ? 1 : 0);
}

await main();
