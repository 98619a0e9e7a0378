import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT, spawnServer, type ServerProcess } from "./process.ts";
import type { LoadResult } from "./wrk.ts";

const PEER_DIR = join(ROOT, "scripts", "bench", "peer");

/**
 * The peer (issue 24 point 6): scripts/bench/peer/server.js on Node, on `databaseUrl`,
 * its pinned packages installed from the npm registry by its own lockfile first when
 * they are not there.
 */
export async function startPeer(databaseUrl: string, sessionSecret: string): Promise<ServerProcess> {
  if (!existsSync(join(PEER_DIR, "node_modules", "express"))) {
    const install = Bun.spawn(["npm", "ci", "--prefix", PEER_DIR, "--no-audit", "--no-fund"], { stdout: "inherit", stderr: "inherit" });
    if ((await install.exited) !== 0) throw new Error("npm ci --prefix scripts/bench/peer failed");
  }
  return spawnServer(join(PEER_DIR, "server.js"), { DATABASE_URL: databaseUrl, SESSION_SECRET: sessionSecret }, { runtime: "node" });
}

/** One measurement of ours and of the peer, taken one after the other. */
export interface Pair<T> {
  ours: T;
  peer: T;
}

/** Ours as a share of the peer: the rate (higher is better for us) and the p99 (lower is better for us). */
export interface PeerRatio<T> {
  rate: number;
  p99: number;
  /** The pair the reported rate comes from. */
  pair: Pair<T>;
}

/**
 * Of two pairs measured in one run, the worse for us on each figure (issue 24: each
 * ratio measured twice, the lower reported): the lower rate ratio and the higher p99 ratio.
 */
export function worseRatio<T>(pairs: [Pair<T>, Pair<T>], rate: (r: T) => number, p99: (r: T) => number): PeerRatio<T> {
  const rates = pairs.map((p) => rate(p.ours) / rate(p.peer));
  const tails = pairs.map((p) => p99(p.ours) / p99(p.peer));
  const lower = rates[0]! <= rates[1]! ? 0 : 1;
  return { rate: rates[lower]!, p99: Math.max(...tails), pair: pairs[lower]! };
}

/** Of two runs of one call, the slower (the lower rate): what is reported when a ratio is measured twice. */
export const slowerRun = (a: LoadResult, b: LoadResult): LoadResult => (a.rps <= b.rps ? a : b);
