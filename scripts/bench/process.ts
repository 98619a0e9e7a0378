import type { Subprocess } from "bun";
import { join } from "node:path";

export const ROOT = join(import.meta.dir, "..", "..");

export interface ServerProcess {
  /** Base URL without the trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  proc: Subprocess<"ignore", "pipe", "inherit">;
  /** Log lines the process printed after it started listening (bounded). */
  lines: string[];
  /** Sends `signal` and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number>;
}

const KEEP_LINES = 2_000;

/**
 * Spawns `bun <script>` (or `node <script>`: the bench's peer) with `env` on top of ours
 * and resolves once it prints the line `{"msg":"listening","url":...}` (port 0: the
 * process picks a free port).
 */
export function spawnServer(
  script: string,
  env: Record<string, string>,
  { timeoutMs = 120_000, runtime = "bun" }: { timeoutMs?: number; runtime?: "bun" | "node" } = {},
): Promise<ServerProcess> {
  return spawnListening([runtime, script], { cwd: ROOT, env: { ...process.env, PORT: "0", ...env }, timeoutMs });
}

/**
 * Spawns `command` in `cwd` with exactly `env` (the executable's smoke test gives it no
 * Bun on the PATH) and resolves once it prints its "listening" line, as `spawnServer`.
 */
export async function spawnListening(
  command: string[],
  { cwd, env, timeoutMs = 120_000 }: { cwd: string; env: Record<string, string | undefined>; timeoutMs?: number },
): Promise<ServerProcess> {
  const script = command.join(" ");
  const proc = Bun.spawn(command, {
    cwd,
    env,
    stdin: "ignore",
    stdout: "pipe",
    stderr: "inherit",
  });
  const lines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not listen within ${timeoutMs} ms`)), timeoutMs);
    let found = false;
    void (async () => {
      let pending = "";
      const reader = proc.stdout.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        pending += chunk.value;
        const parts = pending.split("\n");
        pending = parts.pop()!;
        for (const line of parts) {
          if (!found && line.includes('"msg":"listening"')) {
            found = true;
            clearTimeout(timer);
            // Loopback only: "localhost" may resolve to either family, 127.0.0.1 is explicit.
            const url = new URL((JSON.parse(line) as { url: string }).url);
            if (url.hostname === "localhost" || url.hostname === "0.0.0.0") url.hostname = "127.0.0.1";
            resolve(url.origin);
          } else if (found) {
            lines.push(line);
            if (lines.length > KEEP_LINES) lines.shift();
          }
        }
      }
      if (!found) {
        clearTimeout(timer);
        reject(new Error(`${script} exited before listening (code ${await proc.exited})`));
      }
    })().catch(reject);
  });
  return {
    url,
    proc,
    lines,
    async stop(signal = "SIGTERM") {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return proc.exited;
    },
  };
}

/** A running process's memory from Linux /proc, in bytes: `VmHWM` its peak resident set, `VmRSS` the current one. */
async function memoryOf(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await Bun.file(`/proc/${pid}/status`).text();
  const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no ${field} for process ${pid}`);
  return kb * 1024;
}

export const peakRss = (pid: number) => memoryOf(pid, "VmHWM");
export const currentRss = (pid: number) => memoryOf(pid, "VmRSS");
