import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Fresh jobs, each with one opt-in of the same approved artist: one confirm each. */
export interface ConfirmableJobs {
  artistId: string;
  /** `PUT /api/admin/jobs/:jobId/confirm` paths, one per job, in a file wrk reads (one per line). */
  pathsFile: string;
  count: number;
  remove(): void;
}

/**
 * "Confirm an artist" at scale: `count` pending jobs a month
 * ahead, posted by the first seeded studio, each opted in to by the first approved
 * artist, written straight into the bench database. Every request of the load
 * confirms another job, so none is a 409.
 */
export async function prepareConfirmableJobs(databaseUrl: string, count: number): Promise<ConfirmableJobs> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [artist] = await sql<{ id: string }[]>`select id from artists where status = 'approved' order by id limit 1`;
    const [client] = await sql<{ id: string; studio_name: string; address: string }[]>`select id, studio_name, address from clients order by id limit 1`;
    const [style] = await sql<{ name: string }[]>`select name from artist_styles order by name limit 1`;
    if (!artist || !client || !style) throw new Error("seed the marketplace first");
    const jobIds = Array.from({ length: count }, () => Bun.randomUUIDv7());
    for (let i = 0; i < count; i += 1_000) {
      const ids = jobIds.slice(i, i + 1_000);
      await sql`insert into jobs ${sql(
        ids.map((id) => ({
          id,
          client_id: client.id,
          studio_name: client.studio_name,
          style: style.name,
          rate: 60,
          city: "Toronto",
          postal_code: "M5V 2T6",
          address: client.address,
          description: "Bench booking",
          start_date: inDays(30),
          end_date: inDays(31),
          start_time: "10:00",
          end_time: "12:00",
        })),
      )}`;
      await sql`insert into job_applications ${sql(ids.map((jobId) => ({ id: Bun.randomUUIDv7(), job_id: jobId, artist_id: artist.id })))}`;
    }
    await sql`vacuum analyze jobs, job_applications`;
    const dir = mkdtempSync(join(tmpdir(), "bench-confirm-"));
    const pathsFile = join(dir, "paths.txt");
    await Bun.write(pathsFile, `${jobIds.map((id) => `/api/admin/jobs/${id}/confirm`).join("\n")}\n`);
    return { artistId: artist.id, pathsFile, count, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await sql.end();
  }
}
