import { runCli } from "./cli/index.ts";

/**
 * The process entry of `bun start`, `bun run <command>` and the executable
 * (`dancelink <command>`, scripts/compile.ts): the server by default (src/cli/).
 */
const exitCode = await runCli(process.argv.slice(2));
if (exitCode !== undefined) process.exit(exitCode);
