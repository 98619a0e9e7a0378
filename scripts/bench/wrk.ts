import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Load generation with Debian's `wrk` (C, one thread, its own process): it keeps
 * up with the server where a JavaScript generator does not (autocannon read large
 * gzipped bodies at ~850 req/s on this machine where wrk reads 12,000).
 */

export interface LoadSpec {
  /** Base URL, e.g. http://127.0.0.1:3000 */
  url: string;
  path: string;
  connections: number;
  /** Seconds measured (after `warmup` seconds of the same load, not measured). */
  duration: number;
  warmup?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Every request claims its own X-Forwarded-For address (the server trusts the proxy). */
  distinctForwardedFor?: boolean;
  /** Seconds before a request counts as timed out (10 by default). */
  timeout?: number;
  /** A file of paths, one per line: each request takes the next (calls that work once, like a confirm), instead of `path`. */
  pathsFile?: string;
}

export interface LoadResult {
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** Responses with a status of 400 or more. */
  non2xx: number;
  /** Connect, read and write errors. */
  errors: number;
  timeouts: number;
}

const lua = (s: string) => JSON.stringify(s); // a JSON string literal is a valid Lua string literal for our ASCII inputs

/** The wrk script: the request, and a `done` hook printing the figures as one JSON line. */
function script(spec: LoadSpec): string {
  const headers = Object.entries(spec.headers ?? {})
    .map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`)
    .join("\n");
  return `
wrk.method = ${lua(spec.method ?? "GET")}
${spec.body !== undefined ? `wrk.body = ${lua(spec.body)}` : ""}
${headers}
${
  spec.pathsFile
    ? `local paths = {}
for line in io.lines(${lua(spec.pathsFile)}) do paths[#paths + 1] = line end
local next_path = 0
request = function()
  next_path = next_path % #paths + 1
  return wrk.format(nil, paths[next_path])
end`
    : ""
}
${
  spec.distinctForwardedFor
    ? `local n = 0
request = function()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = "203.0." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)
  return wrk.format()
end`
    : ""
}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('@@{"total":%d,"durationUs":%d,"p50":%d,"p99":%d,"max":%d,"non2xx":%d,"errors":%d,"timeouts":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write, e.timeout))
end
`;
}

async function wrk(spec: LoadSpec, seconds: number, file: string): Promise<LoadResult> {
  const proc = Bun.spawn(
    ["wrk", "-t1", `-c${spec.connections}`, `-d${seconds}s`, `--timeout`, `${spec.timeout ?? 10}s`, "-s", file, `${spec.url}${spec.path}`],
    { stdout: "pipe", stderr: "pipe" },
  );
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const line = out.split("\n").find((l) => l.startsWith("@@"));
  if (code !== 0 || !line) throw new Error(`wrk failed (${code}): ${err || out}`);
  const r = JSON.parse(line.slice(2)) as {
    total: number;
    durationUs: number;
    p50: number;
    p99: number;
    max: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    rps: r.total / (r.durationUs / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    max: r.max / 1000,
    total: r.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** Runs the warm-up, then the measured run; traffic goes to `spec.url` only (loopback in every caller). */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), "wrk-"));
  try {
    const file = join(dir, "request.lua");
    await Bun.write(file, script(spec));
    if (spec.warmup) await wrk(spec, spec.warmup, file);
    return await wrk(spec, spec.duration, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** wrk is a Debian package: `apt-get install -y wrk`. */
export function haveWrk(): boolean {
  return Bun.which("wrk") !== null;
}
