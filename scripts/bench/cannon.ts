import { join } from "node:path";
import { ROOT } from "./process.ts";

export interface CannonSpec {
  url: string;
  path: string;
  connections: number;
  /** Seconds measured, after `warmup` seconds not measured. */
  duration: number;
  warmup?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Every request claims its own X-Forwarded-For address (the server trusts the proxy). */
  distinctForwardedFor?: boolean;
  /** Seconds before a request counts as timed out (10 by default). */
  timeout?: number;
}

export interface CannonResult {
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** Runs autocannon in its own Node process (scripts/bench/cannon.mjs) and reads its figures. */
export async function cannon(spec: CannonSpec): Promise<CannonResult> {
  const proc = Bun.spawn(["node", join(ROOT, "scripts", "bench", "cannon.mjs"), JSON.stringify(spec)], {
    cwd: ROOT,
    stdout: "pipe",
    stderr: "inherit",
  });
  const [out, code] = await Promise.all([new Response(proc.stdout).text(), proc.exited]);
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  return JSON.parse(out) as CannonResult;
}
