import { openDatabase } from "../platform/db/client.ts";
import { appliedSchema } from "../platform/db/migrator.ts";
import { loadConfig } from "../platform/config.ts";
import type { Command } from "./command.ts";

/**
 * `migrate`: applies the migrations the database lacks and exits, as a start does before
 * it serves (several at once on one PostgreSQL: one migrates, the others wait for it).
 * An upgrade can migrate once, before the new instances start.
 */
export const migrateCommand: Command = {
  name: "migrate",
  summary: "apply the database's pending migrations and exit",
  synopsis: "",
  help: [
    "Applies the migrations the database (DATABASE_URL, or the embedded one in DATA_DIR) lacks,",
    "in one transaction, and exits. A start does the same before it serves; this lets an upgrade",
    "migrate once before its instances start. Refuses a database a newer version upgraded.",
  ].join("\n"),
  async run() {
    const config = loadConfig();
    const before = await openDatabase(config.databaseUrl, config.dataDir, 1, { migrate: false }).then(async (handle) => {
      try {
        return (await appliedSchema(handle.db)).level;
      } finally {
        await handle.close();
      }
    });
    const database = await openDatabase(config.databaseUrl, config.dataDir, 1);
    try {
      const { level } = await appliedSchema(database.db);
      console.log(
        level === before ? `The database is at schema level ${level}: nothing to apply.` : `The database went from schema level ${before} to ${level}.`,
      );
    } finally {
      await database.close();
    }
    return 0;
  },
};
