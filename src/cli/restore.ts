import { resolve } from "node:path";
import { restoreBackup } from "../features/backups/restore.ts";
import { loadConfig } from "../platform/config.ts";
import { type Command, UsageError } from "./command.ts";

export const restoreCommand: Command = {
  name: "restore",
  summary: "fill an empty database and DATA_DIR from a backup archive",
  synopsis: "FILE [--force]",
  help: [
    "Fills the database the settings name (DATABASE_URL, or the embedded one in DATA_DIR), the",
    "uploads' store and DATA_DIR's secrets from an archive `backup` wrote, then migrates the",
    "database to this version's schema. Every file's checksum is checked first. Refused, with",
    "nothing changed: a place that is not empty, an archive from a newer schema, an archive",
    "whose checksums do not match. On the embedded default, stop the server first.",
    "",
    "  --force  replace what the place holds: the database is emptied (PostgreSQL) or its folder",
    "           kept aside as pg.replaced-<time>; uploads and secrets kept aside the same way",
  ].join("\n"),
  options: { force: { type: "boolean" } },
  async run({ positionals, values }) {
    const [file, ...extra] = positionals;
    if (!file) throw new UsageError("Name the archive to restore.");
    if (extra.length > 0) throw new UsageError(`Unexpected argument ${extra[0]}.`);
    const report = await restoreBackup(resolve(file), loadConfig(), { force: values.force === true });
    const { manifest } = report;
    const many = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;
    console.log(
      `Restored ${file}, taken ${manifest.createdAt} by DanceLink ${manifest.product.version}: ${many(manifest.database.tables.length, "table", "tables")}, ` +
        `${many(report.rows, "row", "rows")}, ${many(report.uploads, "uploaded file", "uploaded files")}, ${many(report.secrets, "secret", "secrets")}. ` +
        `The database is at schema level ${report.schemaLevel}.`,
    );
    for (const path of report.keptAside) console.log(`What was there is kept aside in ${path}.`);
    return 0;
  },
};
