import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { logIn } from "./marketplace.ts";
import { CITIES, SEED_PASSWORD } from "./seed.ts";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SLOTS_PER_DAY = 32;
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The `n`th half hour from 06:00 to 22:00, a month ahead onwards: the artist is booked on every
 * job, and the booking rules refuse two that overlap (20,000 slots end within two years, inside the horizon).
 */
function slot(n: number) {
  const day = inDays(30 + Math.floor(n / SLOTS_PER_DAY));
  const start = 6 * 60 + (n % SLOTS_PER_DAY) * 30;
  return { start_date: day, end_date: day, start_time: clock(start), end_time: clock(start + 30) };
}

/** Fresh jobs, each with one opt-in of the same approved artist: one confirm each. */
export interface ConfirmableJobs {
  artistId: string;
  /** The booked artist's and the posting studio's sign-in addresses (the seed's password): who the confirms notify. */
  artistEmail: string;
  studioEmail: string;
  /** `PUT /api/admin/jobs/:jobId/confirm` paths, one per job, in a file wrk reads (one per line). */
  pathsFile: string;
  count: number;
  remove(): void;
}

/**
 * "Confirm an artist" at scale: `count` pending half-hour jobs from a month
 * ahead, posted by the `pair`th seeded studio (0 the first) in the city and style of the `pair`th approved artist
 * booked on no seeded job (whose bookings could overlap these), each opted in to by that artist, written straight
 * into the bench database. Every request of the load confirms another job, so none is a 409; two pairs never share
 * an artist or a studio.
 */
export async function prepareConfirmableJobs(databaseUrl: string, count: number, pair = 0): Promise<ConfirmableJobs> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [artist] = await sql<{ id: string; city: string | null; email: string }[]>`
      select a.id, a.city, u.email from artists a join users u on u.id = a.user_id
      where a.status = 'approved' and not exists (select 1 from jobs j where j.confirmed_artist_id = a.id)
      order by a.id offset ${pair} limit 1`;
    const [client] = await sql<{ id: string; studio_name: string; address: string; email: string }[]>`
      select c.id, c.studio_name, c.address, u.email from clients c join users u on u.id = c.user_id order by c.id offset ${pair} limit 1`;
    // One of the artist's own styles, in its own city: the confirm's matching rule refuses any other job.
    const [style] = await sql<{ name: string }[]>`
      select s.name from artist_style_links l join artist_styles s on s.id = l.style_id
      where l.artist_id = ${artist?.id ?? null} order by s.name limit 1`;
    if (!artist || !client || !style) throw new Error("seed the marketplace first");
    const [city, postalCode] = CITIES.find(([name]) => name === artist.city) ?? CITIES[0]!;
    const jobIds = Array.from({ length: count }, () => Bun.randomUUIDv7());
    for (let i = 0; i < count; i += 1_000) {
      const ids = jobIds.slice(i, i + 1_000);
      await sql`insert into jobs ${sql(
        ids.map((id, j) => ({
          id,
          client_id: client.id,
          studio_name: client.studio_name,
          style: style.name,
          rate: 60,
          city,
          postal_code: postalCode,
          address: client.address,
          description: "Bench booking",
          ...slot(i + j),
        })),
      )}`;
      await sql`insert into job_applications ${sql(ids.map((jobId) => ({ id: Bun.randomUUIDv7(), job_id: jobId, artist_id: artist.id })))}`;
    }
    await sql`vacuum analyze jobs, job_applications`;
    const dir = mkdtempSync(join(tmpdir(), "bench-confirm-"));
    const pathsFile = join(dir, "paths.txt");
    await Bun.write(pathsFile, `${jobIds.map((id) => `/api/admin/jobs/${id}/confirm`).join("\n")}\n`);
    return {
      artistId: artist.id,
      artistEmail: artist.email,
      studioEmail: client.email,
      pathsFile,
      count,
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await sql.end();
  }
}

/**
 * Confirming without its mail (the calendar invitation travels in it) and its pushes: the booked artist and the
 * studio of `jobs` turn both channels of the confirm's notice off in their preferences, as a person does on the
 * settings screen. The bell's notice is always written (it cannot be turned off).
 */
export async function turnOffBookingMailAndPush(url: string, jobs: ConfirmableJobs): Promise<void> {
  const people = [
    { email: jobs.artistEmail, kind: "job.confirmed", from: "198.51.100.6" },
    { email: jobs.studioEmail, kind: "job.artist_confirmed", from: "198.51.100.7" },
  ];
  for (const { email, kind, from } of people) {
    const cookie = await logIn(url, email, SEED_PASSWORD, from);
    const res = await fetch(`${url}/api/notifications/preferences`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ kind, email: false, push: false }),
    });
    if (res.status !== 200) throw new Error(`turning off ${kind} for ${email} answered ${res.status}: ${await res.text()}`);
  }
}
