import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT, spawnServer, type ServerProcess } from "./process.ts";
import type { LoadResult } from "./wrk.ts";

const PEER_DIR = join(ROOT, "scripts", "bench", "peer");

/**
 * The peer: scripts/bench/peer/server.js on Node, on `databaseUrl`,
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

/** A call's rate (per second) and p99 (ms). */
export interface Figures {
  rate: number;
  p99: number;
}

/** One measurement of ours and of the peer, taken one after the other. */
export interface Pair {
  ours: Figures;
  peer: Figures;
}

/** Ours as a share of the peer: the rate (higher is better for us) and the p99 (lower is better for us). */
export interface PeerRatio {
  rate: number;
  p99: number;
  /** The pair the reported rate comes from. */
  pair: Pair;
  /** The pair the reported p99 comes from. */
  tailPair: Pair;
}

/**
 * Of two pairs measured in one run, the worse for us on each figure (each
 * ratio measured twice, the lower reported): the lower rate ratio and the higher p99 ratio.
 */
export function worseRatio(pairs: Pair[]): PeerRatio {
  const rates = pairs.map((p) => p.ours.rate / p.peer.rate);
  const tails = pairs.map((p) => p.ours.p99 / p.peer.p99);
  const lower = rates.indexOf(Math.min(...rates));
  const higher = tails.indexOf(Math.max(...tails));
  return { rate: rates[lower]!, p99: tails[higher]!, pair: pairs[lower]!, tailPair: pairs[higher]! };
}

/** Of two runs of one call, the slower (the lower rate): what is reported when a ratio is measured twice. */
export const slowerRun = (a: LoadResult, b: LoadResult): LoadResult => (a.rps <= b.rps ? a : b);
