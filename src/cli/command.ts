import { basename } from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";

/**
 * One subcommand of the executable (`dancelink <name>`), also `bun run <name>` from the
 * source tree. `run` resolves with the exit code, or undefined while it keeps running (serve).
 */
export interface Command {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** The arguments after the command's name, e.g. "[FILE]". */
  synopsis: string;
  /** What `--help` prints below the usage line. */
  help: string;
  /** The named options `--help` lists (parseArgs' shape; `--help` itself is added). */
  options?: NonNullable<ParseArgsConfig["options"]>;
  run(input: CommandInput): Promise<number | undefined>;
}

export interface CommandInput {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

/** A mistake in how a command was called: its message and the command's usage line are printed, the exit code is 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** How the person typed the program: `dancelink` (the executable's own name) or `bun run` from the source tree. */
export function invokedAs(): string {
  return Bun.isStandaloneExecutable ? basename(process.execPath).replace(/\.exe$/, "") : "bun run";
}

export const usageLine = (command: Pick<Command, "name" | "synopsis">) =>
  `Usage: ${invokedAs()} ${command.name}${command.synopsis ? ` ${command.synopsis}` : ""}`;

/** The command's arguments, strictly: an unknown option or a missing value is a UsageError. */
export function parseCommandArgs(command: Command, args: string[]): CommandInput & { help: boolean } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...command.options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    const { help, ...rest } = values;
    return { values: rest as CommandInput["values"], positionals, help: help === true };
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]!);
  }
}

/** `--help`: the usage line, what the command does, its options. */
export function commandHelp(command: Command): string {
  return `${usageLine(command)}\n\n${command.help}\n`;
}
