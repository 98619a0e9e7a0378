import { createServer } from "node:net";

/**
 * A private PostgreSQL 15 cluster for tests that stop and restart the database
 * (the machine's shared cluster is never touched). Needs root and Debian's
 * postgresql-common (`pg_createcluster`, `pg_ctlcluster`, `pg_dropcluster`).
 */
export interface PrivateCluster {
  name: string;
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): Promise<void>;
  /** Fast shutdown: open sessions are terminated (clients see 57P01, then refused connections). */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Stops and deletes the cluster, whatever state it is in. */
  drop(): Promise<void>;
}

const VERSION = "15";

async function run(...cmd: string[]) {
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`${cmd.join(" ")} failed (${code}): ${err || out}`);
  return out;
}

/** A TCP port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const name = `faults_${process.pid}_${Date.now().toString(36)}`;
  const port = await freePort();
  await run("pg_createcluster", VERSION, name, "-p", String(port), "--", "--auth=trust");
  const ctl = (action: string, ...extra: string[]) => run("pg_ctlcluster", VERSION, name, action, ...extra);
  const cluster: PrivateCluster = {
    name,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => void (await ctl("start")),
    stop: async () => void (await ctl("stop", "-m", "fast")),
    restart: async () => void (await ctl("restart", "-m", "fast")),
    drop: async () => void (await run("pg_dropcluster", "--stop", VERSION, name)),
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.drop().catch(() => {});
    throw error;
  }
  return cluster;
}

/** What an outage suite keeps of an answer: its status, its envelope (undefined when the body is not JSON) and Retry-After. */
export interface OutageAnswer {
  status: number;
  envelope: { status?: unknown; message?: unknown } | undefined;
  retryAfter: string | null;
}

/** Reads `res` whole into an `OutageAnswer`. */
export async function readOutageAnswer(res: Response): Promise<OutageAnswer> {
  const text = await res.text();
  let envelope: OutageAnswer["envelope"];
  try {
    envelope = JSON.parse(text) as OutageAnswer["envelope"];
  } catch {
    envelope = undefined;
  }
  return { status: res.status, envelope, retryAfter: res.headers.get("retry-after") };
}
