import { DatabaseInUseError } from "../platform/db/embedded-lock.ts";
import { NewerSchemaError } from "../platform/db/migrator.ts";
import { ConfigError } from "../platform/config.ts";
import { BackupError } from "../features/backups/write.ts";
import { RestoreError } from "../features/backups/restore.ts";
import { adminCommand } from "./admin.ts";
import { backupCommand } from "./backup.ts";
import { type Command, commandHelp, invokedAs, parseCommandArgs, UsageError, usageLine } from "./command.ts";
import { healthcheckCommand } from "./healthcheck.ts";
import { keysCommand } from "./keys.ts";
import { migrateCommand } from "./migrate.ts";
import { restoreCommand } from "./restore.ts";
import { serveCommand } from "./serve.ts";
import { versionCommand } from "./version.ts";

/** The executable's commands (`dancelink <command>`; `bun run <command>` from the source tree), in `--help`'s order. */
export const COMMANDS: Command[] = [serveCommand, adminCommand, backupCommand, restoreCommand, migrateCommand, keysCommand, versionCommand, healthcheckCommand];

/** Errors a person fixes (a setting, another process, a version, an archive): printed as their one line, exit code 1. */
const PERSONS_ERRORS = [ConfigError, DatabaseInUseError, NewerSchemaError, BackupError, RestoreError];

function programHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    `Usage: ${invokedAs()} [COMMAND] [--help]`,
    "",
    "DanceLink, the marketplace for dance education: the site, its API and chat in one process.",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    `Each command says more with --help (${invokedAs()} backup --help). Settings come from the environment.`,
    "",
  ].join("\n");
}

/**
 * Runs the command `argv` names (serve without one). Resolves with the exit code, or
 * undefined while the command keeps running (serve). What a person must fix is one line
 * on stderr; anything else is thrown (a bug: its stack is what to report).
 */
export async function runCli(argv: string[]): Promise<number | undefined> {
  // Everything a command writes (the embedded database, uploads, secrets, archives) is its owner's alone: files 0600, folders 0700.
  process.umask(0o077);
  const [first, ...rest] = argv;
  if (first === "--help" || first === "-h" || first === "help") {
    process.stdout.write(programHelp());
    return 0;
  }
  const command = first === undefined || first.startsWith("-") ? serveCommand : COMMANDS.find((c) => c.name === first);
  if (!command) {
    process.stderr.write(`Unknown command ${first}.\n\n${programHelp()}`);
    return 2;
  }
  const args = command === serveCommand && first !== "serve" ? argv : rest;
  try {
    const input = parseCommandArgs(command, args);
    if (input.help) {
      process.stdout.write(commandHelp(command));
      return 0;
    }
    return await command.run(input);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usageLine(command)} (--help says more)`);
      return 2;
    }
    if (PERSONS_ERRORS.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      return 1;
    }
    throw error;
  }
}
