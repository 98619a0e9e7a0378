import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The agency's account `startServer` creates: the browser journeys, the screenshots and Lighthouse sign in with it. */
export const ADMIN_EMAIL = "admin@e2e.local";
export const ADMIN_PASSWORD = "admin-password-e2e";
const ROOT = join(import.meta.dir, "..", "..");

export interface RunningServer {
  url: string;
  /** SIGTERM, then the exit code once the process has ended. */
  stop(): Promise<number>;
}

/**
 * Starts the real server (`bun src/server.ts`) on a free port with a throwaway
 * in-memory database and data folder, the demo data and an admin account; from
 * this checkout, or from the checkout at `root` (the screenshots of another commit).
 */
export async function startServer(env: Record<string, string> = {}, root = ROOT): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "dance-e2e-"));
  const proc = Bun.spawn(["bun", "src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_URL: "memory://",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: "info",
      ...env,
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  const url = await new Promise<string>((resolve, reject) => {
    // Building the islands and seeding take seconds alone, and minutes on a machine other work keeps busy.
    const timer = setTimeout(() => reject(new Error("server did not start within 300 s")), 300_000);
    (async () => {
      const decoder = new TextDecoder();
      let buffered = "";
      const reader = proc.stdout.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        buffered += decoder.decode(r.value);
        const match = buffered.match(/"msg":"listening","url":"([^"]+)"/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace(/\/$/, ""));
          // Keep draining so the server never blocks on a full pipe.
          void (async () => {
            while (!(await reader.read()).done);
          })();
          return;
        }
      }
      reject(new Error(`server exited before listening:\n${buffered}`));
    })().catch(reject);
  });
  return {
    url,
    async stop() {
      proc.kill("SIGTERM");
      const code = await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
