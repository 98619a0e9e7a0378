import postgres from "postgres";

/**
 * A fresh database with a unique name on `server` (a postgres:// URL of a server we may create databases on), empty or
 * a copy of `template`, and how to drop it: the bench's marketplace and the tests' PostgreSQL suites each take one and
 * leave nothing behind.
 */
export async function createScratchDatabase(server: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Bun.randomUUIDv7().replaceAll("-", "")}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return {
    url: databaseUrl(server, name),
    drop: async () => {
      const sql = postgres(server, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

/** The server's URL with another database name. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
