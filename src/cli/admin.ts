import { z } from "zod";
import { openDatabase } from "../platform/db/client.ts";
import { DatabaseInUseError } from "../platform/db/embedded-lock.ts";
import { loadConfig } from "../platform/config.ts";
import { upsertAdmin } from "../features/accounts/accounts.ts";
import { passwordProblem } from "../features/accounts/password-policy.ts";
import { createLocalEventBus, createPostgresEventBus } from "../platform/events/bus.ts";
import { createLogger } from "../platform/log.ts";
import { type Command, UsageError } from "./command.ts";

/**
 * `admin create EMAIL PASSWORD`: creates the agency's admin account (fixed id), or
 * updates its email and password, in the database the server uses (DATABASE_URL,
 * DATA_DIR). EMAIL and PASSWORD may come from ADMIN_EMAIL and ADMIN_PASSWORD instead.
 */
async function createAdmin(emailArg: string | undefined, passwordArg: string | undefined): Promise<number> {
  const config = loadConfig();
  const input = z
    .object({
      email: z.email({ error: "The email is not a valid address" }),
      password: z.string({ error: "A password is required" }),
    })
    .superRefine((input, ctx) => {
      // The sign-up rules: the agency's account is no weaker than anyone's.
      const problem = passwordProblem(input.password, input.email);
      if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    })
    .safeParse({ email: emailArg ?? config.admin?.email, password: passwordArg ?? config.admin?.password });
  if (!input.success) throw new UsageError(`${input.error.issues[0]!.message}.`);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.databaseUrl, config.dataDir, config.databasePoolSize);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new DatabaseInUseError(
      error.folder,
      error.pid,
      error.lockFile,
      "The running server keeps the embedded database to itself: stop it and run this again, or start it with ADMIN_EMAIL and ADMIN_PASSWORD set.",
    );
  }
  // On PostgreSQL, running servers hear that the admin's sessions ended (a changed password signs it out everywhere).
  const log = createLogger("warn");
  const events = database.pg ? await createPostgresEventBus(database.pg, { log }) : createLocalEventBus(log);
  try {
    await upsertAdmin(database.db, events, input.data.email, input.data.password);
  } finally {
    await events.close();
    await database.close();
  }
  console.log(`Admin account ready: ${input.data.email}`);
  return 0;
}

export const adminCommand: Command = {
  name: "admin",
  summary: "create or update the agency's admin account",
  synopsis: "create EMAIL PASSWORD",
  help: [
    "create EMAIL PASSWORD: creates the admin account (the agency, with its fixed id), or",
    "changes its email and password, in the database the server uses (DATABASE_URL, DATA_DIR).",
    "EMAIL and PASSWORD may come from ADMIN_EMAIL and ADMIN_PASSWORD instead. The password",
    "follows the sign-up rules (10+ characters, not a common one, not the email). A changed",
    "password signs the admin out everywhere. On the embedded default, stop the server first.",
  ].join("\n"),
  async run({ positionals: [action, email, password, ...extra] }) {
    if (action !== "create") throw new UsageError(action === undefined ? "Say what to do: create." : `Unknown action ${action}: create.`);
    if (extra.length > 0) throw new UsageError(`Unexpected argument ${extra[0]}.`);
    return createAdmin(email, password);
  },
};
