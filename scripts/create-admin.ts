/**
 * Creates the agency's admin account (fixed id), or updates its email and password.
 *   bun run admin:create -- admin@agency.ca 'a long password'
 * or with ADMIN_EMAIL and ADMIN_PASSWORD set. Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { z } from "zod";
import { openDatabase } from "../db/client.ts";
import { DatabaseInUseError } from "../db/embedded-lock.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { upsertAdmin } from "../src/domain/accounts.ts";
import { passwordProblem } from "../src/domain/password-policy.ts";
import { createLocalEventBus, createPostgresEventBus } from "../src/events/bus.ts";
import { createLogger } from "../src/log.ts";

const [emailArg, passwordArg] = process.argv.slice(2);
try {
  const config = loadConfig();
  const email = emailArg ?? config.admin?.email;
  const password = passwordArg ?? config.admin?.password;
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
    .safeParse({ email, password });
  if (!input.success) {
    console.error(`${input.error.issues[0]!.message}.\nUsage: bun run admin:create -- <email> <password>  (or set ADMIN_EMAIL and ADMIN_PASSWORD)`);
    process.exit(1);
  }
  const database = await openDatabase(config.databaseUrl, config.dataDir, config.databasePoolSize);
  // On PostgreSQL, running servers hear that the admin's sessions ended (a changed password signs it out everywhere).
  const log = createLogger("warn");
  const events = database.pg ? await createPostgresEventBus(database.pg, { log, loadChat: async () => undefined }) : createLocalEventBus(log);
  await upsertAdmin(database.db, events, input.data.email, input.data.password);
  await events.close();
  await database.close();
  console.log(`Admin account ready: ${input.data.email}`);
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DatabaseInUseError)
    console.error(
      `${error.message}\nThe running server keeps the embedded database to itself: stop it and run this again, or start it with ADMIN_EMAIL and ADMIN_PASSWORD set.`,
    );
  else console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exit(1);
}
