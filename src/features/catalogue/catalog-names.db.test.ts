import { afterAll, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGLITE_EXTENSIONS } from "../../platform/db/pglite.ts";

/**
 * Migration 0017 on an install that already holds names differing
 * only by case or accents: it renames the later ones instead of failing, and a job
 * keeps pointing at its (renamed) style.
 */

const migrationsFolder = join(import.meta.dir, "..", "..", "..", "db", "migrations");
const UNIQUE_NAMES = "0017_catalog_unique_names";

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

const before = migrationsBefore(UNIQUE_NAMES);
afterAll(() => rmSync(before, { recursive: true, force: true }));

// An embedded database migrated from scratch: about 2 s alone, past the default 5 s when every core is busy (CI).
test("existing duplicates are renamed ' (2)' so the unique indexes build; jobs follow their style", async () => {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    insert into artist_styles (id, name, sort_order) values ('01a21c00-0000-7000-8000-000000000001', 'Ballet', 0), ('01a21c00-0000-7000-8000-000000000002', 'Bállet', 1);
    insert into services (id, name, image, sort_order) values ('01a21c00-0000-7000-8000-000000000003', 'Tap', '/images/a.png', 0), ('01a21c00-0000-7000-8000-000000000004', 'tap', '/images/b.png', 1);
    insert into faq_entries (id, question, answer) values ('01a21c00-0000-7000-8000-000000000005', 'Is it free?', 'Yes'), ('01a21c00-0000-7000-8000-000000000006', 'IS IT FREE?', 'Yes');
    insert into users (id, name, email, password_hash, role) values ('01a21c00-0000-7000-8000-000000000007', 'Ana', 'ana@test.local', 'x', 'client');
    insert into clients (id, user_id, studio_name, studio_director, address, contact_number)
      values ('01a21c00-0000-7000-8000-000000000008', '01a21c00-0000-7000-8000-000000000007', 'Allegro', 'Ana', '12 King St', '416 555 0100');
    insert into jobs (id, client_id, studio_name, style, rate, city, postal_code, address, description, start_date, end_date, start_time, end_time)
      values ('01a21c00-0000-7000-8000-00000000000a', '01a21c00-0000-7000-8000-000000000008', 'Allegro', 'Bállet', 50, 'Toronto', 'M5V 2T6', '12 King St', 'Classes', '2026-12-01', '2026-12-02', '09:00', '12:00');
  `);

  await migrate(db, { migrationsFolder });

  const names = async (sql: string) => (await client.query<{ name: string }>(sql)).rows.map((row) => row.name);
  expect(await names("select name from artist_styles order by sort_order")).toEqual(["Ballet", "Bállet (2)"]);
  expect(await names("select name from services order by sort_order")).toEqual(["Tap", "tap (2)"]);
  expect(await names("select question as name from faq_entries order by id")).toEqual(["Is it free?", "IS IT FREE? (2)"]);
  expect(await names("select style as name from jobs")).toEqual(["Bállet (2)"]);
  await expect(client.exec("insert into artist_styles (id, name) values ('01a21c00-0000-7000-8000-000000000009', 'BALLÉT')")).rejects.toThrow(/unique/);
  await client.close();
}, 60_000);
