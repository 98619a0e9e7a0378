import { createApp } from "./app.tsx";
import { loadAssets } from "./assets.ts";
import { boot } from "./boot.ts";
import { ConfigError, loadConfig } from "./config.ts";

/** Process entry: configuration, database, app, socket, graceful stop. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Development rebuilds the islands at every start; production uses the image's build.
  const assets = await loadAssets({ rebuild: !config.production });
  const { deps, database, log } = await boot(config, { assets });
  const app = createApp(deps);
  const server = Bun.serve({
    port: config.port,
    fetch: (req, srv) => app.fetch(req, srv),
  });
  log.info("listening", { url: server.url.href, port: server.port, database: database.driver });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping", { signal });
    // Stop accepting; in-flight requests finish before the promise resolves.
    await server.stop(false);
    await database.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();
