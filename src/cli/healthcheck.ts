import { loadConfig } from "../platform/config.ts";
import type { Command } from "./command.ts";

/** How long the server may take to answer before it counts as unhealthy. */
const HEALTH_TIMEOUT_MS = 4_000;

/**
 * `healthcheck`: asks the server on this machine for `/healthz` (the Docker image's
 * HEALTHCHECK: the image has no curl, the executable asks itself).
 */
export const healthcheckCommand: Command = {
  name: "healthcheck",
  summary: "exit 0 when the server on this machine answers /healthz",
  synopsis: "",
  help: "Asks the server listening on PORT of this machine for /healthz: exits 0 when it answers\n200 within 4 seconds, 1 otherwise (the container's HEALTHCHECK).",
  async run() {
    const config = loadConfig();
    // Every interface includes loopback; a named interface is asked on that address.
    const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
    const url = new URL("/healthz", `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      if (res.ok) return 0;
      console.error(`${url.href} answered ${res.status}.`);
    } catch (error) {
      console.error(`${url.href} did not answer: ${(error as Error).message}`);
    }
    return 1;
  },
};
